import { beforeAll, describe, expect, it } from "vitest";
import { IMMEDIATE_DECISIONS, IMMEDIATE_INFORMATION } from "@shared/documents/health-care-surrogate";
import { expectInOrder, expectPagesNumbered } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = SAMPLE_ANSWERS.health_care_surrogate;
const render = pdfRenderer("health_care_surrogate", "Health Care Surrogate - Okafor");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("health care surrogate PDF", () => {
  it("follows the § 765.203 form and holds every answer, in order (the form's words: approved/)", () => {
    expectInOrder(split(pdf).paper, [
      "DESIGNATION OF HEALTH CARE SURROGATE",
      "I, Samuel Okafor, of 1420 Palm Avenue, Tampa, FL 33605, designate",
      "Name: Adaeze Okafor Address: 1420 Palm Avenue, Tampa, FL 33605 Phone: (813) 555-0110 Relationship to me: Spouse",
      "my alternate health care surrogate:",
      "Name: Chidi Okafor Address: 9 Lakeview Court, Sarasota, FL 34236 Phone: 941-555-0177",
      "(initials) Receive any of my health information",
      "(initials) Make all health care decisions for me",
      "(initials) Specific instructions and restrictions: No blood transfusions. Talk with my brother Chidi before any surgery.",
      "PURSUANT TO SECTION 765.104, FLORIDA STATUTES,",
      "UNLESS I INITIAL EITHER OR BOTH OF THE FOLLOWING BOXES: (initials) IF I INITIAL THIS BOX, MY HEALTH CARE SURROGATE'S AUTHORITY TO " +
        "RECEIVE MY HEALTH INFORMATION TAKES EFFECT IMMEDIATELY.",
    ]);
    expect(split(pdf).paper).not.toContain("AUTHORITY TO MAKE HEALTH CARE DECISIONS FOR ME TAKES EFFECT IMMEDIATELY");
  });

  it("is signed before two adult witnesses, neither the surrogate, one not a spouse or blood relative; no notary", () => {
    const { paper, count } = split(pdf);
    expectInOrder(paper, [
      "I, Samuel Okafor, sign",
      "Signature of principal Date: Printed name: Samuel Okafor Address: 1420 Palm Avenue, Tampa, FL 33605",
      "declare that Samuel Okafor signed",
      "Neither of us is the health care surrogate named above (Adaeze Okafor).",
      "neither the spouse nor a blood relative of Samuel Okafor",
      "Signature of witness 1 Printed name: Address: Date:",
      "Signature of witness 2 Printed name: Address: Date:",
    ]);
    expect(paper).not.toContain("Notary");
    expectPagesNumbered(pdf.pages.slice(0, count), count);
  });

  it("ends with plain-English instructions: who may witness, initials, a copy for the surrogate and the doctor", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Ask Adaeze Okafor if they agree to be your surrogate. Ask Chidi Okafor too.",
      "You sign in front of 2 adult witnesses, who also sign. (Fla. Stat. § 765.202(1))",
      "The person you name as surrogate cannot be a witness. (Fla. Stat. § 765.202(2)) So Adaeze Okafor cannot be a witness.",
      "Chidi Okafor, your backup, is not a witness",
      "health information; health care decisions; your specific instructions; each box about authority right away",
      "You chose to let your surrogate act right away",
      "An exact copy to Adaeze Okafor.",
      "A copy to your doctor",
      "(Fla. Stat. § 765.104)",
    ]);
  });

  it("without immediate authority, an alternate or instructions: the surrogate acts only after the doctor's finding", async () => {
    const bare = await render({
      ...answers,
      immediate_authority: [],
      alternate_surrogate: "",
      alternate_address: "",
      alternate_phone: "",
      specific_instructions: "",
    });
    const { paper, instructions } = split(bare);
    expect(paper).toContain(
      "MY HEALTH CARE SURROGATE'S AUTHORITY BECOMES EFFECTIVE WHEN MY PRIMARY PHYSICIAN DETERMINES THAT I AM UNABLE TO MAKE MY OWN HEALTH CARE DECISIONS.",
    );
    expect(paper).not.toContain("UNLESS I INITIAL");
    expect(paper).not.toContain("alternate health care surrogate:");
    expect(paper.match(/\(initials\)/g)).toHaveLength(2);
    expect(instructions).toContain(
      "Your surrogate can act only after your doctor finds that you cannot make your own health care decisions.",
    );
  });

  it("prints both immediate-authority boxes when both are chosen", async () => {
    const both = await render({ ...answers, immediate_authority: [IMMEDIATE_INFORMATION, IMMEDIATE_DECISIONS] });
    expect(both.text).toContain(
      "AUTHORITY TO MAKE HEALTH CARE DECISIONS FOR ME TAKES EFFECT IMMEDIATELY. PURSUANT TO SECTION 765.204(3)",
    );
    expect(split(both).paper.match(/\(initials\)/g)).toHaveLength(5);
  });
});
