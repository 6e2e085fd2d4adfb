import { describe, expect, it } from "vitest";
import { THIRD_PERSON_HELD_OUT } from "./test-support/third-person-held-out";
import { THIRD_PERSON_TUNING, type ThirdPersonCase } from "./test-support/third-person-tuning";
import { looksSpanish, toThirdPerson } from "./third-person";

/** What the review would offer: the converted text, or null when her words are left as they are. */
const offered = ({ text, role }: ThirdPersonCase) => {
  const result = toThirdPerson(text, role);
  return result.kind === "converted" ? result.text : null;
};

describe("her words in the third person", () => {
  it.each(THIRD_PERSON_TUNING)("tuning: $text", (example) => {
    expect(offered(example)).toBe(example.expected);
  });

  it("scores the held-out sentences: most right, none broken", () => {
    let right = 0;
    let left = 0;
    const broken: string[] = [];
    for (const example of THIRD_PERSON_HELD_OUT) {
      const result = offered(example);
      if (result === example.expected) right += 1;
      else if (result === null) left += 1;
      else broken.push(`${example.text} → ${result}`);
    }
    console.info(
      `third person, held out: ${right}/${THIRD_PERSON_HELD_OUT.length} right, ${left} left as written, ${broken.length} wrong`,
    );
    expect(broken).toEqual([]);
    expect(right / THIRD_PERSON_HELD_OUT.length).toBeGreaterThanOrEqual(0.75);
  });

  it("counts the sentences it leaves for her", () => {
    expect(toThirdPerson("I moved out. I hereby blorp the thing. My keys are back.", "Plaintiff")).toEqual({
      kind: "converted",
      text: "Plaintiff moved out. I hereby blorp the thing. Plaintiff's keys are back.",
      leftAsIs: 1,
    });
  });

  it("offers nothing when no sentence is sure, or the words are Spanish", () => {
    expect(toThirdPerson("Am I late?", "Defendant")).toEqual({ kind: "unsure" });
    expect(toThirdPerson("The landlord kept the deposit.", "Plaintiff")).toEqual({ kind: "unsure" });
    expect(toThirdPerson("No pagué porque el dueño no arregló el baño.", "Defendant")).toEqual({ kind: "spanish" });
    expect(looksSpanish("no me dio el recibo")).toBe(true);
    expect(looksSpanish("No, I have no receipt for the rent.")).toBe(false);
  });

  it("keeps the lines she wrote", () => {
    expect(offered({ text: "I paid in cash.\nI have the receipt.", role: "Defendant", expected: null })).toBe(
      "Defendant paid in cash.\nDefendant has the receipt.",
    );
  });
});
