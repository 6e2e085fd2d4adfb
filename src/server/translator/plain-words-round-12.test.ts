/**
 * The twelfth plain-words round, each rule on short made-up sentences: a period and the moment it counts from said in
 * two sentences, a duty to stop and how long it lasts (count-from.ts), a long condition of two clauses said one clause
 * at a time (condition-first.ts), and legal words that survived the earlier rounds (content/plain-words/).
 */
import { describe, expect, it } from "vitest";
import { conditionFirst } from "./condition-first";
import { splitCountFrom, splitHavePeriod, splitSecondThing, splitUntil } from "./count-from";
import { splitLongSentence } from "./split-long";
import { translateText } from "./translate";
import { keepsAllValues } from "./values";

describe("a period and the moment it counts from", () => {
  it("says the period, then when it starts", () => {
    const sentence =
      "You must send your written objection to this deduction to the landlord's office within 15 days from the time you get this letter.";
    expect(splitCountFrom(sentence)).toEqual([
      "You must send your written objection to this deduction to the landlord's office within 15 days.",
      "The 15 days count from the time you get this letter.",
    ]);
  });

  it("counts from when a moment said as a clause happens", () => {
    expect(
      splitCountFrom(
        "The balance of your security deposit will be mailed to your new address in writing within 30 days after you move out of the home.",
      ),
    ).toEqual([
      "The balance of your security deposit will be mailed to your new address in writing within 30 days.",
      "The 30 days count from when you move out of the home.",
    ]);
  });

  it("keeps a moment with its 'or' parts, and every value", () => {
    const sentence =
      "You must file your written answer with the clerk of the court within 5 days after the date these papers were given to you or were posted at your home.";
    const pieces = splitLongSentence(sentence);
    expect(pieces).toEqual([
      "You must file your written answer with the clerk of the court within 5 days.",
      "The 5 days count from the date these papers were given to you or were posted at your home.",
    ]);
    expect(keepsAllValues(sentence, pieces.join(" "))).toBe(true);
  });

  it("leaves a sentence that goes on after the moment, or one whose 'or' opens a new clause", () => {
    expect(
      splitCountFrom(
        "You must serve your defenses on the lawyer within 20 days after service of this summons, not counting that day.",
      ),
    ).toBeUndefined();
    expect(
      splitCountFrom("You must pay the full amount within 10 days after this letter is mailed or the lender will sue you."),
    ).toBeUndefined();
    expect(splitCountFrom("Pay within 3 days of the date of this notice.")).toBeUndefined();
    // An event is not a moment to count from.
    expect(
      splitCountFrom(
        "The balance, if any, will be mailed to you by the towing company within 30 days after the sale of the vehicle at the auction.",
      ),
    ).toBeUndefined();
  });
});

describe("a period between 'have' and what is to be done in it", () => {
  it("says what is to be done in the period, then when it starts", () => {
    expect(
      splitHavePeriod(
        "You have 20 calendar days after this paper is served on you to file a written answer to the complaint with the clerk of this court.",
      ),
    ).toEqual([
      "You have 20 calendar days to file a written answer to the complaint with the clerk of this court.",
      "The 20 calendar days count from when this paper is served on you.",
    ]);
    expect(
      splitHavePeriod(
        "You have 20 days after this paper is served on you or mailed to you to file a written answer with the clerk of this court.",
      ),
    ).toBeUndefined();
  });
});

describe("a request to pay two things", () => {
  it("says the second in a sentence of its own", () => {
    expect(
      splitSecondThing(
        "(3) Pay to the Clerk of the Court the rent the complaint says you owe, and any rent that becomes due until the case ends.",
      ),
    ).toEqual([
      "(3) Pay to the Clerk of the Court the rent the complaint says you owe.",
      "Also pay any rent that becomes due until the case ends.",
    ]);
  });

  it("leaves a request that goes on past the second thing, or a short one", () => {
    expect(
      splitSecondThing("(1) Pay the rent of $1,200.00 to the landlord and any late fee, or move out of the home."),
    ).toBeUndefined();
    expect(splitSecondThing("(2) Pay the rent and any late fee.")).toBeUndefined();
    // Not a numbered step.
    expect(
      splitSecondThing(
        "Pay to the Clerk of the Court the rent the complaint says you owe, and any rent that becomes due until the case ends.",
      ),
    ).toBeUndefined();
  });
});

describe("a duty to stop until something happens", () => {
  it("says the duty, then how long it lasts", () => {
    expect(
      splitUntil(
        "If you write to us by June 1, 2027, we must stop collection on any amount you dispute until we mail you written proof of the debt.",
      ),
    ).toEqual([
      "If you write to us by June 1, 2027, we must stop collection on any amount you dispute.",
      "This lasts until we mail you written proof of the debt.",
    ]);
  });

  it("leaves an 'until' that belongs to a thing, not to a duty to stop", () => {
    expect(
      splitUntil(
        "You must pay the rent that is due to the clerk of the court and any rent that becomes due until the lawsuit is over.",
      ),
    ).toBeUndefined();
  });
});

describe("a long condition of two clauses", () => {
  it("is said one clause at a time", () => {
    const rule = "The account may be sent to a lawyer licensed in Florida to decide whether to file a lawsuit against you.";
    expect(
      conditionFirst([
        rule,
        "This applies if the balance on your account stays unpaid in full and no written dispute of the debt is received by us by the date above.",
      ]),
    ).toEqual([
      rule,
      "This applies if two things are true.",
      "First, the balance on your account stays unpaid in full.",
      "Second, no written dispute of the debt is received by us by the date above.",
    ]);
  });

  it("keeps a condition whose 'and' joins two subjects, and a short pair said condition first", () => {
    const rule = "The account may be sent to a lawyer licensed in Florida to decide whether to file a lawsuit against you.";
    const condition =
      "This applies if the tenant and the landlord both sign a written agreement to end the lease early and move the end date.";
    expect(conditionFirst([rule, condition])).toEqual([rule, condition]);
    expect(conditionFirst(["A late fee of $50 is charged.", "This applies if rent is paid late."])).toEqual([
      "If rent is paid late, a late fee of $50 is charged.",
    ]);
  });
});

describe("legal words that survived", () => {
  it("are said in everyday words", () => {
    const plain = translateText(
      "The clerk may disburse the funds to the Plaintiff. The account shows $41.62 in accrued interest as of May 1, 2027.",
    ).simplifiedContent;
    expect(plain).toContain("pay out the funds");
    expect(plain).toContain("interest built up");
    expect(plain).not.toMatch(/disburse|accrued/i);
    expect(plain).toContain("$41.62");
  });
});
