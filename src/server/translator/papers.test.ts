/**
 * The translator never refuses a paper it can read: each paper of the corpus (test-support/papers/) pasted, copied
 * out of a PDF (hard-wrapped, hyphenated, values broken over lines, a running header, a footer and page numbers on
 * every page), printed to a real PDF in a narrow column and read by the same extraction as uploads, and the product's
 * own statement of claim, is translated with every amount, date, case number and name it holds. The plain version's
 * reading grade on the corpus is printed, and must not get worse.
 */
import { describe, expect, it } from "vitest";
import { renderDocument } from "../documents/render-document";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { PAPERS, ROUND_2_PAPERS, paperText } from "./test-support/papers/index";
import { makePaperPdf } from "./test-support/paper-pdf";
import { copiedFromPdf } from "./test-support/copied-from-pdf";
import { missingValues } from "./test-support/kept-values";
import { gradeRow, meanOf, printGrades } from "./test-support/grade-table";
import runTranslator, { translateOriginal, type TranslateOutcome } from "./translator-worker";

/** The corpus's mean plain-version grade before this engine normalized papers (Flesch-Kincaid). */
const GRADE_BEFORE = 7.4;
/**
 * The hardest paper's plain-version grade after the November 2026 plain-words round: the HOA notice, whose names
 * ("Palmetto Ridge Homeowners Association") keep it above 8 (8.6 before the round; the power of attorney was 9.5).
 */
const HARDEST_GRADE = 8.1;

const cases = PAPERS.map((paper) => [paper.file, paper] as const);
/** Each round-2 tuning paper's plain-version grade when it was added, which it may not exceed. */
const ROUND_2_GRADES: Record<string, number> = {
  "pool-and-parking-rules.txt": 8.4,
  "vehicle-power-of-attorney.txt": 8.2,
  "month-to-month-termination.txt": 7.2,
  "records-release-authorization.txt": 13.8,
};

function translated(outcome: TranslateOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  if (!("result" in outcome)) throw new Error("no translation");
  return outcome.result;
}

const FURNITURE = /\bPage \d+ of \d+\b/;

describe("papers pasted as text", () => {
  it("has at least ten papers of the kinds people receive", () => {
    expect(PAPERS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)("%s keeps every value", (_file, paper) => {
    const result = translated(translateOriginal(paperText(paper), "pasted"));
    expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
  });

  it("reads no harder than before papers were normalized", () => {
    const rows = PAPERS.map((paper) => gradeRow(paper.file, translated(translateOriginal(paperText(paper), "pasted"))));
    printGrades("Corpus reading grades", rows);
    expect(meanOf(rows, (row) => row.simplified)).toBeLessThanOrEqual(GRADE_BEFORE);
    expect(Math.max(...rows.map((row) => row.simplified))).toBeLessThanOrEqual(HARDEST_GRADE);
  });
});

describe("papers copied out of a PDF", () => {
  it.each(cases)("%s, hard-wrapped with page furniture, keeps every value", (_file, paper) => {
    for (const [width, seed] of [
      [60, 1],
      [64, 2],
      [70, 3],
    ] as const) {
      const text = copiedFromPdf(paperText(paper), paper, seed, width);
      expect(text).toMatch(FURNITURE);
      const result = translated(translateOriginal(text, "pasted"));
      expect(missingValues(paper.values, result.simplifiedContent), `width ${width}`).toEqual([]);
      expect(result.simplifiedContent).not.toMatch(FURNITURE);
      expect(result.simplifiedContent.split(paper.footer).length, paper.footer).toBeLessThanOrEqual(2);
    }
  });
});

describe("papers printed to PDF and uploaded", () => {
  it.each(cases)("%s, in a narrow column with a header and footer on each page, keeps every value", async (_file, paper) => {
    const pdf = await makePaperPdf(paperText(paper), { columnWidth: 200, header: paper.header, footer: paper.footer });
    const result = translated(await runTranslator({ kind: "file", bytes: pdf }));
    expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
    expect(result.simplifiedContent).not.toMatch(FURNITURE);
  });

  it("reads a paper printed by a browser, with its date, title, address and page count on every page", async () => {
    for (const paper of PAPERS.slice(0, 4)) {
      const pdf = await makePaperPdf(paperText(paper), {
        columnWidth: 300,
        browser: { title: paper.file, url: `https://example.com/papers/${paper.file}` },
      });
      const result = translated(await runTranslator({ kind: "file", bytes: pdf }));
      expect(missingValues(paper.values, result.simplifiedContent), paper.file).toEqual([]);
      expect(result.simplifiedContent).not.toContain("https://example.com");
    }
  });

  it("translates the product's own statement of claim", async () => {
    const answers = SAMPLE_ANSWERS.small_claims_statement;
    const pdf = await renderDocument({
      kind: "small_claims_statement",
      templateData: answers,
      title: "Statement of Claim",
      createdAt: new Date("2026-08-03T14:00:00Z"),
    });
    const result = translated(await runTranslator({ kind: "file", bytes: pdf }));
    expect(
      missingValues(
        [
          "Maria Lopez",
          "ABC Repairs LLC",
          "$4,450.50",
          "February 20, 2026",
          "$6,400",
          "$3,200",
          "February 21, 2026",
          "$1,250.50",
          "March 3, 2026",
          "April 10, 2026",
          "$5,900",
          "Sunshine Roofing",
        ],
        result.simplifiedContent,
      ),
    ).toEqual([]);
    expect(result.simplifiedContent).not.toMatch(FURNITURE);
  });
});

describe("the second round's tuning papers", () => {
  it.each(ROUND_2_PAPERS.map((paper) => [paper.file, paper] as const))(
    "%s keeps every value, pasted and copied out of a PDF",
    (_file, paper) => {
      const pasted = translated(translateOriginal(paperText(paper), "pasted"));
      expect(missingValues(paper.values, pasted.simplifiedContent)).toEqual([]);
      expect(pasted.keptSentences).toEqual([]);
      const copied = copiedFromPdf(paperText(paper), paper, 5);
      expect(missingValues(paper.values, translated(translateOriginal(copied, "pasted")).simplifiedContent)).toEqual([]);
    },
  );

  it("reads no harder than when each was added", () => {
    const rows = ROUND_2_PAPERS.map((paper) => gradeRow(paper.file, translated(translateOriginal(paperText(paper), "pasted"))));
    printGrades("Round-2 tuning papers", rows);
    for (const row of rows) expect(row.simplified, row.file).toBeLessThanOrEqual(ROUND_2_GRADES[row.file] ?? 0);
  });
});
