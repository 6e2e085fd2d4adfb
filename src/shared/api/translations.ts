/** The plain-English translator's API: a paper explained in plain words, her past translations, and one kept as a PDF. */
import { z } from "zod";
import { documentJsonSchema } from "../documents/document-schemas";
import { paperActionSchema, paperJsonSchema, paperNextStepSchema } from "../papers";
import { ocrReadingSchema, translationJsonSchema } from "../translations";
import { idParams, pageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

/** A translation's change shows in her list of translations (the latest is its first). */
const TRANSLATION_VIEWS = ["/api/translations"] as const;

/**
 * The answer of POST /api/translate: the translation, and what was read of the paper (src/server/papers/), worked
 * out for this answer only (a stored translation has none): its kind and fields, her actions with their due dates
 * (counted from `receivedOn` when a deadline runs from the day she was given it; null without it), and the wizard
 * that answers it (null when none does); `ocr` when the text was read from photos or a scanned PDF's pages.
 */
export const translateAnswerSchema = translationJsonSchema.extend({
  ocr: ocrReadingSchema.optional(),
  paper: paperJsonSchema.optional(),
  actions: z.array(paperActionSchema).optional(),
  nextStep: paperNextStepSchema.nullable().optional(),
});

/**
 * No body in the contract: the route takes either JSON `{ content, fileName?, language?, receivedOn? }` (pasted
 * text, or a text file the browser read) or multipart/form-data with one `file` (and `language` and `receivedOn`
 * fields), and reads either itself (routes/translations.ts); `receivedOn` is checked by paperOptionsSchema
 * (src/shared/papers.ts). An upload past the instance's cap on uploads in progress is a 503 with Retry-After.
 */
export const translate = defineEndpoint({
  method: "POST",
  path: "/api/translate",
  summary:
    "Explains a paper in plain words: pasted text as JSON, or a PDF, Word or text file or photos (JPEG, PNG) as multipart (field `file`, repeated for each photographed page).",
  signedIn: true,
  status: 201,
  answer: translateAnswerSchema,
  refreshes: TRANSLATION_VIEWS,
});

/**
 * The answer of POST /api/papers/read: the same explanation and reading of the paper as POST /api/translate, for
 * anyone, without an account; nothing is stored, so it has no id and no date.
 */
export const publicReadingSchema = translateAnswerSchema.omit({ id: true, createdAt: true });

/**
 * The public paper reader (/papers): takes the same bodies as POST /api/translate (JSON text or multipart files), reads
 * and explains the paper, and stores nothing. Called before any session (no request-forgery token); like every
 * change it is refused from another site; limited per address (429 with Retry-After).
 */
export const readPaper = defineEndpoint({
  method: "POST",
  path: "/api/papers/read",
  summary:
    "Explains a paper for anyone, without an account, and stores nothing: the same bodies and answer as POST /api/translate, without id and createdAt (429 with Retry-After past the limit per address).",
  signedIn: false,
  beforeSession: true,
  answer: publicReadingSchema,
});

export const listTranslations = defineEndpoint({
  method: "GET",
  path: "/api/translations",
  summary: "Her translations, the newest first.",
  signedIn: true,
  query: pageQuery,
  answer: z.array(translationJsonSchema),
});

export const getTranslation = defineEndpoint({
  method: "GET",
  path: "/api/translations/:id",
  summary: "One of her translations.",
  signedIn: true,
  params: idParams,
  answer: translationJsonSchema,
  notFound: "translator.notFound",
});

export const deleteTranslation = defineEndpoint({
  method: "DELETE",
  path: "/api/translations/:id",
  summary: "Deletes a translation (a document saved from it stays).",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "translator.notFound",
  refreshes: TRANSLATION_VIEWS,
});

/** The answer has the shape of a document of /api/documents (kind "plain_english_translation"). */
export const saveTranslationAsDocument = defineEndpoint({
  method: "POST",
  path: "/api/translations/:id/document",
  summary: "Keeps the plain-English version as a PDF in her documents (409 past the documents limit).",
  signedIn: true,
  params: idParams,
  status: 201,
  answer: documentJsonSchema,
  notFound: "translator.notFound",
  refreshes: ["/api/documents", "/api/stats"],
});
