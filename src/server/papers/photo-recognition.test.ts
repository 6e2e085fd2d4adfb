/**
 * Paper recognition on photos: the translator's test photos (papers rendered with a turn, blur, uneven light, noise
 * and JPEG loss by translator/test-support/make-photos.ts) read by the server's character recognition, then
 * recognised as typed papers are. Each expectation is written from the paper and the law sheet, as the corpus's are.
 * The case number of the small claims notice is not scored: its last letter "O" may be read as a zero, and she checks
 * the text read (it is never corrected by guess).
 */
import { afterAll, describe, expect, it } from "vitest";
import { closeReader, recognizePages } from "../translator/ocr/recognize";
import { readPhoto } from "../translator/test-support/photos";
import type { ExpectedPaper } from "./test-support/corpus/expected-paper";
import { ratio, scoreCorpus, share } from "./test-support/corpus/score";

/** `file` names the photos, read as one paper's pages in this order. */
const PHOTOGRAPHED: readonly ExpectedPaper[] = [
  {
    // Posted Wednesday 4 March 2026: 5, 6, 9 March.
    file: "three-day-notice.jpg",
    receivedOn: "2026-03-04",
    kind: "three_day_notice",
    fields: {
      tenant: "Yolanda Reyes",
      landlord: "Coral Way Residences, LLC",
      paperDate: "2026-03-04",
      deliveredOn: "2026-03-04",
      amounts: [{ label: "rent_owed", amount: 1425 }],
    },
    deadlines: { payOrMove: "2026-03-09" },
  },
  {
    // Pretrial Thursday 14 May 2026; counting back 13, 12, 11, 10, 9 May (a Saturday), so Friday 8 May.
    file: "small-claims-notice-to-appear.jpg",
    receivedOn: "2026-04-20",
    kind: "small_claims_summons",
    fields: {
      court: "county",
      county: "Orange",
      plaintiff: "LAKESIDE AUTO REPAIR, INC.",
      defendant: "PRIYA NATARAJAN",
      hearingDate: "2026-05-14",
      hearingTime: "09:00",
      amounts: [{ label: "claim_amount", amount: 3275.4 }],
    },
    deadlines: { attendPretrial: "2026-05-14", counterclaim: "2026-05-08" },
  },
  {
    // Two pages. Served Tuesday 10 March 2026: 11, 12, 13, 16, 17 March.
    file: "eviction-summons-page-1.jpg eviction-summons-page-2.jpg",
    receivedOn: "2026-03-10",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2026-CC-018734",
      court: "county",
      county: "Hillsborough",
      defendant: "DARNELL WHITAKER and ALL OTHER OCCUPANTS",
      paperDate: "2026-03-09",
      amounts: [{ label: "rent_owed", amount: 3700 }],
    },
    deadlines: { answerEviction: "2026-03-17", depositRent: "2026-03-17" },
  },
];

afterAll(() => closeReader());

describe("paper recognition on photos", () => {
  it("recognises photographed papers' kinds, fields and deadlines", { timeout: 180_000 }, async () => {
    const texts = new Map<string, string>();
    for (const paper of PHOTOGRAPHED) {
      const pages = paper.file.split(" ").map((name) => readPhoto(name));
      texts.set(paper.file, (await recognizePages(pages)).text);
    }
    const score = scoreCorpus(PHOTOGRAPHED, (paper) => texts.get(paper.file)!);
    console.log(
      `Paper recognition, photos: kind ${ratio(score.kind)}, fields ${ratio(score.fields)}, deadlines ${ratio(score.deadlines)}`,
    );
    if (score.misses.length > 0) console.log(`photo misses:\n${score.misses.join("\n")}`);
    expect(share(score.kind)).toBe(1);
    expect(share(score.fields)).toBeGreaterThanOrEqual(0.9);
    expect(share(score.deadlines)).toBe(1);
  });
});
