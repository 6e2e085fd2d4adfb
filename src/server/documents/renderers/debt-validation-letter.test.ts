import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = {
  ...SAMPLE_ANSWERS.debt_validation_letter,
  collector_address: "PO Box 4500\nJacksonville, FL 32201",
  debt_amount: "1875.4",
};

const render = pdfRenderer("debt_validation_letter", "Validation", new Date("2026-08-03T14:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("debt validation letter PDF", () => {
  it("is laid out as a letter sent by certified mail, with every answer in order", () => {
    const { paper: letter } = split(pdf);
    expect(letter).toMatch(
      /^Luis Fernandez 2900 NW 7th Street Miami, FL 33125 August 3, 2026 Sent by certified mail, return receipt requested Acme Recovery Services, LLC PO Box 4500 Jacksonville, FL 32201 Re: Dispute of debt and request for validation, account XXXX-4417 To whom it may concern: /,
    );
    expectInOrder(letter, [
      "I am writing about the debt of $1,875.40 you say I owe, which you say is now owed to Harbor Debt Buyers, LLC " +
        "and came from Sunrise Bank.",
      "I received your validation notice on July 15, 2026. I dispute this debt",
      "This letter is sent within that time",
      "1. The name and address of the original creditor.",
      "2. The amount you say I owe and how you calculated it",
      "3. Proof that you have the right to collect this debt.",
      "4. A copy of the signed agreement",
      "5. The date of default, with the records that show it (the date I have is November 30, 2023).",
      "6. Your Florida consumer collection agency registration number",
      "you must report that I dispute it (15 U.S.C. § 1692e(8)).",
      "Florida Consumer Collection Practices Act (Fla. Stat. § 559.72)",
      "including the original creditor",
      "Please contact me only in writing",
      "Sincerely,",
      "Luis Fernandez",
    ]);
  });

  it("computes the 30-day date and says to mail it in time", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Keep these pages for yourself. Do not mail them with the letter.",
      "A letter does not need a notary or witnesses.",
      "Send your written dispute to the debt collector by Friday, August 14, 2026, 30 days after you received its validation notice.",
      "Mail it today if you can, so that it arrives by August 14, 2026.",
      "Send it by certified mail",
      "mail it to Acme Recovery Services, LLC at PO Box 4500, Jacksonville, FL 32201.",
      "Ask for certified mail with a return receipt",
      "These federal validation rules apply to collection agencies, not to the company you first owed.",
      "Florida's own law against abusive collection also covers the company you first owed. (Fla. Stat. § 559.72)",
      "What to keep",
      "The certified mail receipt and the return receipt.",
    ]);
  });

  it("still disputes when the 30 days have passed, without claiming to be in time", async () => {
    const late = await render({ ...answers, notice_received_date: "2026-06-01" });
    const { paper: letter, instructions } = split(late);
    expect(letter).toContain("I received your validation notice on June 1, 2026. I dispute this debt");
    expect(letter).toContain("Under 15 U.S.C. § 1692g(b), a debt collector that receives a written dispute within 30 days");
    expect(letter).not.toContain("This letter is sent within that time");
    expect(instructions).toContain(
      "Your 30 days to dispute ended on July 1, 2026 (15 U.S.C. § 1692g; 12 C.F.R. § 1006.34). Send the letter anyway.",
    );
  });

  it("says the 30 days have not started when no validation notice came", async () => {
    const early = await render({
      ...answers,
      validation_notice: "No",
      creditor_name: "Unknown",
      current_creditor: "unknown",
      account_number: "",
      date_of_default: "",
    });
    const { paper: letter, instructions } = split(early);
    expect(letter).toContain("Re: Dispute of debt and request for validation To whom it may concern:");
    expect(letter).toContain("I am writing about the debt of $1,875.40 you say I owe. I dispute this debt");
    expect(letter).toContain("I have not received a validation notice from you, so my 30 days to dispute have not started.");
    expect(letter).toContain("treat this letter as my written dispute");
    expect(letter).toContain("5. The date of default, with the records that show it.");
    expect(instructions).toContain(
      "Your 30 days to dispute have not started, because you have not received a validation notice.",
    );
    expect(early.text).not.toContain("I received your validation notice");
  });
});
