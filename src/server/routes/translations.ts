/**
 * The plain-English translator's API (the Translator screen's calls; contracts in src/shared/api/translations.ts).
 *
 * POST /api/translate takes JSON `{ content, fileName?, language?, receivedOn? }` (pasted text, or a text file the
 * browser read: source "text" when fileName is given, else "pasted") or multipart/form-data with one file in the field
 * `file` (PDF, Word .docx, text, or a photo: JPEG or PNG, decided by its bytes, not its name or type, and read in the
 * translator's worker thread, where its bytes are moved as received) and optionally the fields `language` and
 * `receivedOn`. Several `file` parts (up to MAX_PHOTO_PAGES) are the photographed pages of one paper: each must be
 * a photo. A photo's words (and a scanned PDF's) are read by character recognition (translator/ocr/), and the answer
 * then says so in `ocr` (confidence, pages), for her to check the text read before she relies on it. The answer
 * adds what was read of the paper (src/server/papers/read-paper.ts): its kind, fields, her actions (dated from
 * `receivedOn`, the day she was given it) and the wizard that answers it; nothing of it is stored (a bad `receivedOn`
 * is a 400). `language` is the explanation's: the paper is read as English whatever it is; the key points, rights, legal terms and Florida rules are written in it,
 * every amount and date kept as the paper writes them; the plain full text is in it only when the optional model
 * wrote it (simplifiedLanguage). Default: the request's interface language. Every error is JSON `{ message }`, ready to show as "Title: text" (translator-messages.ts): a body
 * with more than the one file and `language` is a 400, a file over 10 MB a 413 (before reading when its size is
 * declared, else while reading; the answer always arrives), a file of another kind a 415, an unreadable, scanned,
 * protected or too complex one a 422, a busy translator or more uploads in progress than the instance takes
 * (uploads/upload-slots.ts) a 503 with Retry-After. Every hostile or broken file ends with one of these
 * within about 5 seconds.
 */
