/**
 * The last check of a plain version: every value of the paper (values.ts) must be in it. Each sentence was checked
 * alone; a value can still go missing between sentences (a name said across two of them). Then the sentences that
 * hold a missing value are kept as written, and if that is not enough, every sentence is: the paper's own words
 * always keep its values, so a paper the engine could read is never refused.
 */
import type { Block } from "./sentences";
import { findValues, lostValues, type FoundValue } from "./values";

export interface PlainSentence {
  /** The sentence's plain version: one or more short sentences. */
  pieces: string[];
  /** Kept as written: its plain version would have lost or changed a value. */
  kept: boolean;
}

export interface PlainPaper {
  text: string;
  /** By block, then by sentence. */
  sentences: PlainSentence[][];
}

/** The plain version lost a value even with every sentence as written: a fault of the engine, never of the paper. */
export class LostValuesError extends Error {
  constructor(readonly lost: FoundValue[]) {
    super(`the plain version lost ${lost.length} value(s)`);
  }
}

function assemble(blocks: readonly Block[], sentences: PlainSentence[][]): string {
  return blocks
    .map((block, b) => {
      const pieces = sentences[b]!.flatMap((sentence) => sentence.pieces);
      // A sentence split in pieces reads better with each piece on its own line when the block was one long sentence.
      return block.sentences.length === 1 && pieces.length > 2 ? pieces.join("\n") : pieces.join(" ");
    })
    .join("\n\n");
}

const keyOf = (value: FoundValue) => `${value.kind}:${value.key}`;

/** A sentence back to its own words: marked kept if its plain version said it otherwise. */
const asWritten = (original: string, plain: PlainSentence): PlainSentence => ({
  pieces: [original],
  kept: plain.kept || plain.pieces.join(" ") !== original,
});

/** `sentences` assembled into the plain text of `paper` (normalized, cut into `blocks`), with every value of it. */
export function withEveryValue(paper: string, blocks: readonly Block[], sentences: PlainSentence[][]): PlainPaper {
  const text = assemble(blocks, sentences);
  const lostFirst = lostValues(paper, text);
  const lost = new Set(lostFirst.map(keyOf));
  if (lost.size === 0) return { text, sentences };

  // A value the paper writes across two blocks ("at least fourteen" / "(14) days' notice") is in neither sentence alone:
  // the sentence it starts in and the one it ends in go back to their words together.
  const across = lostFirst
    .map((value) => /^(.*?\S)\s*\n\s*(\S.*)$/s.exec(value.text))
    .filter((parts) => parts !== null)
    .map(([, head, tail]) => [head!.replace(/\s+/g, " "), tail!.replace(/\s+/g, " ")] as const);
  const spans = (original: string) =>
    across.some(([head, tail]) => original.trimEnd().endsWith(head) || original.trimStart().startsWith(tail));
  const holding = sentences.map((plain, b) =>
    plain.map((sentence, s) => {
      const original = blocks[b]!.sentences[s]!;
      return findValues(original).some((value) => lost.has(keyOf(value))) || spans(original)
        ? asWritten(original, sentence)
        : sentence;
    }),
  );
  const fewer = assemble(blocks, holding);
  if (lostValues(paper, fewer).length === 0) return { text: fewer, sentences: holding };

  const everyAsWritten = blocks.map((block, b) => block.sentences.map((original, s) => asWritten(original, holding[b]![s]!)));
  const original = assemble(blocks, everyAsWritten);
  const stillLost = lostValues(paper, original);
  if (stillLost.length > 0) throw new LostValuesError(stillLost);
  return { text: original, sentences: everyAsWritten };
}
