/**
 * The plain-English translator's API shapes and limits, shared by the server and
 * the Translator screen. The calls are in src/shared/api/translations.ts.
 */
import { z } from "zod";
import { timestamp } from "./api/common";
import { CHOOSABLE_LANGUAGE_CODES, type ChoosableLanguage } from "./i18n/languages";

/** Largest file the translator takes: checked in the browser before upload and by the server (413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest text it translates at once (pasted, or read from a file): about 60 pages. */
export const MAX_TEXT_CHARACTERS = 200_000;
/** Longest file name kept with a translation. */
export const MAX_FILE_NAME_LENGTH = 255;
/**
 * What the file picker offers (spec: txt, pdf, doc, docx; and photos, JPEG or PNG, which a phone may take with its
 * camera); the server decides by the file's bytes.
 */
export const TRANSLATOR_FILE_ACCEPT = ".txt,.pdf,.doc,.docx,text/plain,application/pdf,image/jpeg,image/png,.jpg,.jpeg,.png";
/**
 * Papers one address may read an hour on the public reader (/papers, POST /api/papers/read) without an account.
 * Many people can share an address (a library, a shelter, a carrier's NAT), so it is generous.
 */
export const PUBLIC_READINGS_PER_HOUR = 30;
/** Photographed pages of one paper sent at once (the server's MAX_PHOTO_PAGES). */
export const MAX_PHOTO_PAGES = 10;

export const COMPLEXITIES = ["simple", "moderate", "complex"] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/**
 * The languages a translation can explain an (English) document in. The key points, legal terms and rights are
 * written in it by the local engine; the full simplified text is in it only when the optional model rewrote it
 * (otherwise it stays in plain English: `simplifiedLanguage`). Every language of the registry (i18n/languages.ts).
 */
export const EXPLANATION_LANGUAGES = CHOOSABLE_LANGUAGE_CODES;
export type ExplanationLanguage = ChoosableLanguage;

export function isExplanationLanguage(value: unknown): value is ExplanationLanguage {
  return typeof value === "string" && (EXPLANATION_LANGUAGES as readonly string[]).includes(value);
}

export const KEY_POINT_KINDS = ["florida_rule", "deadline", "money", "obligation", "consequence", "right"] as const;
export type KeyPointKind = (typeof KEY_POINT_KINDS)[number];

export const keyPointJsonSchema = z.object({
  kind: z.enum(KEY_POINT_KINDS),
  text: z.string(),
  /** For a Florida rule: the statute or rule it comes from. */
  citation: z.string().optional(),
  /**
   * In an explanation in another language than English: the plain-English sentence of the paper the key point was
   * made from, so the reader can find it in her paper (none for Florida rules).
   */
  quote: z.string().optional(),
});
export type KeyPointJson = z.infer<typeof keyPointJsonSchema>;

export const legalTermJsonSchema = z.object({
  /** The English term, as the document and the court use it. */
  term: z.string(),
  /** Read in another language than English: the term's name in it ("Citación"); the meaning is then in it too. */
  localTerm: z.string().optional(),
  meaning: z.string(),
  /** The glossary entry (/glossary#slug). */
  slug: z.string(),
  citation: z.string().optional(),
});
export type LegalTermJson = z.infer<typeof legalTermJsonSchema>;

/**
 * Where the original came from: pasted (or a text file read in the browser), or a file read on the server; "image":
 * photos of the paper, read by character recognition (a scanned PDF read that way stays "pdf", with `ocr`).
 */
export const TRANSLATION_SOURCES = ["pasted", "text", "pdf", "docx", "image"] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

const explanationLanguageSchema = z.enum(EXPLANATION_LANGUAGES);

export const translationJsonSchema = z.object({
  id: z.string(),
  /** The uploaded file's name; null for pasted text. */
  originalFileName: z.string().nullable(),
  originalContent: z.string(),
  simplifiedContent: z.string(),
  /** The key points as plain sentences, Florida rules first (the spec's list of text). */
  keyPoints: z.array(z.string()),
  /** The same key points with their kind and citation. */
  keyPointDetails: z.array(keyPointJsonSchema),
  /** Term → plain meaning (the spec's map). */
  legalTerms: z.record(z.string(), z.string()),
  /** The same terms in the order they appear, with their glossary entry. */
  legalTermDetails: z.array(legalTermJsonSchema),
  /** How hard the original is to read: simple (up to grade 8), moderate (up to 12), complex. */
  complexity: z.enum(COMPLEXITIES),
  /** Flesch-Kincaid grade levels of the original and of the plain version. */
  readingGrade: z.object({ original: z.number(), simplified: z.number() }),
  source: z.enum(TRANSLATION_SOURCES),
  /** "local": this server's own rules; "model": the optional language model rewrote it (same checks). */
  rewrittenBy: z.enum(["local", "model"]),
  /** The language of the key points and legal terms (POST /api/translate's `language`, else the interface's). */
  language: explanationLanguageSchema,
  /** The language of simplifiedContent: `language` when the model wrote it, else English. */
  simplifiedLanguage: explanationLanguageSchema,
  createdAt: timestamp,
});
export type TranslationJson = z.infer<typeof translationJsonSchema>;

/**
 * In POST /api/translate's answer when the text was read from pictures (photos, or a scanned PDF's pages): the text
 * may hold misread words, so she is shown it to check and correct before relying on the explanation.
 */
export const ocrReadingSchema = z.object({
  /** How sure recognition is of the words it read, 0 to 100 (Tesseract's mean word confidence). */
  confidence: z.number().min(0).max(100),
  /** The pictures read. */
  pages: z.number().int().min(1),
});
export type OcrReadingJson = z.infer<typeof ocrReadingSchema>;