import multipart from "@fastify/multipart";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  deleteTranslation,
  getTranslation,
  listTranslations,
  saveTranslationAsDocument,
  translate,
} from "@shared/api/translations";
import { withoutHiddenCharacters } from "@shared/file-name";
import {
  isExplanationLanguage,
  MAX_FILE_NAME_LENGTH,
  type ExplanationLanguage,
  MAX_UPLOAD_BYTES,
  type Complexity,
  type KeyPointJson,
  type LegalTermJson,
  type TranslationJson,
  type TranslationSource,
  MAX_PHOTO_PAGES,
  type OcrReadingJson,
} from "@shared/translations";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve, type EndpointHandler } from "../api/serve";
import type { Database } from "../db/connect";
import { documents, translations } from "../db/schema";
import { describeError, HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import type { ModelConfig } from "../ai/chat-model";
import { rewriteWithModel } from "../translator/model-rewrite";
import { fleschKincaidGrade } from "../translator/readability";
import { PLAIN_ENGLISH_KIND, PLAIN_ENGLISH_TYPE, type TranslationDocumentData } from "../translator/translation-document-kind";
import { problemAnswer, TRANSLATOR_MESSAGES } from "../translator/translator-messages";
import {
  createTranslatorPool,
  TranslatorBusyError,
  TranslatorTimeoutError,
  type TranslatorTask,
} from "../translator/translator-pool";
import { createOcrPool } from "../translator/ocr/ocr-pool";
import type { TranslateOutcome } from "../translator/translator-worker";
import { sniffType } from "../translator/extract/file-type";
import { MAX_DOCUMENTS_PER_USER } from "./documents";
import { paged } from "./pagination";
import { currentLanguage } from "../request-language";
import { readUpload, UploadError, type UploadProblem } from "../uploads/read-upload";
import { paperAnswer } from "../papers/read-paper";
import { readReceivedOn } from "../papers/received-on";
import type { UploadSlots } from "../uploads/upload-slots";
import { publicReaderRoute } from "./translations-public";

/** Translations one person may keep. */
export const MAX_TRANSLATIONS_PER_USER = 200;
/** Translations of one person running at the same time (on this instance). */
export const MAX_TRANSLATING_PER_USER = 2;
/** A JSON body: the longest text in UTF-8, escaped, with room to spare. */
const JSON_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

export interface TranslationRouteOptions {
  db: Database;
  /** The optional OpenAI-compatible model (model-rewrite.ts); none: everything stays on this server. */
  model?: ModelConfig | undefined;
  /** The instance's cap on uploads in progress (app.ts), shared by every route that takes a file. */
  uploads: UploadSlots;
}

type TranslationRow = typeof translations.$inferSelect;

/** A translation's columns, stored or not (the public reader stores none). */
type TranslationValues = Omit<TranslationRow, "id" | "userId" | "createdAt">;

export function toTranslationJson(row: TranslationRow): TranslationJson {
  return { id: row.id, ...translationBody(row), createdAt: row.createdAt.toISOString() };
}

/** What a translation answers besides its id and date. */
function translationBody(row: TranslationValues): Omit<TranslationJson, "id" | "createdAt"> {
  const keyPointDetails = row.keyPoints as KeyPointJson[];
  const legalTermDetails = row.legalTerms as LegalTermJson[];
  const language: ExplanationLanguage = isExplanationLanguage(row.language) ? row.language : "en";
  return {
    // A name stored before names were cleaned of bidirectional characters is shown clean too.
    originalFileName: cleanFileName(row.originalFileName),
    originalContent: row.originalContent,
    simplifiedContent: row.simplifiedContent,
    keyPoints: keyPointDetails.map((point) => point.text),
    keyPointDetails,
    legalTerms: Object.fromEntries(legalTermDetails.map((term) => [term.term, term.meaning])),
    legalTermDetails,
    complexity: row.complexity as Complexity,
    readingGrade: row.readingGrade,
    source: row.source as TranslationSource,
    rewrittenBy: row.rewrittenBy === "model" ? "model" : "local",
    language,
    simplifiedLanguage: row.rewrittenBy === "model" ? language : "en",
  };
}

/**
 * A file name as stored and shown (and in the title "Plain English: <name>"): no folders, no control or
 * bidirectional characters (file-name.ts), at most 255 characters; none if nothing is left.
 */
export function cleanFileName(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const name = withoutHiddenCharacters(raw.split(/[\\/]/).pop() ?? "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")
    .trim()
    .slice(0, MAX_FILE_NAME_LENGTH);
  return name || null;
}

const tooLarge = () => new HttpError(413, TRANSLATOR_MESSAGES.fileTooLarge);

/**
 * What is wrong with an upload, the translator's way. @fastify/multipart would answer too many files, fields or parts
 * as a 413, which the browser would show as "File Too Large": the body is not too large, it holds more than the one
 * file and the field `language` this route reads.
 */
const UPLOAD_ERRORS: Record<UploadProblem, () => HttpError> = {
  too_large: tooLarge,
  too_many_files: () => new HttpError(400, TRANSLATOR_MESSAGES.tooManyFiles),
  too_many_fields: () => new HttpError(400, TRANSLATOR_MESSAGES.tooManyFields),
  no_file: () => new HttpError(400, TRANSLATOR_MESSAGES.noFile),
};

/** What the route translated: with `ocr` when the text was read from pictures. */
type Translated = Extract<TranslateOutcome, { originalContent: string }> & { ocr?: OcrReadingJson };

interface Input {
  /** "photos": JPEG or PNG files, the pages of one paper (one or several), read by character recognition first. */
  task: TranslatorTask | { kind: "photos"; pages: Uint8Array[]; language: ExplanationLanguage };
  fileName: string | null;
  /** Pasted text or a text file read in the browser; a file's own type is known after reading it. */
  source: TranslationSource | undefined;
  /** The explanation's language: the request's `language`, else the interface language. */
  language: ExplanationLanguage;
  /** The day she was given the paper: its deadlines are counted from it. */
  receivedOn: string | null;
}

/** `language` as sent (a JSON property or a form field), else the interface language of the request. */
function explanationLanguage(value: unknown): ExplanationLanguage {
  if (value === undefined || value === null || value === "") return currentLanguage();
  if (isExplanationLanguage(value)) return value;
  const message = TRANSLATOR_MESSAGES.languageNotValid;
  throw new HttpError(400, message, { language: [message] });
}

/** A file's bytes stay as received, posted for the translator's thread, which reads them; photos are joined for recognition's. */
async function readMultipart(request: FastifyRequest, reply: FastifyReply, slots: UploadSlots): Promise<Input> {
  let upload;
  try {
    upload = await readUpload(request, reply, {
      slots,
      fileBytes: MAX_UPLOAD_BYTES,
      files: MAX_PHOTO_PAGES,
      fields: 5,
      fieldBytes: 1024,
    });
  } catch (error) {
    if (error instanceof UploadError) throw UPLOAD_ERRORS[error.problem]();
    throw error;
  }
  if (upload.files.some((file) => file.bytes.byteLength === 0)) throw new HttpError(400, TRANSLATOR_MESSAGES.noContent);
  // Photos (decided by their bytes) are the pages of one paper, one or several; anything else is one file at a time.
  const photos = upload.files.every((file) => ["jpeg", "png"].includes(sniffType(file.bytes.head)));
  if (!photos && upload.files.length > 1) throw UPLOAD_ERRORS.too_many_files();
  const language = explanationLanguage(upload.fields.get("language"));
  return {
    task: photos
      ? { kind: "photos", pages: upload.files.map((file) => file.bytes.join()), language }
      : { kind: "file", bytes: upload.bytes, language },
    fileName: cleanFileName(upload.fileName),
    source: undefined,
    language,
    receivedOn: readReceivedOn(upload.fields.get("receivedOn")),
  };
}

function readJson(body: unknown): Input {
  const {
    content,
    fileName,
    language: askedLanguage,
    receivedOn,
  } = (typeof body === "object" && body !== null ? body : {}) as {
    content?: unknown;
    fileName?: unknown;
    language?: unknown;
    receivedOn?: unknown;
  };
  if (content === undefined || content === null)
    throw new HttpError(400, TRANSLATOR_MESSAGES.noContent, { content: [TRANSLATOR_MESSAGES.noContent] });
  if (typeof content !== "string")
    throw new HttpError(400, TRANSLATOR_MESSAGES.contentNotText, { content: [TRANSLATOR_MESSAGES.contentNotText] });
  if (!content.trim()) throw new HttpError(400, TRANSLATOR_MESSAGES.noContent, { content: [TRANSLATOR_MESSAGES.noContent] });
  if (
    fileName !== undefined &&
    fileName !== null &&
    (typeof fileName !== "string" || fileName.length > 4 * MAX_FILE_NAME_LENGTH)
  ) {
    const message = TRANSLATOR_MESSAGES.fileNameNotText(MAX_FILE_NAME_LENGTH);
    throw new HttpError(400, message, { fileName: [message] });
  }
  const name = cleanFileName(fileName as string | null | undefined);
  const language = explanationLanguage(askedLanguage);
  return {
    task: { kind: "text", text: content, language },
    fileName: name,
    source: name ? "text" : "pasted",
    language,
    receivedOn: readReceivedOn(receivedOn),
  };
}

/** Fastify's 413 for a JSON body over the limit on this route says what the translator means. */
function translateErrorHandler(
  this: FastifyInstance,
  error: Error & { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode === 413 && !(error instanceof HttpError))
    return reply.code(413).send({ message: TRANSLATOR_MESSAGES.fileTooLarge });
  throw error;
}

export async function translationRoutes(app: FastifyInstance, options: TranslationRouteOptions): Promise<void> {
  const { db, model, uploads } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const translator = createTranslatorPool();
  const ocr = createOcrPool();
  app.addHook("onClose", () => Promise.all([translator.close(), ocr.close()]));
  const running = new Map<string, number>();

  const owned = (userId: string, id: string) => and(eq(translations.id, id), eq(translations.userId, userId));

  async function findOwned(userId: string, id: string): Promise<TranslationRow | undefined> {
    const [row] = await db.select().from(translations).where(owned(userId, id));
    return row;
  }

  /** A pool's failure, the translator's way: too slow a 422, busy a 503, a dead thread an unreadable file. */
  function poolFailure(
    request: FastifyRequest,
    error: unknown,
    unreadable: "unreadable_photo" | "unreadable_pdf" | "lost_values",
  ) {
    if (error instanceof TranslatorTimeoutError)
      return new HttpError(422, error.recognizing ? TRANSLATOR_MESSAGES.tooSlowPhoto : TRANSLATOR_MESSAGES.tooSlow);
    if (error instanceof TranslatorBusyError)
      return new HttpError(503, TRANSLATOR_MESSAGES.busy, undefined, { "retry-after": "5" });
    // The thread died (out of memory on a hostile file): the file could not be read.
    request.log.warn({ error: describeError(error) }, "translator worker failed");
    return new HttpError(422, problemAnswer(unreadable).message);
  }

  /** Photos, or a scan's page pictures, to text, in character recognition's own thread. */
  async function readPictures(request: FastifyRequest, kind: "photos" | "pictures", pages: Uint8Array[]) {
    let read;
    try {
      read = await ocr.read(kind, pages);
    } catch (error) {
      throw poolFailure(request, error, "unreadable_photo");
    }
    if (!read.ok) {
      const { status, message } = problemAnswer(read.problem);
      throw new HttpError(status, message);
    }
    return read;
  }

  async function translateTask(request: FastifyRequest, task: TranslatorTask) {
    let outcome: Exclude<TranslateOutcome, { warm: true }>;
    try {
      outcome = await translator.run(task);
    } catch (error) {
      throw poolFailure(request, error, task.kind === "file" ? "unreadable_pdf" : "lost_values");
    }
    if (!outcome.ok) {
      if ("pictures" in outcome) return outcome;
      const { status, message } = problemAnswer(outcome.problem);
      throw new HttpError(status, message);
    }
    return outcome;
  }

  /**
   * The paper's text, translated: photos are read first, then translated as text; a file is read and translated in
   * the translator's thread, unless it is a scan, whose page pictures are read, then translated as text.
   */
  async function runTranslator(request: FastifyRequest, input: Input): Promise<Translated> {
    const { task } = input;
    if (task.kind === "photos") {
      const read = await readPictures(request, "photos", task.pages);
      const outcome = await translateTask(request, { kind: "text", text: read.text, language: task.language });
      return { ...(outcome as Translated), source: "image", ocr: read.ocr };
    }
    const outcome = await translateTask(request, task);
    if (!("pictures" in outcome)) return outcome as Translated;
    const read = await readPictures(request, "pictures", outcome.pictures);
    const translated = await translateTask(request, { kind: "text", text: read.text, language: input.language });
    return { ...(translated as Translated), source: "pdf", ocr: read.ocr };
  }

  /**
   * Reads the request's paper and explains it: what the signed-in translator stores and the public reader does not.
   * `who` keys the limit on translations running at once (a person, or an address).
   */
  async function explain(request: FastifyRequest, input: Input, who: string) {
    const busy = running.get(who) ?? 0;
    if (busy >= MAX_TRANSLATING_PER_USER) {
      throw new HttpError(429, TRANSLATOR_MESSAGES.tooManyAtOnce(MAX_TRANSLATING_PER_USER), undefined, { "retry-after": "2" });
    }
    running.set(who, busy + 1);
    let outcome;
    try {
      outcome = await runTranslator(request, input);
    } finally {
      const left = (running.get(who) ?? 1) - 1;
      if (left > 0) running.set(who, left);
      else running.delete(who);
    }
    const { result } = outcome;
    let simplifiedContent = result.simplifiedContent;
    let rewrittenBy: "local" | "model" = "local";
    if (model) {
      const rewritten = await rewriteWithModel(model, outcome.originalContent, simplifiedContent, input.language);
      if (rewritten.used) {
        simplifiedContent = rewritten.text;
        rewrittenBy = "model";
      } else if (rewritten.reason !== "too_long") {
        request.log.info({ reason: rewritten.reason }, "model rewrite not used");
      }
    }
    const values: TranslationValues = {
      originalFileName: input.fileName,
      source: outcome.ocr ? outcome.source : (input.source ?? outcome.source),
      originalContent: outcome.originalContent,
      simplifiedContent,
      keyPoints: result.keyPoints,
      legalTerms: result.legalTerms,
      complexity: result.complexity,
      // Flesch-Kincaid reads English only: a Spanish text written by the model keeps the plain English grade.
      readingGrade:
        rewrittenBy === "model" && input.language === "en"
          ? { ...result.readingGrade, simplified: fleschKincaidGrade(simplifiedContent) }
          : result.readingGrade,
      rewrittenBy,
      language: input.language,
    };
    const ocr: { ocr?: OcrReadingJson } = outcome.ocr ? { ocr: outcome.ocr } : {};
    return { values, extra: { ...ocr, ...paperAnswer(outcome.originalContent, input.receivedOn, request.log) } };
  }

  const handleTranslate: EndpointHandler<typeof translate> = async (_input, request, reply) => {
    const user = currentUser(request);
    const input = request.isMultipart() ? await readMultipart(request, reply, uploads) : readJson(request.body);
    const [held] = await db.select({ count: count() }).from(translations).where(eq(translations.userId, user.id));
    if ((held?.count ?? 0) >= MAX_TRANSLATIONS_PER_USER) {
      throw new HttpError(409, TRANSLATOR_MESSAGES.tooManyTranslations(MAX_TRANSLATIONS_PER_USER));
    }
    const { values, extra } = await explain(request, input, `user:${user.id}`);
    const [created] = await db
      .insert(translations)
      .values({ userId: user.id, ...values })
      .returning();
    return { ...toTranslationJson(created!), ...extra };
  };
  // Its own scope: only this route's errors about its body are said the translator's way.
  await app.register(async (upload) => {
    upload.setErrorHandler(translateErrorHandler);
    serve(upload, translate, handleTranslate, { bodyLimit: JSON_BODY_LIMIT });
    publicReaderRoute(upload, {
      db,
      bodyLimit: JSON_BODY_LIMIT,
      read: async (request, reply) => {
        const input = request.isMultipart() ? await readMultipart(request, reply, uploads) : readJson(request.body);
        const { values, extra } = await explain(request, input, `address:${request.ip}`);
        return { ...translationBody(values), ...extra };
      },
    });
  });

  serve(app, listTranslations, async ({ query }, request) => {
    // She is on the translator's page (its history): its thread starts now, so her paper does not wait for it.
    void translator.warmUp().catch((error: Error) => request.log.error({ err: error }, "could not start the translator"));
    const rows = await paged(
      db
        .select()
        .from(translations)
        .where(eq(translations.userId, currentUser(request).id))
        .orderBy(desc(translations.createdAt), desc(translations.id))
        .$dynamic(),
      query,
    );
    return rows.map(toTranslationJson);
  });

  serve(app, getTranslation, async ({ params }, request) => {
    const row = await findOwned(currentUser(request).id, params.id);
    if (!row) throw notFoundOf(getTranslation);
    return toTranslationJson(row);
  });

  serve(app, deleteTranslation, async ({ params }, request) => {
    const [row] = await db
      .delete(translations)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: translations.id });
    if (!row) throw notFoundOf(deleteTranslation);
  });

  serve(app, saveTranslationAsDocument, async ({ params }, request) => {
    const user = currentUser(request);
    const row = await findOwned(user.id, params.id);
    if (!row) throw notFoundOf(saveTranslationAsDocument);
    const [held] = await db.select({ count: count() }).from(documents).where(eq(documents.userId, user.id));
    if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_USER) throw new HttpError(409, MESSAGES.tooManyDocuments(MAX_DOCUMENTS_PER_USER));
    const translation = toTranslationJson(row);
    const templateData: TranslationDocumentData = {
      translationId: translation.id,
      originalFileName: translation.originalFileName,
      translatedAt: translation.createdAt,
      simplifiedContent: translation.simplifiedContent,
      keyPoints: translation.keyPointDetails,
      legalTerms: translation.legalTermDetails,
      complexity: translation.complexity,
      readingGrade: translation.readingGrade,
      language: translation.language,
      simplifiedLanguage: translation.simplifiedLanguage,
    };
    const title = TRANSLATOR_MESSAGES.documentTitle(translation.originalFileName ?? TRANSLATOR_MESSAGES.pastedText).slice(0, 200);
    const [created] = await db
      .insert(documents)
      .values({
        userId: user.id,
        caseId: null,
        title,
        type: PLAIN_ENGLISH_TYPE,
        kind: PLAIN_ENGLISH_KIND,
        format: "pdf",
        templateData,
      })
      .returning();
    return {
      id: created!.id,
      title: created!.title,
      type: created!.type,
      kind: created!.kind,
      format: "pdf" as const,
      templateData: created!.templateData,
      caseId: null,
      caseTitle: null,
      createdAt: created!.createdAt.toISOString(),
    };
  });
}
