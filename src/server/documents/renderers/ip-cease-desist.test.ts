import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = {
  ...SAMPLE_ANSWERS.ip_cease_desist,
  ip_description: 'My photograph "Sunrise over Sarasota Bay", first posted on June 3, 2025.',
  infringement_description: "Since January 2026 you print my photograph on shirts sold at sunnyprints.example/shop",
};

const render = pdfRenderer("ip_cease_desist", "IP", new Date("2026-08-03T14:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("IP cease-and-desist letter PDF", () => {
  it("names the work, its registration, the use, the law, and demands it stop by a date", () => {
    const { paper: letter } = split(pdf);
    expect(letter).toMatch(
      /^Tomas Rivera 88 Bayshore Drive, Sarasota, FL 34236 August 3, 2026 Sent by certified mail, return receipt requested Sunny Prints LLC 200 Main Street, Bradenton, FL 34205 Re: Demand to stop infringing my copyright Dear Sunny Prints LLC: /,
    );
    expectInOrder(letter, [
      `I own the copyright in this work: ${answers.ip_description}`,
      "U.S. Copyright Office registration number VA 2-345-678.",
      `You are using it without my permission: ${answers.infringement_description}.`,
      "This use infringes my rights.",
      "(17 U.S.C. § 501)",
      "I demand that, by August 17, 2026, you:",
      "1. Stop copying, sharing, showing and selling my work",
      "2. Remove it",
      "3. Confirm to me in writing",
      "Sincerely,",
      "Tomas Rivera",
    ]);
    expect(letter).not.toMatch(/criminal|prosecut|police|arrest|jail/i);
  });

  it("says to have a lawyer review before suing, and to register a copyright first", () => {
    expectInOrder(split(pdf).instructions, [
      "Send it by certified mail",
      "Before you sue, see a lawyer",
      "(17 U.S.C. § 411(a))",
      "Keep it calm and lawful",
      "What to keep",
    ]);
  });

  it.each([
    [
      "Trademark",
      "VA 1",
      ["Demand to stop infringing my trademark", "(15 U.S.C. § 1114)", "(15 U.S.C. § 1125(a))", "(Fla. Stat. ch. 495)"],
    ],
    ["Trademark", "", ["(15 U.S.C. § 1125(a))", "(Fla. Stat. ch. 495)"]],
    [
      "Trade Secret",
      "",
      ["confidential business information that is a trade secret", "(Fla. Stat. ch. 688)", "return or destroy every copy"],
    ],
    ["Patent", "", ["I own the patent on this invention", "U.S. Patent No. ____", "(35 U.S.C. § 271)"]],
  ] as const)("names the law for a %s (number %j)", async (ipType, number, expected) => {
    const other = await render({ ...answers, ip_type: ipType, registration_number: number });
    expectInOrder(split(other).paper, expected);
    if (!number) expect(split(other).paper).not.toContain("15 U.S.C. § 1114");
    expect(other.text).not.toContain("17 U.S.C. § 411(a)");
  });

  it("reminds a patent owner what Florida requires of a patent letter", async () => {
    const patent = split(await render({ ...answers, ip_type: "Patent", registration_number: "" })).instructions;
    expect(patent).toContain("(Fla. Stat. § 501.993) Write your patent number on the blank line before you send it.");
  });
});
