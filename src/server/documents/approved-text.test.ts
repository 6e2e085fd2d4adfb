/**
 * The approved text of every example document: each named example of each kind (src/shared/documents/examples/)
 * is rendered and its text compared, line by line, with approved/<kind>.<example>.txt, the file a lawyer reviews.
 * A change of wording fails here with the diff; after review, `UPDATE_APPROVED=1` rewrites the files (see README).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { readLines } from "../test-support/pdf-lines";
import { renderDocument } from "./render-document";

const APPROVED_DIR = join(import.meta.dirname, "approved");
const UPDATE = process.env.UPDATE_APPROVED === "1";
const UPDATE_COMMAND = "UPDATE_APPROVED=1 npx vitest run --project server src/server/documents/approved-text.test.ts";

/**
 * Every paper is made on this day, so the fixtures never depend on when the tests run: the day the examples' dates
 * are written for (the day render-document.test.ts uses), since some deadlines are counted from it.
 */
const CREATED_AT = new Date("2026-08-03T14:00:00Z");

const examples = Object.entries(KIND_EXAMPLES).flatMap(([kind, named]) =>
  Object.entries(named).map(([name, answers]) => ({ kind, name, answers, file: `${kind}.${name}.txt` })),
);

describe("approved text of the example documents", () => {
  it.each(examples.map((example) => [example.file, example] as const))("%s", async (file, example) => {
    const pdf = await renderDocument({
      kind: example.kind,
      templateData: example.answers,
      title: example.file,
      createdAt: CREATED_AT,
    });
    const text = `${(await readLines(pdf)).join("\n")}\n`;
    const path = join(APPROVED_DIR, file);
    if (UPDATE) writeFileSync(path, text);
    expect(existsSync(path), `${file} has no approved text yet; after review run: ${UPDATE_COMMAND}`).toBe(true);
    expect(text, `the text differs from approved/${file}; after review run: ${UPDATE_COMMAND}`).toBe(readFileSync(path, "utf8"));
  });

  it("keeps no approved file for an example that is gone", () => {
    const expected = new Set(examples.map((example) => example.file));
    const stale = readdirSync(APPROVED_DIR).filter((file) => !expected.has(file));
    if (UPDATE) for (const file of stale) rmSync(join(APPROVED_DIR, file));
    expect(UPDATE ? [] : stale).toEqual([]);
  });
});

describe("the example documents agree with the law and with each other", () => {
  it("M3: no sample teaches air conditioning as a withholding ground; the repairs sample is a § 83.51(1) defect with its written notice", () => {
    for (const [name, answers] of Object.entries(KIND_EXAMPLES.eviction_answer)) {
      expect(JSON.stringify(answers), name).not.toMatch(/air condition/i);
      expect(name).not.toMatch(/airCondition/i);
    }
    const sample = KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing;
    expect(sample.defenses).toContain("habitability");
    expect(sample.response_details).toMatch(/roof/);
    expect(sample.response_details).toMatch(/drain pipe/);
    expect(sample).toMatchObject({ repair_notice_date: "2026-06-03", repair_notice_said_withhold: "yes" });
  });

  it("Other: the deposit lawsuit sample sent its demand on the day the demand letter sample is dated", () => {
    const demandLetterDate = CREATED_AT.toISOString().slice(0, 10);
    expect(KIND_EXAMPLES.security_deposit_lawsuit.depositKept.demand_date).toBe(demandLetterDate);
    const lawsuit = readFileSync(join(APPROVED_DIR, "security_deposit_lawsuit.depositKept.txt"), "utf8");
    const letter = readFileSync(join(APPROVED_DIR, "security_deposit_demand.depositKept.txt"), "utf8");
    expect(letter).toContain("August 3, 2026");
    expect(lawsuit).toContain("On August 3, 2026, Plaintiff sent Defendant a written demand");
  });
});
