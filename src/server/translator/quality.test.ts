/**
 * The translator's quality, measured on legal texts written for the test (samples/): leases, 3-day and 7-day
 * notices, eviction, small claims and debt summonses, collection letters and a power of attorney. For each, the
 * plain version's Flesch-Kincaid grade is printed and must be 8 or below, and every amount, date, deadline,
 * percentage, section and party name of the original must be in it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { translateText } from "./translate";
import { lostValues } from "./values";

const SAMPLES = new URL("./samples/", import.meta.url);
const files = readdirSync(SAMPLES)
  .filter((name) => name.endsWith(".txt"))
  .sort();
const MAX_GRADE = 8;
const rows: string[] = [];

describe("plain-English quality on the test set", () => {
  it("has at least 8 legal texts of the kinds people receive", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)("%s reads at grade 8 or below and keeps every value", (name) => {
    const original = readFileSync(new URL(name, SAMPLES), "utf8");
    const result = translateText(original);
    rows.push(
      `${name.padEnd(32)} grade ${String(result.readingGrade.original).padStart(4)} → ${String(result.readingGrade.simplified).padStart(4)}` +
        `  full sentences only ${String(result.readingGradeFullSentences.original).padStart(4)} → ${String(result.readingGradeFullSentences.simplified).padStart(4)}` +
        `  ${result.complexity.padEnd(8)} ${String(result.keyPoints.length).padStart(2)} key points, ${String(result.legalTerms.length).padStart(2)} terms`,
    );
    expect(lostValues(original, result.simplifiedContent)).toEqual([]);
    expect(result.readingGrade.simplified).toBeLessThanOrEqual(MAX_GRADE);
    expect(result.keyPoints.length).toBeGreaterThan(0);
    expect(result.legalTerms.length).toBeGreaterThan(0);
  });

  afterAll(() => {
    console.log(`\nTranslator reading grades (Flesch-Kincaid, original → plain English):\n${rows.join("\n")}\n`);
  });
});
