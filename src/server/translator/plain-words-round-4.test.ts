/**
 * The fourth plain-words round: a clause between a subject and its verb lifted out ("Your deposit, which is held…,
 * will be returned"), new joints (" because" without a comma, ", as long as", ", if", ", as required by", "and the
 * parties should…"), "Although X, Y" as two sentences, "Even if X, Y" with the rule first, openers that only ask for
 * attention, and a condition holding a list asked as a question. Each rule is shown with sentences it must leave
 * alone, and the round's tuning papers (test-support/tuning-papers-4/) keep every value and print their grades.
 */
import { describe, expect, it } from "vitest";
import { TUNING_PAPERS_4, tuningText4 } from "./test-support/tuning-papers-4/index";
import { missingValues } from "./test-support/kept-values";
import { gradeRow, printGrades } from "./test-support/grade-table";
import { liftEmbeddedClause } from "./embedded-clause";
import { plainSentence, translateText } from "./translate";

const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

describe("a clause between a subject and its verb", () => {
  it.each([
    [
      "Your security deposit of $1,000.00, which is held in a non-interest-bearing account at Capital City Community Bank, will be returned within the time provided by law.",
      [
        "Your security deposit of $1,000.00 will be returned within the time provided by law.",
        "Your security deposit is held in a non-interest-bearing account at Capital City Community Bank.",
      ],
    ],
    [
      "The Tenant, who has lived in the unit since 2019, must pay the balance of $500.00 by May 1, 2026.",
      ["The Tenant must pay the balance of $500.00 by May 1, 2026.", "The Tenant has lived in the unit since 2019."],
    ],
    [
      "Your lease, which began on April 1, 2026, will expire on March 31, 2027, and we would like to offer you the chance to renew it.",
      [
        // The clause follows the sentence it was lifted from, not the end of the one that goes on (round 9).
        "Your lease will expire on March 31, 2027.",
        "Your lease began on April 1, 2026.",
        "We would like to offer you the chance to renew it.",
      ],
    ],
  ])("%s", (sentence, expected) => {
    expect(pieces(sentence)).toEqual(expected);
  });

  it.each([
    // The clause has a subject of its own.
    "Your lease, which you signed on July 1, 2026, allows only the persons named in the lease to live in the apartment.",
    // "A tenant" is any tenant: "The tenant holds over" would say something else.
    "A tenant, who holds over after the end of the lease, may be held liable for double the rent for each month.",
    // The clause ends the sentence: ", which" is the joint (split-long.ts).
    "The Board has voted to impose a fine of $100.00 per day on your lot, which will begin on June 1, 2026.",
    // The subject is a condition, not a thing.
    "If the Tenant, who signed the lease on May 1, 2026, does not pay, the Landlord may sue.",
  ])("leaves alone: %s", (sentence) => {
    expect(liftEmbeddedClause(sentence)).toBeUndefined();
  });

  it("never cuts at ', which' when the sentence goes on with the subject's verb", () => {
    const sentence =
      "Every payment made by any tenant, which is received after the fifth day of the month at the office, will be charged a late fee.";
    expect(pieces(sentence).some((piece) => /^This is received/.test(piece))).toBe(false);
  });
});

