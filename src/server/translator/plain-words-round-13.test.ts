/**
 * The thirteenth plain-words round, each rule on short made-up sentences: amounts said one sentence at a time (a total,
 * what a claim or a judgment adds with "plus", a late fee that grows each day; amount-lists.ts), a court's findings
 * after a lead-in said one finding a sentence (split-series.ts), a list after "the following …:" as lines, a second
 * thing the same side may do or answers for (second-verb.ts), and legal words kept by the older tests ("thereon",
 * "elects to", "accrued"; content/plain-words/).
 */
import { describe, expect, it } from "vitest";
import { splitDailyLateFee, splitJudgmentPlus, splitPlusClaim, splitTotal } from "./amount-lists";
import { splitLiableTwice, splitSecondVerb } from "./second-verb";
import { splitLongSentence } from "./split-long";
import { splitFollowsList, splitThatSeries } from "./split-series";
import { translateText } from "./translate";
import { keepsAllValues } from "./values";

describe("amounts one sentence at a time", () => {
  it("says a total after a list of three amounts as its own sentence", () => {
    const sentence =
      "The tenant owes $900.00 for rent, $60.00 for a late fee, and $25.00 for a returned check, for a total of $985.00.";
    expect(splitTotal(sentence)).toEqual([
      "The tenant owes $900.00 for rent, $60.00 for a late fee, and $25.00 for a returned check.",
      "The total is $985.00.",
    ]);
    // Two amounts and their total read well as they are.
    expect(splitTotal("The tenant owes $900.00 for rent, plus $60.00 for a late fee, for a total of $960.00.")).toBeUndefined();
  });

  it("says what a claim adds with 'plus' as a second claim, with its subject", () => {
    const sentence =
      "The complaint seeks $4,210.55 owed on a furniture store account opened in 2024, plus interest at 9% per year and court costs.";
    const pieces = splitPlusClaim(sentence);
    expect(pieces).toEqual([
      "The complaint seeks $4,210.55 owed on a furniture store account opened in 2024.",
      "The complaint also seeks interest at 9% per year and court costs.",
    ]);
    expect(keepsAllValues(sentence, pieces!.join(" "))).toBe(true);
    expect(
      splitPlusClaim("The plaintiff may seek to collect the whole balance, plus reasonable fees as the contract allows."),
    ).toEqual([
      "The plaintiff may seek to collect the whole balance.",
      "The plaintiff may also seek to collect reasonable fees as the contract allows.",
    ]);
    // Only a paper or the side that asks for money: "plus" after a duty stays whole.
    expect(
      splitPlusClaim("You must pay the rent of $800.00 by Friday, plus a fee of $40.00 for the returned check."),
    ).toBeUndefined();
  });

  it("says what a judgment may add with 'plus' as its own sentence", () => {
    const sentence =
      "If you do not come to the hearing, a judgment may be entered against you for the amount claimed, plus court costs of $185.00.";
    expect(splitJudgmentPlus(sentence)).toEqual([
      "If you do not come to the hearing, a judgment may be entered against you for the amount claimed.",
      "The judgment may also include court costs of $185.00.",
    ]);
  });

  it("says a late fee, what it grows by each day and its limit apart", () => {
    const sentence =
      "Rent paid after the 5th day of the month will carry a late fee of $40.00, plus $5.00 for each additional day it stays unpaid, up to $100.00 in any month.";
    const pieces = splitDailyLateFee(sentence);
    expect(pieces).toEqual([
      "Rent paid after the 5th day of the month will carry a late fee of $40.00.",
      "It goes up by $5.00 for each additional day it stays unpaid.",
      "The most it can be is $100.00 in any month.",
    ]);
    expect(keepsAllValues(sentence, pieces!.join(" "))).toBe(true);
  });
});

