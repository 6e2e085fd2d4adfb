import { describe, expect, it } from "vitest";
import { askCondition } from "./ask-condition";

describe("askCondition", () => {
  it("asks a long condition on 'you' as a question, and answers it", () => {
    expect(
      askCondition(
        "(4) If you file a motion to have the Court decide the amount of rent, you must at once contact the office of the judge to whom the case is assigned to schedule a hearing.",
      ),
    ).toEqual([
      "(4) Do you file a motion to have the Court decide the amount of rent?",
      "Then you must at once contact the office of the judge to whom the case is assigned to schedule a hearing.",
    ]);
    expect(
      askCondition(
        "If you are a person with a disability who needs an accommodation to take part in this case, you are entitled to certain help at no cost.",
      ),
    ).toEqual([
      "Are you a person with a disability who needs an accommodation to take part in this case?",
      "Then you are entitled to certain help at no cost.",
    ]);
  });

  it("leaves a negative condition, a deadline and a short sentence", () => {
    expect(
      askCondition(
        "If you do not pay the rent in full or move out by the date listed above, the landlord may file a court case to evict you.",
      ),
    ).toBeUndefined();
    expect(
      askCondition(
        "If you write to us by April 20, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.",
      ),
    ).toBeUndefined();
    expect(askCondition("If you file a motion, you must pay the fee.")).toBeUndefined();
  });
});
