/**
 * What a model's answer may not say: a statute section, court rule, chapter, federal section or case that the
 * retrieved passages do not hold, or an amount, percentage, date or period of time they do not state. Each is
 * reduced to a key, so "§ 83.49(3)", "section 83.49" and "s. 83.49, Fla. Stat." are the same section, and
 * "fifteen (15) days" and "15 days" the same period (the translator's value finder, values.ts). In Spanish, the
 * figures are first rewritten the English way (spanish-figures.ts), so "15 días hábiles", "$8.000" and
 * "1 de julio de 2025" are checked like "15 business days", "$8,000" and "July 1, 2025".
 */
import { SERVER_LANGUAGES } from "../languages";
import { findValues, type ValueKind } from "../translator/values";
import type { AssistantLanguage, AssistantPassage } from "./local-engine";

interface ClaimPattern {
  regex: RegExp;
  key: (match: RegExpMatchArray) => string;
}

const CLAIM_PATTERNS: ClaimPattern[] = [
  // Florida statute sections and court rules: 83.49, 57.082, Fla. R. Civ. P. 1.140, Fla. Sm. Cl. R. 7.090.
  // Not an amount ("$1,250.00"), not a percentage ("12.25%").
  { regex: /(?<![\d,.$])(\d{1,3}\.\d{2,4})(?![\d%])(?!\s*(?:%|percent))/g, key: (m) => `section:${m[1]}` },
  { regex: /\bchapters?\s+(\d{1,3})\b/gi, key: (m) => `chapter:${m[1]}` },
  { regex: /(\d{1,2})\s+U\.\s?S\.\s?C\.(?:\s?A\.)?\s*§*\s*(\d+[a-z]?)/g, key: (m) => `usc:${m[1]}:${m[2]}` },
  // A case: "Smith v. Jones", or a reporter ("123 So. 3d 456").
  { regex: /\b([A-Z][\w'&.-]*)\s+v\.\s+([A-Z][\w'&.-]*)/g, key: (m) => `case:${m[1]!.toLowerCase()}:${m[2]!.toLowerCase()}` },
  { regex: /\b(\d{1,4})\s+(So\.\s?[23]d|F\.\s?[234]d|U\.S\.)\s+(\d{1,4})\b/g, key: (m) => `reporter:${m[1]}:${m[3]}` },
];

/** The kinds of value a passage must state before an answer may: names and ordinals are left to the wording. */
const FACT_KINDS = new Set<ValueKind>(["money", "percent", "date", "period"]);

/** The text as the checks read it: its figures written the English way (src/server/languages/<language>.ts). */
const readable = (text: string, language: AssistantLanguage) => SERVER_LANGUAGES[language].englishFigures(text);

function citationKeys(text: string): string[] {
  return CLAIM_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern.regex)].map(pattern.key));
}

function factKeys(text: string): string[] {
  return findValues(text)
    .filter((value) => FACT_KINDS.has(value.kind))
    .map((value) => `${value.kind}:${value.key}`);
}

/**
 * The keys an answer may use: every citation and fact the passages (text and citations) state, and the facts of
 * the question (her own amount or date may be repeated back; a section she names may not, unless a passage has it).
 */
export function supportedClaims(passages: AssistantPassage[], question: string, language: AssistantLanguage = "en"): Set<string> {
  const passageText = readable(
    passages
      .flatMap((passage) => [passage.title, passage.text, ...passage.citations.map((citation) => citation.citation)])
      .join("\n"),
    language,
  );
  const asked = readable(question, language);
  const keys = new Set([...citationKeys(passageText), ...factKeys(passageText), ...factKeys(asked)]);
  // A section's chapter is supported with it ("chapter 83" with § 83.49).
  for (const key of [...keys]) {
    const chapter = /^section:(\d+)\./.exec(key)?.[1];
    if (chapter) keys.add(`chapter:${chapter}`);
  }
  return keys;
}

/** What the text claims that the supported keys do not hold (empty: nothing unsupported). */
export function unsupportedClaims(text: string, supported: Set<string>, language: AssistantLanguage = "en"): string[] {
  const read = readable(text, language);
  return [...citationKeys(read), ...factKeys(read)].filter((key) => !supported.has(key));
}
