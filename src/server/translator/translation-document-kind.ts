/**
 * What a translation saved as a document stores (translation-document.ts lays it out as a PDF). Apart from the
 * layout so the API can name the kind and check its data without loading the PDF engine.
 */
import { z } from "zod";
import {
  COMPLEXITIES,
  EXPLANATION_LANGUAGES,
  KEY_POINT_KINDS,
  MAX_FILE_NAME_LENGTH,
  MAX_TEXT_CHARACTERS,
} from "@shared/translations";

export const PLAIN_ENGLISH_KIND = "plain_english_translation";
/** The library type My Documents shows ("Translation"). */
export const PLAIN_ENGLISH_TYPE = "translation";

const text = (max: number) => z.string().max(max);

export const translationDocumentData = z.object({
  translationId: z.string().max(100),
  originalFileName: text(MAX_FILE_NAME_LENGTH).nullable(),
  translatedAt: z.string().max(40),
  simplifiedContent: text(MAX_TEXT_CHARACTERS * 2),
  keyPoints: z
    .array(
      z.object({
        kind: z.enum(KEY_POINT_KINDS),
        text: text(20_000),
        citation: text(500).optional(),
        quote: text(20_000).optional(),
      }),
    )
    .max(200),
  legalTerms: z
    .array(
      z.object({
        term: text(200),
        localTerm: text(200).optional(),
        meaning: text(5_000),
        slug: text(200),
        citation: text(500).optional(),
      }),
    )
    .max(2_000),
  complexity: z.enum(COMPLEXITIES),
  readingGrade: z.object({ original: z.number(), simplified: z.number() }),
  /** The explanation's language and the full text's (older documents have neither: English). */
  language: z.enum(EXPLANATION_LANGUAGES).optional(),
  simplifiedLanguage: z.enum(EXPLANATION_LANGUAGES).optional(),
});

export type TranslationDocumentData = z.infer<typeof translationDocumentData>;
