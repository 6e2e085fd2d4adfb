/**
 * The plain-English translator's engine, local and deterministic: the text is normalized (normalize/: page
 * furniture dropped, hard-wrapped lines joined) and cut into blocks and sentences; each sentence gets its legalese
 * rewritten (legalese.ts) and, when long, is split (split-long.ts); a sentence whose rewrite lost or changed an
 * amount, date, deadline, percentage, section, case number or party name (values.ts) keeps its original words
 * instead, and the whole result is checked again (keep-values.ts). A sentence it cannot simplify safely is kept as
 * written, never a reason to refuse the paper. Key points, legal terms (the glossary) and the Florida rules that
 * apply come with it, and the original's reading grade gives its complexity.
 */
import { legalTermOf, translatorContent, type TranslatorContent } from "./content";
import { clauseFindings, documentKindOf, documentNotes, selfName, type DocumentKind } from "./florida-rules";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { explainKeyPoints } from "./explain-key-points";
import { firstUseTerms, putNotesBack, setNotesAside, withoutTermNotes } from "./first-use-terms";
import { withEveryValue, type PlainSentence } from "./keep-values";
import { orderKeyPoints, pickKeyPoints, type KeyPoint, type SentencePair } from "./key-points";
import { rewriteLegalese, type RewriteContext } from "./legalese";
import { capsHeadingCase, capsSentenceCase } from "./caps-sentence";
import { bilingualHeading } from "./bilingual-title";
import { tellCaptionParties } from "./caption-parties";
import { conditionFirst } from "./condition-first";
import { joinCommandHeadings } from "./command-headings";
import { joinContactLine } from "./join-contact-line";
import { tellEventTable, tellLabelSentences } from "./label-sentences";
import { endContactLine } from "./contact-lines";
import { capitalizedWords, tellHeadLines, titleSentence } from "./head-lines";
import { tellLabelLines } from "./letter-header";
import { endListIntro } from "./list-intro";
import type { Complexity, LegalTermJson } from "@shared/translations";
import { complexityOf, fleschKincaidGrade, fleschKincaidGradeFullSentences } from "./readability";
import { normalizePaper } from "./normalize/normalize-paper";
import { parseBlocks } from "./sentences";
import { readColumnsInTurn } from "./side-by-side-columns";
import { readAmountRows } from "./amount-rows";
import { readLabelColumns } from "./label-columns";
import { readMisreadLetters } from "./ocr-misreads";
import { tellSignatures } from "./signature-lines";
import { splitLongSentence } from "./split-long";
import { keepsAllValues } from "./values";

export type LegalTerm = LegalTermJson;

export interface EngineResult {
  simplifiedContent: string;
  keyPoints: KeyPoint[];
  legalTerms: LegalTerm[];
  complexity: Complexity;
  readingGrade: { original: number; simplified: number };
  /**
   * The same grades with full sentences only (readability.ts, fleschKincaidGradeFullSentences): a caption, address or
   * signature line is not a sentence of its own. Printed by the tests beside `readingGrade`; not stored.
   */
  readingGradeFullSentences: { original: number; simplified: number };
  documentKind: DocumentKind;
  /** Sentences of the paper kept as written: their plain version would have lost or changed a value. */
  keptSentences: string[];
}

export { LostValuesError } from "./keep-values";

const NUMBER_WORD =
  "(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|no)";

/** "three (3) days" → "3 days"; "One Thousand Dollars ($1,000.00)" → "$1,000.00": the figure is what a reader checks. */
function figuresOnly(sentence: string): string {
  return sentence
    .replace(
      new RegExp(
        `\\b(?:${NUMBER_WORD}[\\s-]+)*${NUMBER_WORD}\\s+(?:and\\s+\\d{2}\\/100\\s+)?dollars\\s*\\((\\$[\\d,]+(?:\\.\\d{2})?)\\)`,
        "gi",
      ),
      "$1",
    )
    .replace(new RegExp(`\\b(?:${NUMBER_WORD}[\\s-]+)*${NUMBER_WORD}\\s*\\((\\d+)\\)`, "gi"), "$1")
    .replace(/\b(\d{1,2}(?:st|nd|rd|th))\s*\((?:first|second|third|fourth|fifth|[a-z]+th)\)/gi, "$1")
    .replace(
      /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[a-z]+(?:teenth|tieth|first))\s*\((\d{1,2}(?:st|nd|rd|th))\)/gi,
      "$1",
    );
}

/**
 * A sentence the rules made that is already said ("The court finds the following." before each of two findings) is
 * said once: the same words, ignoring case and spaces.
 */
const sameWords = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();
const repeatsEarlier = (piece: string, earlier: readonly string[]) => earlier.some((before) => sameWords(before, piece));

