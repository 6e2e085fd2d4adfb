/**
 * The eighth plain-words round: the plain version must read at grade 8 or below counted both ways, every
 * line a sentence and full sentences only (readability.ts). A letter's and a caption's label lines told as sentences
 * (letter-header.ts, tested in letter-header.test.ts); a court's "having heard …, having reviewed …" as sentences; a
 * motion's rule moved after its request; the federal validation notice's table said in sentences; "none of whom",
 * "except for normal wear and tear" as sentences of their own. Each rule is
 * shown with a sentence it must leave alone, and the round's tuning papers (test-support/tuning-papers-7/) keep every
 * value, pasted and copied out of a PDF, and print their grades both ways.
 */
import { describe, expect, it } from "vitest";
import { TUNING_PAPERS_7, tuningText7 } from "./test-support/tuning-papers-7/index";
import { copiedFromPdf } from "./test-support/copied-from-pdf";
import { missingValues } from "./test-support/kept-values";
import { gradeRow, printGrades } from "./test-support/grade-table";
import { plainSentence, translateText } from "./translate";

const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

/** Each tuning paper's plain-version grades at the end of the round (every line a sentence, full sentences only). */
const GRADE_AFTER: Record<string, { everyLine: number; fullSentences: number }> = {
  "hoa-fine-hearing-letter.txt": { everyLine: 7.4, fullSentences: 9.6 },
  "hoa-intent-to-lien.txt": { everyLine: 8.6, fullSentences: 10.1 },
  // 8.3 and 8.5 at the end of the round; 8.4 and 8.6 since "provide heat" stays "provide" (not "give").
  "lease-maintenance-addendum.txt": { everyLine: 8.4, fullSentences: 8.6 },
  "lease-parking-addendum.txt": { everyLine: 10.7, fullSentences: 11 },
  // Line by line 9.2 and 7.5 before the caption and signature said as sentences (caption-parties.ts, signature-lines.ts): its one-word lines ("Plaintiff,", "v.") no longer count
  // as sentences; by full sentences each reads as before or easier.
  "motion-to-compel.txt": { everyLine: 9.4, fullSentences: 10.3 },
  // 8.2 and 9.4 at the end of the round, reached by a broken sentence ("This includes all required attachments, and
  // serve it on…"); round 9 keeps ", including all required attachments, and serve it" in its sentence.
  "final-judgment-money.txt": { everyLine: 8.7, fullSentences: 10 },
  "judgment-for-possession.txt": { everyLine: 7.6, fullSentences: 8.3 },
  "validation-notice.txt": { everyLine: 6.8, fullSentences: 8.2 },
};

describe("a court order's stock sentences", () => {
  it("says what the court did before what it finds, each a sentence", () => {
    expect(
      pieces(
        "The Court, having heard the testimony presented, having reviewed the evidence admitted, and having heard the argument of the parties, finds that Plaintiff has proven its claim.",
      ).join(" "),
    ).toBe(
      "The court has heard the testimony presented. It has reviewed the evidence admitted. It has heard the argument of the parties. The court finds that Plaintiff has proven its claim.",
    );
    const notTheCourt = "The Tenant, having paid the rent, may stay in the home until May 31, 2026.";
    expect(pieces(notTheCourt).join(" ")).not.toMatch(/has paid/);
  });

  it("drops 'It is therefore' before the order, and says 'further ordered' and 'reserves jurisdiction to' plainly", () => {
    expect(pieces("It is therefore")).toEqual([]);
    expect(pieces("Accordingly, it is hereby")).toEqual([]);
    expect(pieces("It is the Tenant's duty.")).toEqual(["It is the Tenant's duty."]);
    expect(pieces("FURTHER ORDERED AND ADJUDGED that Defendant shall complete Form 1.977 within forty-five (45) days.")).toEqual([
      "The court also orders that Defendant must complete Form 1.977 within 45 days.",
    ]);
    // A whole sentence that announces a list ends with a full stop (list-intro.ts, round 10).
    expect(pieces("ORDERED AND ADJUDGED as follows:")).toEqual(["The court orders the following."]);
    expect(pieces("The Court reserves jurisdiction to determine Plaintiff's entitlement to attorney's fees.")).toEqual([
      "The Court keeps the power to decide Plaintiff's right to attorney's fees.",
    ]);
  });
});

