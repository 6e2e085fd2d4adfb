/** Reads the corpus and scores the reading against what each paper should be read as. */
import { readFileSync } from "node:fs";
import { actionName } from "../../actions";
import { readPaper, type PaperReading } from "../../read-paper";
import type { ExpectedPaper } from "./expected-paper";

export interface Tally {
  passed: number;
  total: number;
}

export interface CorpusScore {
  kind: Tally;
  fields: Tally;
  deadlines: Tally;
  misses: string[];
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").replace(/\s+/g, " ").trim().toLowerCase() === (b ?? "").replace(/\s+/g, " ").trim().toLowerCase();

function readFields(reading: PaperReading): Record<string, string | null> {
  const { paper } = reading;
  return {
    caseNumber: paper.caseNumber,
    court: paper.court,
    county: paper.county,
    ...paper.parties,
    hearingDate: paper.hearing?.date ?? null,
    hearingTime: paper.hearing?.time ?? null,
    paperDate: paper.paperDate,
    deliveredOn: paper.deliveredOn,
  };
}

export const readCorpusPaper = (file: string): string => readFileSync(new URL(file, import.meta.url), "utf8");

/** `textOf`: the paper's text as read (its file by default; the text read from its photo for the photo test). */
export function scoreCorpus(
  papers: readonly ExpectedPaper[],
  textOf: (expected: ExpectedPaper) => string = (expected) => readCorpusPaper(expected.file),
): CorpusScore {
  const score: CorpusScore = {
    kind: { passed: 0, total: 0 },
    fields: { passed: 0, total: 0 },
    deadlines: { passed: 0, total: 0 },
    misses: [],
  };
  const count = (tally: Tally, ok: boolean, miss: string) => {
    tally.total += 1;
    if (ok) tally.passed += 1;
    else score.misses.push(miss);
  };
  for (const expected of papers) {
    const reading = readPaper(textOf(expected), expected.receivedOn);
    count(
      score.kind,
      reading.paper.kind === expected.kind,
      `${expected.file}: kind ${reading.paper.kind}, expected ${expected.kind}`,
    );
    const read = readFields(reading);
    for (const [name, value] of Object.entries(expected.fields)) {
      if (name === "amounts") continue;
      const got = read[name] ?? null;
      count(
        score.fields,
        sameText(got, value as string | null),
        `${expected.file}: ${name} ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`,
      );
    }
    for (const amount of expected.fields.amounts ?? []) {
      const found = reading.paper.amounts.some((read) => read.label === amount.label && read.amount === amount.amount);
      count(
        score.fields,
        found,
        `${expected.file}: no ${amount.label} ${amount.amount} in ${JSON.stringify(reading.paper.amounts)}`,
      );
    }
    for (const [name, dueDate] of Object.entries(expected.deadlines)) {
      const action = reading.actions.find((candidate) => actionName(candidate) === name);
      count(
        score.deadlines,
        action !== undefined && action.dueDate === dueDate,
        `${expected.file}: ${name} ${action ? JSON.stringify(action.dueDate) : "missing"}, expected ${JSON.stringify(dueDate)}`,
      );
    }
  }
  return score;
}

export const share = (tally: Tally): number => (tally.total === 0 ? 1 : tally.passed / tally.total);
export const ratio = (tally: Tally): string => `${tally.passed}/${tally.total}`;