describe("a court's findings after a lead-in", () => {
  it("says one finding a sentence, the lead-in on the first", () => {
    const sentence =
      "Based on the testimony, the Court finds that the Defendant painted the fence, that the paint peeled within a month, and that the Plaintiff paid $650.00 for the work.";
    const pieces = splitThatSeries(sentence);
    expect(pieces).toEqual([
      "Based on the testimony, the Court finds that the Defendant painted the fence.",
      "The Court also finds that the paint peeled within a month.",
      "The Court also finds that the Plaintiff paid $650.00 for the work.",
    ]);
    expect(keepsAllValues(sentence, pieces!.join(" "))).toBe(true);
    // Without a lead-in the findings read as before.
    expect(splitThatSeries("I understand that the form is free, that I may cancel it, and that it ends in one year.")).toEqual([
      "I understand that the form is free.",
      "I understand that I may cancel it.",
      "I understand that it ends in one year.",
    ]);
  });
});

describe("a list after 'the following …:'", () => {
  it("ends the lead-in with a full stop and gives each item a line", () => {
    expect(
      splitFollowsList(
        "I allow the clinic to share with my son the following records from my file: x-ray reports, blood test results, and bills for visits in 2025.",
      ),
    ).toEqual([
      "I allow the clinic to share with my son the following records from my file.",
      "X-ray reports.",
      "Blood test results.",
      "Bills for visits in 2025.",
    ]);
  });
});

describe("a second thing the same side may do", () => {
  it("says the subject and its helping verb again, with 'also'", () => {
    expect(
      splitSecondVerb(
        "If the fee is not paid by June 1, the Association may place a lien on the lot in Lake County, and ask the court for its costs and fees.",
      ),
    ).toEqual([
      "If the fee is not paid by June 1, the Association may place a lien on the lot in Lake County.",
      "The Association may also ask the court for its costs and fees.",
    ]);
  });

  it("says what the same side answers for, twice, in two sentences", () => {
    expect(
      splitLiableTwice(
        "Tenant will be responsible for any damage caused by a pet, and for the cost of removing its waste from the yard.",
      ),
    ).toEqual([
      "Tenant will be responsible for any damage caused by a pet.",
      "Tenant will also be responsible for the cost of removing its waste from the yard.",
    ]);
    // "not liable" is a ban on both: no rule here.
    expect(
      splitLiableTwice("Landlord is not liable for lost mail, and for packages left at the door of the home."),
    ).toBeUndefined();
  });

  it("keeps a ban, and two things after 'to', whole", () => {
    expect(
      splitSecondVerb("The Association may not enter the lot without notice, and charge the owner for the cost of mowing it."),
    ).toBeUndefined();
    expect(
      splitSecondVerb(
        "Landlord may enter the home at reasonable times to inspect it and ask questions about repairs that are needed.",
      ),
    ).toBeUndefined();
  });
});

describe("legal words kept by older tests", () => {
  it("says 'thereon', 'elects to' and 'accrued' in everyday words", () => {
    const plain = (text: string) => translateText(text).simplifiedContent;
    expect(plain("The court may rule without a hearing thereon.")).toContain("without a hearing on it.");
    expect(plain("Tenant elects to renew the lease for one year.")).toContain("Tenant chooses to renew the lease");
    expect(plain("The charges that have accrued so far are listed below.")).toContain("charges that have built up so far");
    expect(plain("The Defendant did not pay the accrued rent into the court.")).toContain("did not pay the unpaid rent");
  });

  it("keeps every value when a long claim is split", () => {
    const sentence =
      "The complaint demands $2,450.00 for a water heater financed under a store account dated May 2, 2026, plus interest at 12% per year, late fees of $60.00, costs and attorney's fees.";
    const pieces = splitLongSentence(sentence);
    expect(pieces[0]).toBe(
      "The complaint demands $2,450.00 for a water heater financed under a store account dated May 2, 2026.",
    );
    expect(keepsAllValues(sentence, pieces.join(" "))).toBe(true);
  });
});