describe("a motion", () => {
  it("asks the court, then names the rules, then gives its reasons", () => {
    expect(
      pieces(
        "Plaintiff, MERIDIAN CARD SERVICES, LLC, by and through its undersigned counsel and pursuant to Florida Rules of Civil Procedure 1.340 and 1.380, hereby moves this Honorable Court for entry of an Order compelling Defendant to serve answers to Plaintiff's First Set of Interrogatories, and in support thereof states as follows:",
      ),
    ).toEqual([
      "Plaintiff, MERIDIAN CARD SERVICES, LLC, through its lawyer, asks the court for an order compelling Defendant to serve answers to Plaintiff's First Set of Interrogatories.",
      "This is under Florida Rules of Civil Procedure 1.340 and 1.380.",
      "Here are the reasons.",
    ]);
  });

  it("says the certificate's 'copy of the foregoing' as 'copy of this paper'", () => {
    expect(
      pieces(
        "I HEREBY CERTIFY that a true and correct copy of the foregoing was furnished by U.S. Mail to Jane Doe on May 1, 2028.",
      ),
    ).toEqual(["I CERTIFY that a true copy of this paper was given by U.S. Mail to Jane Doe on May 1, 2028."]);
  });
});

describe("furnish", () => {
  it("is 'provide' for what a landlord supplies, 'given' for a paper handed over, and a furnished home stays furnished", () => {
    expect(pieces("The Landlord shall furnish a refrigerator and a stove.")).toEqual([
      "The Landlord must provide a refrigerator and a stove.",
    ]);
    expect(pieces("The unit is furnished with a washer.").join(" ")).toContain("provided with a washer");
    expect(pieces("A copy was furnished to the Tenant on May 1, 2028.").join(" ")).toContain("given to the Tenant");
    expect(pieces("The Tenant rents a furnished apartment.").join(" ")).toContain("furnished apartment");
  });

  it("and so is 'provide': a notice or a copy is given, heat and pest control are provided", () => {
    expect(pieces("The Landlord shall provide heat, hot water and pest control.").join(" ")).toContain("provide heat");
    expect(pieces("The Landlord shall provide the Tenant written notice of the claim.").join(" ")).toContain(
      "give the Tenant written notice",
    );
    expect(pieces("The Tenant provides a copy of the lease.").join(" ")).toContain("gives a copy");
  });
});

describe("a letter's openers after another phrase", () => {
  it("drops 'please be advised that' and tells who learned what, after an opener", () => {
    expect(
      pieces(
        "Notwithstanding the foregoing, please be advised that in the event that the balance remains unpaid, this account may be referred to an attorney.",
      ),
    ).toEqual(["Even so, if the balance remains unpaid, this account may be referred to an attorney."]);
    expect(
      pieces(
        "Notwithstanding the Association's prior courtesy notice dated August 21, 2027, it has come to the attention of the Board of Directors that a boat trailer is parked on the driveway.",
      ),
    ).toEqual([
      "Despite the Association's prior courtesy notice dated August 21, 2027, the Board of Directors has learned that a boat trailer is parked on the driveway.",
    ]);
    expect(pieces("Then you are requested to notify the Association in writing.")).toEqual([
      "Then please tell the Association in writing.",
    ]);
  });

  it("says 'Said hearing' as 'The hearing', and leaves 'said' a verb after a party", () => {
    expect(pieces("Said hearing has been scheduled for October 19, 2027, at 6:30 p.m.")).toEqual([
      "The hearing has been set for October 19, 2027, at 6:30 p.m.",
    ]);
    const spoken = "The Tenant said notice was given on May 1, 2026.";
    expect(pieces(spoken)).toEqual([spoken]);
  });
});