/**
 * One sentence's plain version: the fullest rewrite that keeps every value, else the original, marked kept. A
 * sentence in capitals is put in sentence case first (`sentenceCase`, caps-sentence.ts), and rewritten from its own
 * capitals when that loses a value.
 */
export function plainSentence(
  sentence: string,
  context: RewriteContext,
  sentenceCase?: (sentence: string) => string,
): PlainSentence {
  const cased = sentenceCase?.(sentence) ?? sentence;
  if (cased !== sentence) {
    const shown = context.terms && new Set(context.terms.shown);
    const plain = rewrittenSentence(sentence, cased, context);
    if (plain) return plain;
    if (context.terms && shown) context.terms.shown = shown;
  }
  const shownBefore = context.terms && new Set(context.terms.shown);
  const plain = rewrittenSentence(sentence, sentence, context);
  if (plain) return plain;
  // Kept as written: a term noted in its rewrite is still to be noted where it is next replaced.
  if (context.terms && shownBefore) context.terms.shown = shownBefore;
  return { pieces: [sentence], kept: true };
}

/** The rewrite of `source` (the sentence, or it in sentence case), split, when it keeps every value of `sentence`. */
function rewrittenSentence(sentence: string, source: string, context: RewriteContext): PlainSentence | undefined {
  const rewritten = rewriteLegalese(figuresOnly(source), context);
  // The legal words noted in parentheses (first-use-terms.ts) are set aside while the sentence is split.
  const notes = context.terms?.pending ?? [];
  // A sentence the rules said in another ("It is therefore" before "ORDERED AND ADJUDGED") leaves no piece.
  const split = (
    context.terms
      ? putNotesBack(splitLongSentence(setNotesAside(rewritten, notes)), notes, context.terms)
      : splitLongSentence(rewritten)
  ).filter((piece, at, all) => piece.trim() !== "" && !repeatsEarlier(piece, all.slice(0, at)));
  if (keepsAllValues(sentence, split.join(" "))) return { pieces: conditionFirst(split).map(endListIntro), kept: false };
  if (keepsAllValues(sentence, rewritten)) return { pieces: [endListIntro(rewritten)], kept: false };
  return undefined;
}

/**
 * A block's sentences without a rule-made sentence said earlier in the block ("The Court finds that A. The Court finds
 * that B." → "The court finds the following. A. B."). A sentence kept as written, or written so in the paper, stays.
 */
function withoutRepeats(originals: readonly string[], sentences: PlainSentence[]): PlainSentence[] {
  const said: string[] = [];
  return sentences.map((plain, s) => {
    const pieces = plain.kept
      ? plain.pieces
      : plain.pieces.filter((piece) => sameWords(piece, originals[s] ?? "") || !repeatsEarlier(piece, said));
    said.push(...pieces);
    return pieces.length === plain.pieces.length ? plain : { ...plain, pieces };
  });
}

/** A block of one line that is an address, a phone, an e-mail or a web address ends as a unit (contact-lines.ts). */
function endContactLines(sentences: PlainSentence[]): PlainSentence[] {
  if (sentences.length !== 1 || sentences[0]!.pieces.length !== 1) return sentences;
  const [plain] = sentences as [PlainSentence];
  const ended = endContactLine(plain.pieces[0]!);
  return ended === plain.pieces[0] ? sentences : [{ ...plain, pieces: [ended] }];
}

/** A title's plain version said as a sentence ("This is a notice of default and right to cure."), when it keeps every value. */
function titled(original: string, plain: PlainSentence, capitalized: ReadonlySet<string>): PlainSentence {
  const sentence = titleSentence(plain.pieces.join(" "), capitalized);
  return sentence !== undefined && keepsAllValues(original, sentence) ? { ...plain, pieces: [sentence] } : plain;
}

export const simplifySentence = (sentence: string, context: RewriteContext): string[] => plainSentence(sentence, context).pieces;

function floridaKeyPoints(kind: DocumentKind, sentences: readonly string[], content: TranslatorContent): KeyPoint[] {
  const ids = [...clauseFindings(kind, sentences).map((finding) => finding.note), ...documentNotes(kind)];
  return ids.flatMap((id) => {
    const note = content.notes.get(id);
    return note ? [{ kind: "florida_rule" as const, text: note.text, citation: note.citations.join("; ") }] : [];
  });
}

function legalTermsOf(text: string, content: TranslatorContent): LegalTerm[] {
  const seen = new Map<string, LegalTerm>();
  for (const { term } of content.findTerms(text)) {
    if (seen.has(term.slug)) continue;
    // In another language's glossary, `term` stays the English word of the paper, `localTerm` is its name there.
    seen.set(term.slug, legalTermOf(term));
  }
  return [...seen.values()];
}

