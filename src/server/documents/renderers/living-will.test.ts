import { beforeAll, describe, expect, it } from "vitest";
import { LIFE_PROLONGING_OPTIONS, NUTRITION_OPTIONS } from "@shared/documents/living-will";
import { expectInOrder, expectPagesNumbered } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = SAMPLE_ANSWERS.living_will;
const render = pdfRenderer("living_will", "Living Will - O'Neill");

/** pdf.js keeps the hyphen of a word broken at the end of a line and adds a space. */
const unbroken = (text: string) => text.replace(/- /g, "-");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("living will PDF", () => {
  it("follows the § 765.303 declaration, with an initial line next to each condition (its words: approved/)", () => {
    expectInOrder(unbroken(split(pdf).paper), [
      "LIVING WILL",
      "I, Margaret Anne O'Neill, born on November 2, 1956, of 901 Seabreeze Blvd, Daytona Beach, FL 32118,",
      "my desire that my dying not be artificially prolonged",
      "(initials) I have a terminal condition (initials) or I have an end-stage condition (initials) or I am in a persistent vegetative state",
    ]);
  });

  it("holds every answer, in the order they were entered", () => {
    expectInOrder(unbroken(split(pdf).paper), [
      "1. My instructions about life-prolonging procedures Try a breathing machine for up to 14 days. If I do not improve, stop it. Do not attempt CPR.",
      "be given to me in all cases, even if other life-prolonging procedures are withheld or withdrawn.",
      "3. Additional instructions I want to die at home if possible, with hospice care. Please call Father Michael at St. Paul's.",
      "Name: Kevin O'Neill Address: 300 Oak Hammock Road, Ocala, FL 34470 Phone: 352-555-0142",
    ]);
  });

  it("is signed before two witnesses, at least one not the spouse or a blood relative, with no notary", () => {
    const { paper, count } = split(pdf);
    expectInOrder(paper, [
      "I, Margaret Anne O'Neill, sign",
      "Signature of declarant Date: Printed name: Margaret Anne O'Neill Address: 901 Seabreeze Blvd, Daytona Beach, FL 32118",
      "neither the spouse nor a blood relative of Margaret Anne O'Neill",
      "Signature of witness 1 Printed name: Address: Date:",
      "Signature of witness 2 Printed name: Address: Date:",
    ]);
    expect(paper).not.toContain("Notary");
    expectPagesNumbered(pdf.pages.slice(0, count), count);
  });

  it("ends with plain-English instructions: witnesses, no notary, copies for the doctor, revoking", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Ask Kevin O'Neill if they agree to carry out your wishes.",
      "You sign in front of 2 witnesses, who also sign. (Fla. Stat. § 765.302(1))",
      "Kevin O'Neill, your surrogate, is not a witness.",
      "Write your initials on the line next to each condition",
      "Your doctor.",
      "(Fla. Stat. § 765.104)",
      "Designation of Health Care Surrogate",
    ]);
  });

  it("uses the statute's direction to withhold, or asks for all procedures, and words food and water as chosen", async () => {
    const withhold = await render({
      ...answers,
      life_prolonging_procedures: LIFE_PROLONGING_OPTIONS[0],
      nutrition_hydration: NUTRITION_OPTIONS[0],
      additional_instructions: "",
      surrogate_name: "",
    });
    const text = unbroken(withhold.text);
    expect(text).toContain(
      "I direct that life-prolonging procedures be withheld or withdrawn when the application of such procedures would serve only to prolong " +
        "artificially the process of dying, and that I be permitted to die naturally",
    );
    expect(text).toContain(
      "as a life-prolonging procedure (section 765.101, Florida Statutes). Under the circumstances set forth above, I direct that it be withheld or withdrawn",
    );
    expect(text).not.toContain("My surrogate");
    expect(text).not.toContain("Additional instructions");

    const all = unbroken((await render({ ...answers, life_prolonging_procedures: LIFE_PROLONGING_OPTIONS[1] })).text);
    expect(all).toContain(
      "willfully and voluntarily make known my wishes about life-prolonging procedures under the circumstances",
    );
    expect(all).not.toContain("my desire that my dying not be artificially prolonged");
    expect(all).toContain("I direct that all life-prolonging procedures that are medically appropriate be used to keep me alive");

    const limited = unbroken(
      (
        await render({
          ...answers,
          nutrition_hydration: NUTRITION_OPTIONS[2],
          nutrition_specifications: "IV fluids only, no feeding tube.",
        })
      ).text,
    );
    expect(limited).toContain("(artificially provided sustenance and hydration), I direct: IV fluids only, no feeding tube.");
  });
});
