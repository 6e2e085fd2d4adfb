import { describe, expect, it } from "vitest";
import { moveCondition } from "./move-condition";
import { splitLongSentence } from "./split-long";

describe("a long 'If X, Y' whose condition is not about you: the rule first, then 'This applies if X'", () => {
  it.each([
    [
      "If the Association does not receive payment within 30 days of this letter, the Association may record a claim of lien against the parcel.",
      [
        "The Association may record a claim of lien against the parcel.",
        "This applies if the Association does not receive payment within 30 days of this letter.",
      ],
    ],
    [
      "When the lease ends on May 31, 2026, Tenant must return all keys and access cards to the management office.",
      [
        "Tenant must return all keys and access cards to the management office.",
        "This applies when the lease ends on May 31, 2026.",
      ],
    ],
    [
      "If this same conduct is repeated within 12 months, your tenancy can be ended without a chance to fix it first.",
      [
        "Your tenancy can be ended without a chance to fix it first.",
        "This applies if this same conduct is repeated within 12 months.",
      ],
    ],
  ])("%s", (sentence, expected) => {
    expect(moveCondition(sentence)).toEqual(expected);
  });

  it.each([
    // About "you": ask-condition.ts asks it, or it stays.
    "If you do not pay the rent in full within the time stated, the Landlord may file a lawsuit to have you evicted.",
    // The rule opens with a pronoun that would come before the words it points back to.
    "If the Fining Committee approves the fine at its next meeting, it will be due within 5 days after written notice.",
    // A condition with commas of its own.
    "If my Agent dies, resigns, or refuses to act for me, I appoint Denise Carter as my successor agent from that day.",
    // Short.
    "If rent is late, Landlord may charge a fee of $75.00.",
    // Points back.
    "If so, the Landlord may keep the whole security deposit and ask the court for the rest of the money owed.",
    // In capitals.
    "IF THE TENANT DOES NOT MOVE OUT BY THE DATE STATED ABOVE, THE LANDLORD MAY FILE AN EVICTION CASE IN COURT.",
  ])("leaves alone: %s", (sentence) => {
    expect(moveCondition(sentence)).toBeUndefined();
  });
});

describe("', such as' examples as a sentence of their own", () => {
  it("splits a long sentence before its examples", () => {
    expect(
      splitLongSentence(
        "Tenant must pay for any damage to the home beyond normal wear and tear, such as holes in the walls and broken windows.",
      ),
    ).toEqual([
      "Tenant must pay for any damage to the home beyond normal wear and tear.",
      "Examples include holes in the walls and broken windows.",
    ]);
  });

  it("leaves alone examples the clause goes on after", () => {
    const sentence = "All changes, such as fences or sheds, must be approved in writing by the Board before the work begins.";
    expect(splitLongSentence(sentence)).not.toContain(
      "Examples include fences or sheds, must be approved in writing by the Board before the work begins.",
    );
    expect(splitLongSentence(sentence).join(" ")).toContain("such as fences or sheds, must be approved");
  });
});