/**
 * The plain version of an English paper, with its key points, legal terms and Florida rules in `language` (the
 * explanation's language). The plain full text is English whatever the language: only the optional model writes it
 * in another language (model-rewrite.ts). Key points in another language are told from catalog sentences with the
 * paper's values (explain-key-points.ts); a Florida note and a glossary term come from content/<language>/.
 */
export function translateText(original: string, content?: TranslatorContent, language: ChoosableLanguage = "en"): EngineResult {
  content ??= translatorContent(language);
  const paper = normalizePaper(readMisreadLetters(readLabelColumns(readAmountRows(readColumnsInTurn(original)))));
  const documentKind = documentKindOf(paper);
  const context: RewriteContext = { self: selfName(documentKind, paper), terms: firstUseTerms(content.findTerms) };
  const blocks = tellSignatures(
    tellHeadLines(
      tellCaptionParties(
        tellEventTable(tellLabelSentences(tellLabelLines(joinContactLine(joinCommandHeadings(parseBlocks(paper)))))),
        context.terms!.shown,
      ),
    ),
  );
  const capitalized = capitalizedWords(paper);
  const sentenceCase = capsSentenceCase(paper);
  const headingCase = capsHeadingCase(paper);
  const plain = withEveryValue(
    paper,
    blocks,
    blocks.map((block) => endContactLines(sentencesOf(block))),
  );
  function sentencesOf(block: (typeof blocks)[number]): PlainSentence[] {
    const bilingual = block.told === undefined && block.sentences.length === 1 ? englishHalf(block) : undefined;
    if (bilingual) return [bilingual];
    return block.told !== undefined && keepsAllValues(block.sentences[0]!, block.told)
      ? [{ pieces: [block.told], kept: false }]
      : block.title
        ? [titled(block.sentences[0]!, plainSentence(block.sentences[0]!, context), capitalized)]
        : withoutRepeats(
            block.sentences,
            block.sentences.map((sentence) => plainSentence(sentence, context, block.heading ? headingCase : sentenceCase)),
          );
  }
  /**
   * A heading with its Spanish or Creole half after a slash (bilingual-title.ts): the English half said as the block
   * is, the other half quoted when it holds a value, else dropped. Undefined when the block is no such heading or the
   * result would lose a value.
   */
  function englishHalf(block: (typeof blocks)[number]): PlainSentence | undefined {
    const original = block.sentences[0]!;
    const heading = bilingualHeading(original);
    if (!heading) return undefined;
    const plain = block.title
      ? titled(heading.english, plainSentence(heading.english, context), capitalized)
      : plainSentence(heading.english, context, block.heading ? headingCase : sentenceCase);
    const pieces = heading.otherHasValue ? [...plain.pieces, `"${heading.other}"`] : plain.pieces;
    return keepsAllValues(original, pieces.join(" ")) ? { pieces, kept: false } : undefined;
  }
  const pairs: SentencePair[] = [];
  blocks.forEach((block, b) => {
    // A label line said as a sentence ("Total amount of the debt now: $1,276.20", a hearing's "Date: …") is read by
    // the key points as its sentence: its short line looks like a heading, yet it holds an amount or a date.
    const toldLine = block.told !== undefined ? plain.sentences[b]![0]! : undefined;
    if (block.heading && toldLine !== undefined && !toldLine.kept) {
      pairs.push({ original: block.told!, simplified: toldLine.pieces.join(" ") });
      return;
    }
    if (block.heading) return;
    block.sentences.forEach((sentence, s) =>
      pairs.push({ original: sentence, simplified: plain.sentences[b]![s]!.pieces.join(" ") }),
    );
  });
  const allSentences = blocks.flatMap((block) => block.sentences);

  const floridaRules = floridaKeyPoints(documentKind, allSentences, content);
  const picked = pickKeyPoints(pairs, documentKind);
  const keyPoints = orderKeyPoints(
    language === "en" ? picked.map(({ kind, text }) => ({ kind, text })) : explainKeyPoints(picked, language),
    floridaRules,
  );
  const originalGrade = fleschKincaidGrade(paper);
  const graded = withoutTermNotes(plain.text, context.terms);
  return {
    simplifiedContent: plain.text,
    keyPoints,
    legalTerms: legalTermsOf(paper, content),
    complexity: complexityOf(originalGrade),
    readingGrade: { original: originalGrade, simplified: fleschKincaidGrade(graded) },
    readingGradeFullSentences: {
      original: fleschKincaidGradeFullSentences(paper),
      simplified: fleschKincaidGradeFullSentences(graded),
    },
    documentKind,
    keptSentences: blocks.flatMap((block, b) => block.sentences.filter((_, s) => plain.sentences[b]![s]!.kept)),
  };
}
