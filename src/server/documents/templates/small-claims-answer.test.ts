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
    for (const absent of ["AFFIRMATIVE DEFENSES", "COUNTERCLAIM ", answers.answer_details, answers.counterclaim_details, "Your counterclaim"]) {
      expect(plain.text).not.toContain(absent);
    }
    expect(plain.text).toContain("I certify that a copy of this Answer was sent to Plaintiff");
  });
});
