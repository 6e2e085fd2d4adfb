/**
 * The sixth plain-words round: a time's "p.m." that also ends a sentence is counted as the end it is; a court order's
 * preamble ("THIS CAUSE having come before the Court…, and the Court, having reviewed…, it is ORDERED…") said as
 * sentences; "The Court finds that…" and "The court orders: …" said on their own before a long finding; examples
 * inside a long subject moved after it; "revealed that A, and that B" after a long subject; "said" as "the" after a
 * preposition or a verb; an adverb before a duty's verb in a list of duties; more long words. Each rule is shown with a
 * sentence it must leave alone, and the round's tuning papers (test-support/tuning-papers-6/) keep every value and
 * print their grades.
 */
import { describe, expect, it } from "vitest";
import { TUNING_PAPERS_6, tuningText6 } from "./test-support/tuning-papers-6/index";
import { missingValues } from "./test-support/kept-values";
import { gradeRow, printGrades } from "./test-support/grade-table";
import { splitSentences } from "./sentences";
import { plainSentence, translateText } from "./translate";

const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

/** Each tuning paper's plain-version grade at the end of the round, which it may not exceed. */
const GRADE_AFTER: Record<string, number> = {
  // 5.8 and 6.6 before the caption and signature said as sentences (caption-parties.ts, signature-lines.ts): its one-word lines ("Plaintiff,", "v.") no longer count
  // as sentences; by full sentences each reads as before or easier.
  "default-judgment-order.txt": 6.1,
  "pet-addendum.txt": 9.1,
  "hoa-violation-letter.txt": 8.4,
  "collection-notice.txt": 6.5,
  "mediation-notice.txt": 6.9,
  "termination-notice.txt": 8,
};

describe("a time that ends a sentence", () => {
  it("ends the sentence at 'p.m.' when a new sentence starts after it", () => {
    expect(splitSentences("You must pay by 5:00 p.m. The Landlord will then file the case.")).toEqual([
      "You must pay by 5:00 p.m.",
      "The Landlord will then file the case.",
    ]);
  });

  it.each(["Call us at 8:00 a.m. Eastern Time on Monday.", "The office opens at 9:00 a.m. Monday through Friday."])(
    "goes on after a time zone or a day: %s",
    (sentence) => {
      expect(splitSentences(sentence)).toEqual([sentence]);
    },
  );
});

describe("court orders", () => {
  it("says the preamble as sentences", () => {
    expect(
      pieces(
        "THIS CAUSE having come before the Court upon the Plaintiff's Motion for Default Final Judgment, and the Court, having reviewed the court file and being otherwise fully advised in the premises, it is hereby ORDERED and ADJUDGED that:",
      ),
    ).toEqual([
      "This case came before the court on the Plaintiff's Motion for Default Final Judgment. The court reviewed the court file. The court orders the following.",
    ]);
  });

  it("says 'The Court finds that' and 'ORDERED and ADJUDGED that' on their own before a long finding", () => {
    expect(
      pieces(
        "1. The Court finds that the Defendant was served with process on March 3, 2027 and has failed to serve or file any response to the Complaint within the time required by law.",
      ),
    ).toEqual([
      "1. The court finds the following.",
      "The Defendant was served with process on March 3, 2027 and did not serve or file any response to the Complaint within the time required by law.",
    ]);
    expect(
      pieces(
        "2. It is hereby ORDERED and ADJUDGED that the Plaintiff shall recover from the Defendant the principal sum of $6,418.90, together with court costs in the amount of $395.00, for a total of $6,813.90, which shall bear interest at the rate of 8.52% per annum, for which let execution issue.",
      ),
    ).toEqual([
      "2. The court orders the following.",
      "The Plaintiff gets from the Defendant the principal sum of $6,418.90, plus court costs of $395.00, for a total of $6,813.90.",
      // ", which shall bear interest" names what earns it (round 9: "This" may point at the wrong thing).
      "The total will earn interest at the rate of 8.52% a year. The court can enforce this.",
    ]);
  });

  it("leaves a short finding alone", () => {
    const sentence = "The Court finds that the Defendant was served on March 3, 2027.";
    expect(pieces(sentence)).toEqual([sentence]);
  });
});