describe("new joints", () => {
  it.each([
    [
      "Your account was placed in default last month because the installment of $96.00 that was due on April 20, 2027 has not been paid.",
      [
        "Your account was placed in default last month.",
        "This is because the payment of $96.00 that was due on April 20, 2027 has not been paid.",
      ],
    ],
    [
      "The Landlord will return the deposit within 15 days, provided that the Tenant has given a forwarding address in writing.",
      [
        "The Landlord will return the deposit within 15 days.",
        "This applies only if the Tenant has given a forwarding address in writing.",
      ],
    ],
    [
      "You will be charged a returned check fee of $35.00, if the check you give us is returned unpaid by your bank.",
      [
        "You will be charged a returned check fee of $35.00.",
        "This applies if the check you give us is returned unpaid by your bank.",
      ],
    ],
    [
      "The Landlord is giving you this notice at least twenty-four (24) hours in advance, as required by Section 83.53, Florida Statutes.",
      [
        "The Landlord is giving you this notice at least 24 hours in advance.",
        "This is required by Section 83.53, Florida Statutes.",
      ],
    ],
    [
      "The Court may set deadlines for discovery and mediation and the parties should come prepared to discuss the dates of trial.",
      [
        "The Court may set deadlines for discovery and mediation.",
        "The parties should come prepared to discuss the dates of trial.",
      ],
    ],
  ])("%s", (sentence, expected) => {
    expect(pieces(sentence)).toEqual(expected);
  });

  it.each([
    // Two subjects of one verb, not two clauses.
    "Both the owner of the unit at 12 Oak Street and the Tenant must sign the inspection report before the deposit is returned.",
    // "and the fees that will accrue": a clause on a noun, not a new sentence.
    "You must pay the balance and the fees that will build up after the date of this notice by May 1, 2026.",
    // A subject and its clause, then a second subject of the same verb.
    "The committee, which will meet on June 1, 2026, and the Board will review your application for approval.",
    // "if any" is an aside; a condition the sentence goes on after stays in it.
    "The balance, if any, will be mailed to you within 30 days after the sale of the vehicle at the auction.",
    // "because of" is no clause; a condition cannot stand alone.
    "Tenant agrees to pay the fee because of the damage caused by the pet to the carpet in the living room and hallway.",
    "If you do not pay because you are out of work, you should contact our office to discuss a payment plan with our staff.",
  ])("does not split: %s", (sentence) => {
    expect(pieces(sentence)).toHaveLength(1);
  });

  it("keeps an aside that the sentence goes on after in its sentence", () => {
    const sentence =
      "The Landlord may enter the unit at any reasonable time, as allowed by law, and the Tenant must not change the locks.";
    expect(pieces(sentence)).toEqual([
      "The Landlord may enter the unit at any reasonable time, as allowed by law.",
      "The Tenant must not change the locks.",
    ]);
  });
});

describe("conditions and concessions", () => {
  it("makes 'Although X, Y' two sentences", () => {
    expect(
      pieces(
        "Although the loss is not covered, we have issued a payment of $1,800.00 under the Water Damage Tear-Out endorsement for the cost of access.",
      ),
    ).toEqual([
      "The loss is not covered.",
      "But we have issued a payment of $1,800.00 under the Water Damage Tear-Out endorsement for the cost of access.",
    ]);
  });

  it("leaves 'Although' without a clause of its own alone", () => {
    const sentence =
      "Although late, the payment of $500.00 was accepted by the Landlord on the condition that no further late payments occur this year.";
    expect(pieces(sentence)).toHaveLength(1);
  });

  it("puts the rule before 'even if'", () => {
    expect(
      pieces(
        "Even if the lease says something else, the Tenant will not be responsible for damage caused by a hurricane or other act of God.",
      ),
    ).toEqual([
      "The Tenant will not be responsible for damage caused by a hurricane or other act of God.",
      "This applies even if the lease says something else.",
    ]);
  });

  it("asks a condition that holds a list, and a second condition as a question of its own", () => {
    expect(
      pieces(
        "Should you have any questions regarding this notice, the move-out inspection, or the return of your security deposit, please contact the undersigned at (352) 555-0190 during regular business hours.",
      ),
    ).toEqual([
      "Do you have any questions about this notice, the move-out inspection, or the return of your security deposit?",
      "Then please contact the signer at (352) 555-0190 during regular business hours.",
    ]);
    const twoConditions =
      "If you believe that this balance is wrong, or if you have already paid, please contact our billing department at (352) 555-0163 between 8:00 a.m. and 4:30 p.m.";
    // Round 5 asks each condition (plain-words-round-5.test.ts); the "or" never opens the answer.
    expect(pieces(twoConditions)).toEqual([
      "Do you believe that this balance is wrong?",
      "Or have you already paid?",
      "Then please contact our billing department at (352) 555-0163 between 8:00 a.m. and 4:30 p.m.",
    ]);
  });

  it("drops an opener that only asks for attention", () => {
    expect(pieces("Please understand that a charge-off does not cancel the debt.")).toEqual([
      "A charge-off does not cancel the debt.",
    ]);
  });
});

describe("the fourth round's tuning papers", () => {
  it.each(TUNING_PAPERS_4.map((paper) => [paper.file, paper] as const))("%s keeps every value", (_file, paper) => {
    const result = translateText(tuningText4(paper));
    expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
    expect(result.keptSentences).toEqual([]);
  });

  it("reads at grade 8 or below", () => {
    const rows = TUNING_PAPERS_4.map((paper) => gradeRow(paper.file, translateText(tuningText4(paper))));
    printGrades("Round-4 tuning papers", rows);
    for (const row of rows) expect(row.simplified, row.file).toBeLessThanOrEqual(8);
  });
});
