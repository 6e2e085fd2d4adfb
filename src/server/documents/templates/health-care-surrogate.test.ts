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
  it("follows the § 765.203 form and holds every answer, in order", () => {
    expectInOrder(split(pdf).paper, [
      "DESIGNATION OF HEALTH CARE SURROGATE",
      "I, Samuel Okafor, of 1420 Palm Avenue, Tampa, FL 33605, designate as my health care surrogate under s. 765.202, Florida Statutes:",
      "Name: Adaeze Okafor Address: 1420 Palm Avenue, Tampa, FL 33605 Phone: (813) 555-0110 Relationship to me: Spouse",
      "If my health care surrogate is not willing, able, or reasonably available to perform his or her duties, I designate as my alternate health care surrogate:",
      "Name: Chidi Okafor Address: 9 Lakeview Court, Sarasota, FL 34236 Phone: 941-555-0177",
      "I authorize my health care surrogate to: (initials) Receive any of my health information, whether oral or recorded in any form or medium",
      "I further authorize my health care surrogate to: (initials) Make all health care decisions for me",
      "4. Decide to make an anatomical gift pursuant to part V of chapter 765, Florida Statutes.",
      "(initials) Specific instructions and restrictions: No blood transfusions. Talk with my brother Chidi before any surgery.",
      "While I have decisionmaking capacity, my wishes are controlling",
      "personal representative under the Health Insurance Portability and Accountability Act (HIPAA), 45 C.F.R. § 164.502(g).",
      "THIS HEALTH CARE SURROGATE DESIGNATION IS NOT AFFECTED BY MY SUBSEQUENT INCAPACITY EXCEPT AS PROVIDED IN CHAPTER 765, FLORIDA STATUTES.",
      "PURSUANT TO SECTION 765.104, FLORIDA STATUTES,",
      "(4) SIGNING A NEW DESIGNATION THAT IS MATERIALLY DIFFERENT FROM THIS DESIGNATION.",
      "UNLESS I INITIAL EITHER OR BOTH OF THE FOLLOWING BOXES: (initials) IF I INITIAL THIS BOX, MY HEALTH CARE SURROGATE'S AUTHORITY TO " +
        "RECEIVE MY HEALTH INFORMATION TAKES EFFECT IMMEDIATELY.",
    ]);
    expect(split(pdf).paper).not.toContain("AUTHORITY TO MAKE HEALTH CARE DECISIONS FOR ME TAKES EFFECT IMMEDIATELY");
  });

  it("is signed before two adult witnesses, neither the surrogate, one not a spouse or blood relative; no notary", () => {
    const { paper, count } = split(pdf);
    expectInOrder(paper, [
      "I, Samuel Okafor, sign this designation of health care surrogate on the date written below, in the presence of the two subscribing witnesses named below.",
      "Signature of principal Date: Printed name: Samuel Okafor Address: 1420 Palm Avenue, Tampa, FL 33605",
      "We, the two undersigned adult witnesses, declare that Samuel Okafor signed this designation of health care surrogate in our presence",
      "Neither of us is the health care surrogate named above (Adaeze Okafor).",
      "At least one of us is neither the spouse nor a blood relative of Samuel Okafor (section 765.202(2), Florida Statutes).",
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
      "It is best if Chidi Okafor, your backup, is not a witness either.",
      "You do not need a notary. (Fla. Stat. § 765.202)",
      "health information; health care decisions; your specific instructions; each box about authority right away",
      "You chose to let your surrogate act right away",
      "An exact copy to Adaeze Okafor. Give a copy to the person you named as surrogate. (Fla. Stat. § 765.202)",
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
    expect(instructions).toContain("Your surrogate can act only after your doctor finds that you cannot make your own health care decisions.");
  });

  it("prints both immediate-authority boxes when both are chosen", async () => {
    const both = await render({ ...answers, immediate_authority: [IMMEDIATE_INFORMATION, IMMEDIATE_DECISIONS] });
    expect(both.text).toContain("AUTHORITY TO MAKE HEALTH CARE DECISIONS FOR ME TAKES EFFECT IMMEDIATELY. PURSUANT TO SECTION 765.204(3)");
    expect(split(both).paper.match(/\(initials\)/g)).toHaveLength(5);
  });
});
