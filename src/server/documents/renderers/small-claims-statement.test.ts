import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = {
  plaintiff_name: "Rosa Delgado-Pérez",
  plaintiff_address: "4410 Bayshore Drive, Unit 12\nTampa, FL 33611",
  plaintiff_phone: "(813) 555-0147",
  plaintiff_email: "rosa.delgado@example.com",
  defendant_name: "Gulf Coast Auto Body Inc.",
  defendant_address: "900 Industrial Way, Brandon, FL 33510",
  claim_amount: "3,275.40",
  claim_description:
    "Gulf Coast Auto Body kept my car for six weeks, charged me for a new bumper, and installed a used one. " +
    "Their own invoice lists part number BX-2291 as new.",
  damages_occurred: "2026-01-09",
  attachments: ["Receipts or invoices", "Photos"],
  county: "Hillsborough",
};

const render = pdfRenderer("small_claims_statement", "Statement of Claim - Delgado");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("statement of claim PDF", () => {
  it("opens with the county court caption, the parties and a blank case number", () => {
    expect(pdf.pages[0]).toMatch(
      /^IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA Case No\.: Rosa Delgado-Pérez, Plaintiff\(s\), v\. Gulf Coast Auto Body Inc\., Defendant\(s\)\. STATEMENT OF CLAIM 1\. /,
    );
  });

  it("holds every answer, in the order they were entered", () => {
    expectInOrder(pdf.text, [
      "Rosa Delgado-Pérez",
      "4410 Bayshore Drive, Unit 12, Tampa, FL 33611",
      "Gulf Coast Auto Body Inc.",
      "900 Industrial Way, Brandon, FL 33510",
      "$3,275.40",
      answers.claim_description,
      "January 9, 2026",
      "receipts or invoices; photos",
      "(813) 555-0147",
      "rosa.delgado@example.com",
      "Hillsborough County",
    ]);
  });

  it("puts the values entered into the form's paragraphs and the signature block (wording: approved/)", () => {
    expectInOrder(pdf.text, [
      "1. Plaintiff(s), Rosa Delgado-Pérez, of 4410 Bayshore Drive, Unit 12, Tampa, FL 33611",
      "Gulf Coast Auto Body Inc., of 900 Industrial Way, Brandon, FL 33510, for $3,275.40",
      "3. This happened on or about January 9, 2026.",
      "5. Attached are copies",
      "receipts or invoices; photos.",
      "Under penalties of perjury",
      "Signature of Plaintiff",
      "Printed name: Rosa Delgado-Pérez",
      "Address: 4410 Bayshore Drive, Unit 12 Tampa, FL 33611",
      "Telephone: (813) 555-0147",
      "E-mail: rosa.delgado@example.com",
      "Date:",
    ]);
  });

  it("numbers the pages to file, and the instruction pages apart", () => {
    expect(pdf.pages[0]).toMatch(/Page 1 of 1$/);
    const instructions = pdf.pages.slice(1);
    instructions.forEach((page, index) =>
      expect(page).toMatch(
        new RegExp(`Instructions, page ${index + 1} of ${instructions.length}\\. Keep this page; do not file it\\.$`),
      ),
    );
  });

  it("ends with plain-English instructions: signing, filing, the fee for this amount, service, the pretrial conference", () => {
    const instructions = pdf.pages.slice(1).join(" ");
    expectInOrder(instructions, [
      "How to sign and use this document",
      "Sign it by hand",
      "Staple a copy of each of these",
      "Take it to the Clerk of the County Court in Hillsborough County.",
      "www.myflcourtaccess.com",
      "The filing fee for a claim of $3,275.40 is $300 (Fla. Stat. § 34.041(1)(a)).",
      "$10 for each summons",
      "Getting the papers to the defendant",
      "You must appear at the pretrial conference.",
    ]);
  });

  it("mentions the civil cover sheet and how to serve a company through its registered agent found on Sunbiz", () => {
    const instructions = pdf.pages.slice(1).join(" ");
    expectInOrder(instructions, [
      "Where to file it",
      "Most clerks and the e-filing portal require a civil cover sheet (Form 1.997) with a new case.",
      "(Fla. R. Civ. P. Form 1.997)",
      "Getting the papers to the defendant",
      "Suing a company? A company is served through its registered agent.",
      "on Sunbiz (sunbiz.org), the state's business search. (Fla. Stat. § 48.081)",
    ]);
  });

  it("M7: tells the plaintiff most clerks require the civil cover sheet, and to ask whether she must fill in the Form 7.322 summons herself", () => {
    const instructions = pdf.pages.slice(1).join(" ");
    expectInOrder(instructions, [
      "Most clerks and the e-filing portal require a civil cover sheet (Form 1.997) with a new case. Ask your clerk; " +
        "the clerk has the form (Fla. R. Civ. P. Form 1.997).",
      "Ask the clerk whether you must fill in the Summons/Notice to Appear (Form 7.322) yourself, one for each " +
        "defendant (Fla. Sm. Cl. R. Form 7.322). The clerk signs and seals it.",
    ]);
    expect(instructions).not.toContain("the clerk makes a Summons/Notice to Appear");
  });

  it("Other: the sample statement of claim states its facts once, and asks for the amount its facts add up to", async () => {
    const sample = await render(SAMPLE_ANSWERS.small_claims_statement);
    expect(sample.text).not.toContain("To be clear");
    expect(sample.text.match(/I signed a written contract/g)).toHaveLength(1);
    expect(sample.text).not.toContain("ceiling");
    expect(sample.text).toContain("for $4,450.50 that is due");
    expect(sample.text).toContain("I am asking for the $4,450.50 I paid ABC Repairs");
  });

  it("tells the plaintiff that missing court can get the case dismissed (Rule 7.160), not a default (7.170)", () => {
    const instructions = pdf.pages.slice(1).join(" ");
    expect(instructions).toContain(
      "You must appear at the pretrial conference. If the person who sued does not show up, the judge can dismiss the case. (Fla. Sm. Cl. R. 7.160)",
    );
    expect(instructions).not.toContain("7.170");
  });

  it("leaves out the attachments when there are none, and gives blank lines for a missing phone and e-mail", async () => {
    const bare = await render({ ...answers, attachments: [], plaintiff_phone: "", plaintiff_email: undefined });
    expect(bare.text).not.toContain("Attached are copies");
    expect(bare.text).not.toContain("Staple a copy");
    expect(bare.text).toContain("Telephone: E-mail: Date:");
  });

  it("prints all of a long story, even when it runs onto a second page", async () => {
    const story = Array.from({ length: 40 }, (_, index) => `Sentence ${index + 1} of what happened.`).join(" ");
    const long = await render({ ...answers, claim_description: story });
    expect(long.text.replace(/ Page \d of \d /g, " ")).toContain(story);
    expect(long.pages[0]).toMatch(/Page 1 of 2$/);
  });
});
