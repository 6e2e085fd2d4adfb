/**
 * The plain version's reading grade on papers the rules were never tuned on (test-support/held-out-papers/): each
 * keeps every value, pasted and copied out of a PDF, and the grades are printed beside the grade each paper had
 * before the November 2026 plain-words round, which none may exceed.
 */
import { describe, expect, it } from "vitest";
import { HELD_OUT_PAPERS, heldOutText } from "./test-support/held-out-papers/index";
import { missingValues } from "./test-support/kept-values";
import { pdfLikeText } from "./test-support/pdf-like-text";
import { translateOriginal, type TranslateOutcome } from "./translator-worker";

/** Each held-out paper's plain-version grade before the round (Flesch-Kincaid), measured before any rule changed. */
const GRADE_BEFORE: Record<string, number> = {
  "seven-day-noncompliance.txt": 10.7,
  "deposit-claim-intent.txt": 8.3,
  "validation-notice.txt": 7.3,
  "civil-summons.txt": 6.1,
  "final-judgment-possession.txt": 8.2,
  "lease-renewal.txt": 10.7,
  "living-will.txt": 16,
};

const cases = HELD_OUT_PAPERS.map((paper) => [paper.file, paper] as const);

function translated(outcome: TranslateOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  if (!("result" in outcome)) throw new Error("no translation");
  return outcome.result;
}

describe("held-out papers", () => {
  it.each(cases)("%s keeps every value, pasted and copied out of a PDF", (_file, paper) => {
    const pasted = translated(translateOriginal(heldOutText(paper), "pasted"));
    expect(missingValues(paper.values, pasted.simplifiedContent)).toEqual([]);
    const copied = pdfLikeText(heldOutText(paper), {
      width: 64,
      seed: 7,
      hyphenate: true,
      splitValues: true,
      header: paper.header,
      footer: paper.footer,
      linesPerPage: 24,
    });
    expect(missingValues(paper.values, translated(translateOriginal(copied, "pasted")).simplifiedContent)).toEqual([]);
  });

  it("reads no harder than before the plain-words round", () => {
    const rows = HELD_OUT_PAPERS.map((paper) => {
      const { readingGrade } = translated(translateOriginal(heldOutText(paper), "pasted"));
      return { file: paper.file, ...readingGrade };
    });
    const mean = (pick: (row: (typeof rows)[number]) => number) =>
      Math.round((rows.reduce((sum, row) => sum + pick(row), 0) / rows.length) * 10) / 10;
    console.log(
      `\nHeld-out reading grades (Flesch-Kincaid, original → plain; never tuned on):\n${rows
        .map((row) => `${row.file.padEnd(32)} grade ${String(row.original).padStart(4)} → ${String(row.simplified).padStart(4)}`)
        .join("\n")}\nmean ${mean((row) => row.original)} → ${mean((row) => row.simplified)}\n`,
    );
    for (const row of rows) expect(row.simplified, row.file).toBeLessThanOrEqual(GRADE_BEFORE[row.file] ?? 0);
  });
});
