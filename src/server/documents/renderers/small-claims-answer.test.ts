import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";

const answers = {
  county: "St. Johns",
  case_number: "2026-SC-000871",
  plaintiff_name: "Coastal Furniture Outlet LLC",
  plaintiff_address: "12 Harbor Street, St. Augustine, FL 32084",
  defendant_name: "Darnell Whitfield",
  defendant_address: "305 Magnolia Lane, Ponte Vedra, FL 32082",
  defendant_phone: "904-555-0133",
  defendant_email: "darnell.w@example.com",
  admit_deny: "Admit some deny others",
  answer_details: "I bought the sofa on credit. I deny owing $1,840 because the store took the sofa back on May 2.",
  affirmative_defenses: ["Payment", "Accord and Satisfaction"],
  defense_details: "The manager agreed in writing to cancel the balance when they took the sofa back.",
  counterclaim: "Yes",
  counterclaim_amount: "600",
  counterclaim_details: "They kept my $600 down payment after taking the sofa back.",
  pretrial_date: "2026-08-20",
};

const render = pdfRenderer("small_claims_answer", "Answer - Whitfield");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("small claims answer PDF", () => {
  it("opens with the caption, the parties and the case number", () => {
    expect(pdf.pages[0]).toMatch(
      /^IN THE COUNTY COURT IN AND FOR ST\. JOHNS COUNTY, FLORIDA Case No\.: 2026-SC-000871 Coastal Furniture Outlet LLC, Plaintiff\(s\), v\. Darnell Whitfield, Defendant\(s\)\. ANSWER AND COUNTERCLAIM /,
    );
    expect(pdf.pages[0]).toContain("Page 1 of");
  });

  it("holds every answer, in the order they were entered", () => {
    expectInOrder(pdf.text, [
      "ST. JOHNS COUNTY", // the caption writes the county in capitals
      "2026-SC-000871",
      "Coastal Furniture Outlet LLC",
      "Darnell Whitfield",
      "Defendant admits some of the allegations of the Statement of Claim and denies the others:",
      answers.answer_details,
      "AFFIRMATIVE DEFENSES",
      "Payment. The amount claimed, or part of it, has already been paid.",
      "Accord and satisfaction.",
      answers.defense_details,
      "COUNTERCLAIM",
      "for $600.00 that is due with costs and interest",
      answers.counterclaim_details,
      "Address: 305 Magnolia Lane, Ponte Vedra, FL 32082",
      "Telephone: 904-555-0133",
      "E-mail: darnell.w@example.com",
    ]);
  });

  it("numbers its paragraphs across sections and ends with the request, signature and certificate of service", () => {
    expectInOrder(pdf.text, [
      "1. Defendant admits some",
      "2. Defendant denies every allegation not admitted above.",
      "3. Payment.",
      "4. Accord and satisfaction.",
      "5. The facts supporting these defenses are:",
      "6. Defendant, Darnell Whitfield, sues Plaintiff, Coastal Furniture Outlet LLC,",
      "7. This money is owed because:",
      "Defendant asks the Court to enter judgment for Defendant",
      "Signature of Defendant",
      "CERTIFICATE OF SERVICE",
      "this Answer and Counterclaim was sent to Plaintiff, Coastal Furniture Outlet LLC, at 12 Harbor Street, St. Augustine, FL 32084",
    ]);
  });

  it("says on its instructions page that no written answer is required, but the pretrial conference is", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "You do not have to file a written answer unless the judge orders one, but you must go to the pretrial conference.",
      "(Fla. Sm. Cl. R. 7.090(c))",
      "Take it to the Clerk of the County Court in St. Johns County.",
      "Write the case number, 2026-SC-000871",
      "Send a copy to Coastal Furniture Outlet LLC",
      "Your counterclaim",
      "Go to the pretrial conference",
      "You must appear at the pretrial conference.",
    ]);
  });

  it("prints the last day to file the counterclaim, counted back from the pretrial conference, and what missing it costs", () => {
    const { instructions } = split(pdf);
    expectInOrder(instructions, [
      "Your counterclaim",
      "Last day to file it and send a copy to the plaintiff: Friday, August 14, 2026.",
      "File your counterclaim with the clerk and send a copy to the plaintiff by Friday, August 14, 2026, at least 5 " +
        "days before the pretrial conference on Thursday, August 20, 2026.",
      "a last day that falls on a weekend or holiday moves to the business day before it.",
      "a counterclaim about the same events as the plaintiff's claim is abandoned: you lose it and cannot bring it later.",
      "(Fla. Sm. Cl. R. 7.100(a)-(b); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(5))",
      "A counterclaim over $8,000 moves the case to the court that can hear it",
      "(Fla. Sm. Cl. R. 7.100(d))",
      "Go to the pretrial conference",
    ]);
    expect(instructions).not.toContain("as early as you can");
  });

  it("moves the counterclaim deadline back off a holiday: a conference on Wednesday, December 2, 2026", async () => {
    const late = await render({ ...answers, pretrial_date: "2026-12-02" });
    expect(split(late).instructions).toContain("send a copy to the plaintiff by Wednesday, November 25, 2026,");
  });

  it("does not ask that the plaintiff take nothing when the defendant admits the claim", async () => {
    const admitted = await render({ ...answers, admit_deny: "Admit all allegations", answer_details: "" });
    expect(admitted.text).toContain("1. Defendant admits the allegations of the Statement of Claim.");
    expect(admitted.text).not.toContain("take nothing");
    expect(admitted.text).toContain(
      "Defendant asks the Court to award Defendant $600.00 on the counterclaim with costs and interest, and to grant any other relief the Court finds fair.",
    );
    const noCounterclaim = await render({ ...answers, admit_deny: "Admit all allegations", counterclaim: "No" });
    expect(noCounterclaim.text).not.toContain("take nothing");
    expect(noCounterclaim.text).toContain(
      "Defendant asks the Court to consider this Answer and to grant any relief the Court finds fair.",
    );
  });

  it("still asks that the plaintiff take nothing when the claim is denied", () => {
    expect(pdf.text).toContain(
      "Defendant asks the Court to enter judgment for Defendant and order that Plaintiff take nothing, to award Defendant $600.00",
    );
  });

  it("tells the defendant that missing court means a default (Rule 7.170)", () => {
    expect(split(pdf).instructions).toContain(
      "You must appear at the pretrial conference. If you do not show up, the judge can rule against you without hearing your side. (Fla. Sm. Cl. R. 7.170)",
    );
  });

  it("writes a plain answer when everything is denied and nothing else is claimed", async () => {
    const plain = await render({
      ...answers,
      admit_deny: "Deny all allegations",
      affirmative_defenses: [],
      defense_details: "",
      counterclaim: "No",
    });
    expect(plain.pages[0]).toContain("ANSWER TO STATEMENT OF CLAIM");
    expect(plain.text).toContain(
      "1. Defendant denies all of the allegations of the Statement of Claim and asks that Plaintiff be required to prove them.",
    );
    for (const absent of [
      "AFFIRMATIVE DEFENSES",
      "COUNTERCLAIM ",
      answers.answer_details,
      answers.counterclaim_details,
      "Your counterclaim",
    ]) {
      expect(plain.text).not.toContain(absent);
    }
    expect(plain.text).toContain("I certify that a copy of this Answer was sent to Plaintiff");
  });
});