describe("long subjects and asides", () => {
  it("moves examples out of a long subject, after the piece they belong to", () => {
    expect(
      pieces(
        "Any animal which is found unattended in any common area, including but not limited to the pool deck, the fitness center and the parking garage, may be removed by Owner and delivered to Sarasota County Animal Services, and Resident shall be responsible for all costs incurred in connection therewith.",
      ),
    ).toEqual([
      "Any animal which is found left alone in any common area may be removed by Owner and delivered to Sarasota County Animal Services.",
      "The common area includes the pool deck, the fitness center and the parking garage.",
      "Resident will have to pay for all costs incurred about it.",
    ]);
  });

  it("never cuts a subject before its verb at ', including'", () => {
    const split = pieces(
      "Your written response, including the case number given above and the names of the parties, must be filed if you want the Court to hear your side of the case.",
    );
    expect(split[0]).toBe(
      "Your written response, including the case number given above and the names of the parties, must be filed.",
    );
  });

  it("says 'revealed that A, and that B' after a thing's long subject as two sentences", () => {
    expect(
      pieces(
        "An inspection of the above-referenced Lot conducted by the Association's community manager on August 2, 2027 revealed that the exterior of the residence has not been repainted as required by the Association's letter dated May 17, 2027, and that said condition constitutes a violation of Article VI of the Declaration.",
      ),
    ).toEqual([
      "An inspection of this Lot conducted by the Association's community manager on August 2, 2027 revealed that the outside of the home has not been repainted as required by the Association's letter dated May 17, 2027.",
      "It also revealed that the condition is a violation of Article VI of the Declaration.",
    ]);
  });

  it("moves 'as is required by Section …' after the sentence", () => {
    expect(
      pieces(
        "The Board of Directors may levy a fine against the Lot in the amount of $50.00 per day, not to exceed $1,000.00 in the aggregate, after giving you fourteen (14) days' notice and an opportunity for a hearing, as is required by Section 720.305(2), Florida Statutes.",
      ).at(-1),
    ).toBe("This is required by Section 720.305(2), Florida Statutes.");
  });

  it("splits at ', where it may…' and before a plural subject with its helping verb", () => {
    expect(
      pieces(
        "The vehicle is being held at our storage facility, where it may be claimed between the hours of 8:00 a.m. and 6:00 p.m., Monday through Friday, on presentation of proof of ownership.",
      ),
    ).toEqual([
      "The vehicle is being held at our storage facility.",
      "There, it may be claimed between 8:00 a.m. and 6:00 p.m., Monday through Friday, on presentation of proof of ownership.",
    ]);
    expect(
      pieces(
        "All notices required under this Lease shall be in writing and delivered by hand or by mail, and notices to Landlord shall be sent to the office at 85 Dodecanese Boulevard, Tarpon Springs, Florida 34689.",
      ).slice(0, 2),
    ).toEqual([
      "All notices required under this Lease will be in writing and delivered by hand or by mail.",
      "Notices to Landlord will be sent to the office.",
    ]);
  });
});

describe("words", () => {
  it("says a duty after an adverb as its own sentence", () => {
    expect(
      pieces(
        "Tenant shall keep the premises clean and sanitary, promptly report to Landlord any condition that requires repair, and pay for the repair of any damage caused by the negligence of Tenant or Tenant's guests.",
      ),
    ).toEqual([
      "Tenant must keep the home clean and healthy.",
      "Tenant must quickly report to Landlord any condition that requires repair.",
      "Tenant must pay for the repair of any damage caused by the negligence of Tenant or Tenant's guests.",
    ]);
  });

  it("asks the reader, and writes 'said' as 'the' only where it points back", () => {
    expect(
      pieces(
        "You are hereby requested to correct said violation within thirty (30) days after the date of this letter, that is, on or before September 8, 2027.",
      ),
    ).toEqual(["Please correct the violation within 30 days after the date of this letter.", "That means by September 8, 2027."]);
    const spoken = "The Tenant said notice was given to the Landlord on May 1, 2026 by hand delivery at the office.";
    expect(pieces(spoken)).toEqual([spoken]);
  });

  it("says 'cease further communication' in English, and 'then' once", () => {
    expect(
      pieces(
        "In the event that you notify us in writing that you refuse to pay the debt, we shall thereafter cease further communication with you with respect to said debt, except to advise you that our further efforts are being terminated.",
      ),
    ).toEqual([
      "Do you tell us in writing that you refuse to pay the debt?",
      "Then we will stop contact with you about the debt, except to tell you that our efforts are being ended.",
    ]);
  });
});

describe("a tenant's move-out", () => {
  it("returns the keys with the home, fails to move out without 'must', and says 'in which event' as its own sentence", () => {
    expect(
      pieces(
        "You are required to vacate and surrender possession of said premises, together with all keys and gate remotes issued to you, on or before February 29, 2028.",
      ),
    ).toEqual(["You must move out and return all keys and gate remotes issued to you, by February 29, 2028."]);
    expect(
      pieces(
        "In the event that you shall fail to vacate said premises on or before said date, the Landlord may file an action for possession.",
      ).join(" "),
    ).toMatch(/^If you do not move out by the date, the Landlord may file/);
    expect(
      pieces(
        "You may move out before February 29, 2028 upon seven (7) days' written notice to the Landlord, in which event rent shall be prorated through the date on which you return all keys.",
      ),
    ).toEqual([
      "You may move out before February 29, 2028 on 7 days' written notice to the Landlord.",
      "In that case, rent will be prorated through the date on which you return all keys.",
    ]);
  });
});

describe("the sixth round's tuning papers", () => {
  it.each(TUNING_PAPERS_6.map((paper) => [paper.file, paper] as const))("%s keeps every value", (_file, paper) => {
    const result = translateText(tuningText6(paper));
    expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
    expect(result.keptSentences).toEqual([]);
  });

  it("reads no harder than at the end of the round", () => {
    const rows = TUNING_PAPERS_6.map((paper) => gradeRow(paper.file, translateText(tuningText6(paper))));
    printGrades("Round-6 tuning papers", rows);
    for (const row of rows) expect(row.simplified, row.file).toBeLessThanOrEqual(GRADE_AFTER[row.file] ?? 0);
  });
});
