/**
 * The plain-English translator's engine, local and deterministic: the text is cut into blocks and sentences;
 * each sentence gets its legalese rewritten (legalese.ts) and, when long, is split (split-long.ts); a sentence whose
 * rewrite lost or changed an amount, date, deadline, percentage, section or party name (values.ts) keeps its
 * original words instead, and the whole result is checked again before it is returned. Key points, legal terms
 * (the glossary) and the Florida rules that apply come with it, and the original's reading grade gives its
 * complexity.
 */
import { legalTermOf, translatorContent, type TranslatorContent } from "./content";
import { clauseFindings, documentKindOf, documentNotes, selfName, type DocumentKind } from "./florida-rules";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { explainKeyPoints, ExplanationLostValuesError } from "./explain-key-points";
import { orderKeyPoints, pickKeyPoints, type KeyPoint, type SentencePair } from "./key-points";
import { rewriteLegalese, type RewriteContext } from "./legalese";
import type { Complexity, LegalTermJson } from "@shared/translations";
import { complexityOf, fleschKincaidGrade } from "./readability";
import { parseBlocks } from "./sentences";
import { splitLongSentence } from "./split-long";
import { keepsAllValues, lostValues, type FoundValue } from "./values";

export type LegalTerm = LegalTermJson;

export interface EngineResult {
  simplifiedContent: string;
  keyPoints: KeyPoint[];
  legalTerms: LegalTerm[];
  complexity: Complexity;
  readingGrade: { original: number; simplified: number };
  documentKind: DocumentKind;
}

/** The engine's result lost a value: never returned to anyone (the route answers with an error instead). */
export class LostValuesError extends Error {
  constructor(readonly lost: FoundValue[]) {
    super(`the plain version lost ${lost.length} value(s)`);
  }
}

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

/** One sentence's plain version: the fullest rewrite that keeps every value, else the original. */
export function simplifySentence(sentence: string, context: RewriteContext): string[] {
  const rewritten = rewriteLegalese(figuresOnly(sentence), context);
  const split = splitLongSentence(rewritten);
  if (keepsAllValues(sentence, split.join(" "))) return split;
  if (keepsAllValues(sentence, rewritten)) return [rewritten];
  return [sentence];
}

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
  const documentKind = documentKindOf(original);
  const context: RewriteContext = { self: selfName(documentKind) };
  const pairs: SentencePair[] = [];
  const allSentences: string[] = [];
  const paragraphs: string[] = [];
  for (const block of parseBlocks(original)) {
    const plain: string[] = [];
    for (const sentence of block.sentences) {
      allSentences.push(sentence);
      const pieces = simplifySentence(sentence, context);
      plain.push(...pieces);
      if (!block.heading) pairs.push({ original: sentence, simplified: pieces.join(" ") });
    }
    // A sentence split in pieces reads better with each piece on its own line when the block was one long sentence.
    paragraphs.push(block.sentences.length === 1 && plain.length > 2 ? plain.join("\n") : plain.join(" "));
  }
  const simplifiedContent = paragraphs.join("\n\n");
  const lost = lostValues(original, simplifiedContent);
  if (lost.length > 0) throw new LostValuesError(lost);

  const floridaRules = floridaKeyPoints(documentKind, allSentences, content);
  const picked = pickKeyPoints(pairs, documentKind);
  let keyPoints: KeyPoint[];
  try {
    keyPoints = orderKeyPoints(
      language === "en" ? picked.map(({ kind, text }) => ({ kind, text })) : explainKeyPoints(picked, language),
      floridaRules,
    );
  } catch (error) {
    if (error instanceof ExplanationLostValuesError) throw new LostValuesError(error.lost);
    throw error;
  }
  const originalGrade = fleschKincaidGrade(original);
  return {
    simplifiedContent,
    keyPoints,
    legalTerms: legalTermsOf(original, content),
    complexity: complexityOf(originalGrade),
    readingGrade: { original: originalGrade, simplified: fleschKincaidGrade(simplifiedContent) },
    documentKind,
  };
}
