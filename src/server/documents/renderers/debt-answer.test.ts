import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = {
  ...SAMPLE_ANSWERS.debt_answer,
  service_email: "service@roelaw.example",
  unknown_paragraphs: "6",
  defenses: ["Statute of Limitations", "Not my debt", "Amount is incorrect", "Debt was paid", "Lack of standing to sue"],
  defense_details: "My last payment on this card was in March 2020",
};

const render = pdfRenderer("debt_answer", "Answer - Brooks", new Date("2026-08-03T14:00:00Z"));
let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("debt answer PDF", () => {
  it("opens with the county court caption, the parties, the case number and the title", () => {
    expect(pdf.pages[0]).toMatch(
      /^IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA Case No\.: 2026-CC-045821 Gulfline Receivables, LLC, Plaintiff\(s\), v\. Angela Brooks, Defendant\(s\)\. ANSWER AND AFFIRMATIVE DEFENSES /,
    );
  });

  it("responds paragraph by paragraph, then states each defense in numbered paragraphs", () => {
    expectInOrder(pdf.text, [
      "Defendant, Angela Brooks,",
      "Plaintiff, Gulfline Receivables, LLC,",
      "$12,480.55 said to be owed on a credit card account",
      "1. Defendant admits the allegations of paragraph 1 of the Complaint.",
      "2. Defendant denies the allegations of paragraphs 3, 4, 5 and 7 of the Complaint.",
      "3. Defendant is without knowledge of the allegations of paragraph 6 of the Complaint, and therefore denies them.",
      "4. Defendant denies every allegation",
      "AFFIRMATIVE DEFENSES",
      "5. Statute of limitations.",
      "within 5 years (Fla. Stat. § 95.11(2)(b))",
      "within 4 years (Fla. Stat. § 95.11(3))",
      "6. Not Defendant's debt.",
      "7. Amount incorrect.",
      "8. Payment.",
      "9. Lack of standing.",
      "each assignment in the chain from the original creditor to Plaintiff",
      "10. The facts supporting these defenses are: My last payment on this card was in March 2020.",
      "ARBITRATION AND DEMAND FOR PROOF",
      "11. Demand for arbitration.",
      "(Fla. Stat. § 682.03; 9 U.S.C. §§ 3-4)",
      "12. Defendant demands strict proof of every element of Plaintiff's claim",
      "WHEREFORE, Defendant asks the Court to enter judgment for Defendant",
      "or else to stay this action pending arbitration",
    ]);
  });

  it("ends with the signature block and a certificate of service on the plaintiff's lawyer", () => {
    expectInOrder(pdf.text, [
      "Signature of Defendant",
      "Printed name: Angela Brooks",
      "Address: 4410 W Kennedy Blvd, Apt 12, Tampa, FL 33609",
      "Telephone: (813) 555-0147",
      "E-mail: angela.brooks@example.com",
      "CERTIFICATE OF SERVICE",
      "Plaintiff's attorney, Jane Roe, Esq., at Roe Collections Law, P.A., 100 N Tampa Street, Suite 2000, Tampa, FL 33602 " +
        "(e-mail: service@roelaw.example)",
      "How to sign and use this document",
    ]);
  });

  it("gives the 20-day deadline counted from the day of service, and how to file and serve", () => {
    expectInOrder(split(pdf).instructions, [
      "Your deadline",
      "You were served on July 20, 2026.",
      "You must serve a written answer by Monday, August 10, 2026. That is 20 days after you were served",
      "(Fla. R. Civ. P. 1.140(a)",
      "file it with the clerk and send a copy to the other side",
      "one for the plaintiff's lawyer",
      "File it with the Clerk of Court in Hillsborough County, in the county court, under case number 2026-CC-045821.",
      "send a copy to the plaintiff's lawyer, Jane Roe, Esq. at Roe Collections Law, P.A., 100 N Tampa Street",
      "or by e-mail to service@roelaw.example",
      "Credit card debt is usually 5 years if there is a signed agreement, and 4 years if not.",
      "To pause the lawsuit you must also file a motion to compel arbitration.",
      "What happens next",
      "The rules behind this document: Fla. R. Civ. P. 1.140(a); Fla. R. Civ. P. 1.110",
    ]);
    expect(pdf.text).not.toContain("That day has passed");
    expect(pdf.text).not.toContain("20 U.S.C. § 1091a(a)");
  });

  it("M14: outside small claims, warns that a request for admission not answered in writing within 30 days is deemed admitted (Rule 1.370(a))", async () => {
    expectInOrder(split(pdf).instructions, [
      "What happens next",
      "WARNING: If the other side sends you requests for admission, answer each one in writing within 30 days. Any " +
        "request you do not answer in time is deemed admitted: it counts as true, and you can lose the case because " +
        "of it. (Fla. R. Civ. P. 1.370(a))",
    ]);
    const circuit = await render({ ...answers, court: "Circuit court", county: "Miami-Dade" });
    expect(split(circuit).instructions).toContain("deemed admitted");
  });

  it("Other: the rules behind a county or circuit civil answer leave out the small claims rule 7.090(c), kept when the case may be in small claims", async () => {
    const rules = (contents: PdfContents) =>
      split(contents).instructions.slice(split(contents).instructions.indexOf("The rules behind this document"));
    expect(rules(pdf)).not.toContain("7.090(c)");
    const small = await render({ ...answers, court: "Small claims (up to $8,000)", debt_amount: "2400" });
    expect(rules(small)).toContain("Fla. Sm. Cl. R. 7.090(c)");
    const unsure = await render({ ...answers, court: "I am not sure" });
    expect(rules(unsure)).toContain("Fla. Sm. Cl. R. 7.090(c)");
  });

  it("Other: the sample debt answer names a fictitious debt buyer, not a real company", () => {
    expect(SAMPLE_ANSWERS.debt_answer.plaintiff_name).toBe("Gulfline Receivables, LLC");
    expect(pdf.text).not.toContain("Midland");
  });

  it("warns that a federal student loan has no time limit to sue when the time limit defense is raised (20 U.S.C. § 1091a(a))", async () => {
    const loan = await render({ ...answers, debt_type: "Student Loan" });
    expectInOrder(split(loan).instructions, [
      "About your defenses",
      "WARNING: Federal student loans have no time limit: the government or the loan holder can sue or collect at " +
        "any time, so the statute of limitations defense does not work against them. It may still work against a " +
        "private student loan. Consult a lawyer. (20 U.S.C. § 1091a(a))",
      "Time limit to sue on a private student loan: A lawsuit on a written contract must be filed within 5 years.",
    ]);
    const otherDefenses = await render({ ...answers, debt_type: "Student Loan", defenses: ["Debt was paid"] });
    expect(otherDefenses.text).not.toContain("1091a");
  });

  it("writes a circuit court caption with the county's circuit (§ 26.021)", async () => {
    const circuit = await render({ ...answers, court: "Circuit court", county: "Miami-Dade" });
    expect(circuit.pages[0]).toMatch(
      /^IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA Case No\.:/,
    );
    expect(split(circuit).instructions).toContain("in the circuit court, under case number");
  });

  it("in small claims, answers the Statement of Claim and says to go to the pretrial conference", async () => {
    const small = await render({ ...answers, court: "Small claims (up to $8,000)", debt_amount: "2400" });
    expect(small.pages[0]).toMatch(/^IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA /);
    expect(small.text).toContain("answers the Statement of Claim filed by Plaintiff");
    expectInOrder(split(small).instructions, [
      "In small claims court you do not have to file a written answer unless the judge orders one.",
      "You must go to the pretrial conference on the date in your summons.",
      "(Fla. Sm. Cl. R. 7.090(c); Fla. Sm. Cl. R. 7.170)",
      "Go to the pretrial conference",
    ]);
    expect(small.text).not.toContain("You must serve a written answer by");
  });

  it("when unsure, heads it by the amount and gives the earlier deadline, with the small claims rule too", async () => {
    const unsure = await render({ ...answers, court: "I am not sure", county: "Duval", debt_amount: "62000" });
    expect(unsure.pages[0]).toMatch(/^IN THE CIRCUIT COURT OF THE FOURTH JUDICIAL CIRCUIT IN AND FOR DUVAL COUNTY, FLORIDA /);
    expectInOrder(split(unsure).instructions, [
      "You were not sure which court your case is in, so use the earlier deadline, to be safe.",
      "You must serve a written answer by Monday, August 10, 2026.",
      "If your case is in small claims court: In small claims court you do not have to file a written answer",
      'Call the clerk to check which court your case is in. This answer is headed "Circuit Court"',
      "county court hears cases up to $50,000",
    ]);
  });

  it("writes a general denial, serves the plaintiff itself, and warns when the deadline has passed", async () => {
    const plain = await render({
      ...answers,
      response: "Deny everything (general denial)",
      defenses: [],
      defense_details: "",
      arbitration_clause: "No",
      plaintiff_attorney: "",
      service_email: "",
      service_date: "2026-06-01",
    });
    expect(plain.text).toContain(
      "1. Defendant denies each and every allegation of the Complaint and demands strict proof of them.",
    );
    expect(plain.pages[0]).toContain("Defendant(s). ANSWER Defendant, Angela Brooks, answers");
    expect(plain.text).toContain("DEMAND FOR PROOF 2. Defendant demands strict proof");
    expect(plain.text).toContain("I certify that a copy of this Answer was sent to Plaintiff, Gulfline Receivables");
    for (const absent of ["AFFIRMATIVE DEFENSES", "admits the allegations", "arbitration", "Jane Roe"]) {
      expect(plain.text).not.toContain(absent);
    }
    expect(plain.text).toContain("was sent to Plaintiff, Gulfline Receivables, LLC, at Roe Collections Law");
    expectInOrder(split(plain).instructions, [
      "You must serve a written answer by Monday, June 22, 2026.",
      "That day has passed. Do not give up: file your answer today.",
      "(Fla. R. Civ. P. 1.500(c))",
    ]);
  });

  it("reserves arbitration when the person does not know about a clause", async () => {
    const unknown = await render({ ...answers, arbitration_clause: "Unknown" });
    expect(unknown.text).toContain("Arbitration. Defendant does not know whether the agreement Plaintiff sues on contains");
    expect(unknown.text).not.toContain("Demand for arbitration");
    expect(unknown.text).not.toContain("stay this action pending arbitration");
  });

  it("keeps the right to arbitrate without demanding it when the person knows of a clause but does not want it now", async () => {
    const reserved = await render({ ...answers, arbitration_clause: "yes_reserve" });
    expect(reserved.text).toContain(
      "Arbitration. The agreement Plaintiff sues on contains an arbitration clause. Defendant reserves the right to " +
        "demand arbitration and does not waive it by filing this answer.",
    );
    expect(reserved.text).not.toContain("Demand for arbitration");
    expect(reserved.text).not.toContain("stay this action pending arbitration");
    expect(reserved.text).toContain("keeps your right to ask for arbitration, but does not ask for it now");
  });
});