describe("a validation notice's table", () => {
  it("says each line of the federal model form's table as a sentence, with its amount", () => {
    expect(
      pieces(
        "You were charged this amount in interest: + $0.00 You were charged this amount in fees: + $35.00 You paid or were credited this amount toward the debt: - $250.00",
      ),
    ).toEqual([
      "You were charged $0.00 in interest. You were charged $35.00 in fees. You paid or were credited $250.00 toward the debt.",
    ]);
    expect(pieces("As of April 30, 2028, you owed: $2,316.48")).toEqual(["As of April 30, 2028, you owed $2,316.48."]);
    expect(pieces("Total amount of the debt now: $2,101.48")).toEqual(["The total amount of the debt now is $2,101.48."]);
  });
});

describe("rules and addenda", () => {
  it("says 'none of whom' and 'except for normal wear and tear' as sentences of their own", () => {
    expect(
      pieces(
        "The fine may not be imposed without a hearing before a committee of at least three (3) members appointed by the Board, none of whom may be officers, directors or employees of the Association.",
      ),
    ).toEqual([
      "The fine may not be given without a hearing before a committee of at least 3 members appointed by the Board.",
      "None of them may be officers, directors or employees of the Association.",
    ]);
    expect(
      pieces(
        "The Tenant shall pay for the cost of repairing any damage to the appliances caused by the misuse of the Tenant or guests, except for normal wear and tear.",
      ),
    ).toEqual([
      "The Tenant must pay for the cost of repairing any damage to the appliances caused by the misuse of the Tenant or guests.",
      "This does not include normal wear and tear.",
    ]);
    const short = "Tenant pays for damage, except for normal wear and tear.";
    expect(pieces(short)).toEqual([short]);
  });

  it("says 'the undersigned Resident', 'for a period exceeding', 'the foregoing rules' and 'originated' plainly", () => {
    expect(pieces("The undersigned Resident acknowledges and agrees that the following rules shall govern parking.")).toEqual([
      "The Resident agrees that the following rules will govern parking.",
    ]);
    expect(pieces("No vehicle shall be parked within the community for a period exceeding seventy-two (72) hours.")).toEqual([
      "No vehicle will be parked within the community for more than 72 hours.",
    ]);
    expect(pieces("Any vehicle parked in violation of the foregoing rules may be towed.")).toEqual([
      "Any vehicle parked breaking these rules may be towed.",
    ]);
    expect(
      pieces("The Tenant shall pay for treatment unless it is determined that the infestation originated in an adjoining unit."),
    ).toEqual(["The Tenant must pay for treatment unless it is decided that the infestation started in a next-door unit."]);
  });
});

describe("the eighth round's tuning papers", () => {
  it.each(TUNING_PAPERS_7.map((paper) => [paper.file, paper] as const))(
    "%s keeps every value, pasted and copied out of a PDF",
    (_file, paper) => {
      const result = translateText(tuningText7(paper));
      expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
      expect(result.keptSentences).toEqual([]);
      const copied = translateText(copiedFromPdf(tuningText7(paper), paper, 7));
      expect(missingValues(paper.values, copied.simplifiedContent)).toEqual([]);
    },
  );

  it("reads no harder than at the end of the round, counted both ways", () => {
    const rows = TUNING_PAPERS_7.map((paper) => gradeRow(paper.file, translateText(tuningText7(paper))));
    printGrades("Round-8 tuning papers", rows);
    for (const row of rows) {
      expect(row.simplified, row.file).toBeLessThanOrEqual(GRADE_AFTER[row.file]?.everyLine ?? 0);
      expect(row.full.simplified, row.file).toBeLessThanOrEqual(GRADE_AFTER[row.file]?.fullSentences ?? 0);
    }
  });
});
