/** The paper's kind: the kind whose cues (cues.ts) weigh most, when it clearly wins; "other" when unsure. */
import type { PaperKind } from "@shared/papers";
import { CUES, DECISION, ORDER_TITLE, TITLE_CHARACTERS, TITLE_CUES, type CueTable, type TitleCue } from "./cues";
import { normalizeForCues, phraseIndex } from "./normalize";

interface PreparedCue {
  phrase: string;
  weight: number;
}

const prepare = (table: CueTable) =>
  Object.entries(table).map(([kind, cues]) => ({
    kind: kind as PaperKind,
    cues: Object.entries(cues).map(([phrase, weight]): PreparedCue => ({ phrase: normalizeForCues(phrase), weight })),
  }));

const PREPARED = prepare(CUES);

const prepareTitle = (cue: TitleCue) => ({
  slots: cue.slots.map((slot) => slot.map((word) => normalizeForCues(word).trim())),
  unless: (cue.unless ?? []).map((word) => normalizeForCues(word).trim()),
  weight: cue.weight,
});
const TITLES = new Map(Object.entries(TITLE_CUES).map(([kind, cues]) => [kind as PaperKind, (cues ?? []).map(prepareTitle)]));

/** Whether a word (or words) starts a word of the title. */
const startsWord = (title: string, word: string) => title.includes(` ${word}`);

/** What a kind's title cues add: each one whose slots all start a word of the title, and whose `unless` none does. */
function titleScore(kind: PaperKind, title: string): number {
  return (TITLES.get(kind) ?? []).reduce((sum, cue) => {
    const named = cue.slots.every((slot) => slot.some((word) => startsWord(title, word)));
    const cancelled = cue.unless.some((word) => startsWord(title, word));
    return named && !cancelled ? sum + cue.weight : sum;
  }, 0);
}

/**
 * A court paper's title comes after its caption: the headings of its first lines count as title too. A heading is a
 * short line in capitals that is no caption line ("IN THE COUNTY COURT…") and no party's name ("ACME RENTALS, LLC,").
 */
const HEADING_LINES = 60;
const NOT_A_HEADING = /^\s*in the\b|,\s*$|\b(?:llc|inc|ltd|corp|l\.?p|n\.a|p\.a|pllc|bank)\b\.?/i;

function headingLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .slice(0, HEADING_LINES)
    .map((line) => line.trim())
    .filter((line) => {
      const letters = line.replace(/[^\p{L}]/gu, "");
      const capitals = line.replace(/[^\p{Lu}]/gu, "");
      return letters.length >= 4 && line.length <= 90 && capitals.length >= 0.8 * letters.length && !NOT_A_HEADING.test(line);
    })
    .map(normalizeForCues);
}

export const headingsOf = (text: string): string => headingLines(text).join(" ");

const ORDER_STARTS = ORDER_TITLE.starts.map((word) => normalizeForCues(word));
const ORDER_UNLESS = ORDER_TITLE.unless.map((word) => normalizeForCues(word).trim());

/**
 * Whether a heading names a word as a whole word, or its plural: "writ" is no "written" ("…BY WRITTEN MOTION FILED AT
 * LEAST 10 DAYS BEFORE TRIAL", an order's instruction in capitals), "judgment" is "judgments" too.
 */
const namesWord = (heading: string, word: string) => heading.includes(` ${word} `) || heading.includes(` ${word}s `);

/** Whether the paper is titled as a court's order that is no judgment or writ (cues.ts, ORDER_TITLE). */
export function isPlainOrder(text: string): boolean {
  const headings = headingLines(text);
  const titled = headings.some((heading) => ORDER_STARTS.some((start) => heading.startsWith(start)));
  return titled && !headings.some((heading) => ORDER_UNLESS.some((word) => namesWord(heading, word)));
}

/** Each kind's score for a normalized paper, highest first; `headings` (headingsOf) are read as title too. */
export function scoreKinds(normalized: string, headings = ""): { kind: PaperKind; score: number }[] {
  const opening = normalized.slice(0, DECISION.openingCharacters);
  const title = `${normalized.slice(0, TITLE_CHARACTERS)} ${headings} `;
  return PREPARED.map(({ kind, cues }) => ({
    kind,
    score: cues.reduce(
      (sum, cue) => {
        if (phraseIndex(normalized, cue.phrase) < 0) return sum;
        return sum + cue.weight * (phraseIndex(opening, cue.phrase) >= 0 ? DECISION.openingFactor : 1);
      },
      titleScore(kind, title),
    ),
  })).sort((a, b) => b.score - a.score);
}

export function classifyPaper(normalized: string, text = ""): PaperKind {
  if (isPlainOrder(text)) return "other";
  const [best, next] = scoreKinds(normalized, headingsOf(text));
  if (!best || best.score < DECISION.minScore) return "other";
  if (next && best.score - next.score < DECISION.minMargin) return "other";
  return best.kind;
}
