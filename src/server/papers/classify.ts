/** The paper's kind: the kind whose cues (cues.ts) weigh most, when it clearly wins; "other" when unsure. */
import type { PaperKind } from "@shared/papers";
import { CUES, DECISION, type CueTable } from "./cues";
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

/** Each kind's score for a normalized paper, highest first. */
export function scoreKinds(normalized: string): { kind: PaperKind; score: number }[] {
  const opening = normalized.slice(0, DECISION.openingCharacters);
  return PREPARED.map(({ kind, cues }) => ({
    kind,
    score: cues.reduce((sum, cue) => {
      if (phraseIndex(normalized, cue.phrase) < 0) return sum;
      return sum + cue.weight * (phraseIndex(opening, cue.phrase) >= 0 ? DECISION.openingFactor : 1);
    }, 0),
  })).sort((a, b) => b.score - a.score);
}

export function classifyPaper(normalized: string): PaperKind {
  const [best, next] = scoreKinds(normalized);
  if (!best || best.score < DECISION.minScore) return "other";
  if (next && best.score - next.score < DECISION.minMargin) return "other";
  return best.kind;
}
