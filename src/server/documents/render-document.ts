/** A stored document (kind + answers) to PDF bytes, rendered on demand and always the same for the same input. */
import { findKind } from "@shared/documents/registry";
import { answerSchema } from "./answer-schemas";
import { englishKindTitle } from "./english-catalog";
import { PdfWriter } from "./pdf-writer";
import type { RenderContext } from "./renderer";
import { RENDERERS } from "./renderers/registry";
import { renderTemplateLetter } from "../templates/template-letter";
import { TEMPLATE_LETTER_KIND, templateLetterDataSchema } from "../templates/template-letter-kind";
import { renderTranslationDocument, TranslationDocumentDataError } from "../translator/translation-document";
import { PLAIN_ENGLISH_KIND } from "../translator/translation-document-kind";

/** The stored answers no longer fit the kind (its fields changed since), or the kind is gone. */
export class DocumentDataError extends Error {}

export interface RenderRequest {
  kind: string;
  templateData: unknown;
  title: string;
  createdAt?: Date;
}

// en-CA writes dates as YYYY-MM-DD; most of Florida keeps Eastern time.
const floridaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" });

export function renderDocument(request: RenderRequest): Promise<Buffer> {
  if (request.kind === TEMPLATE_LETTER_KIND) return renderFromTemplate(request);
  if (request.kind === PLAIN_ENGLISH_KIND) return renderPlainEnglish(request);
  const entry = findKind(request.kind);
  if (!entry) throw new DocumentDataError(`Unknown document kind ${request.kind}`);
  // Stored answers hold option codes; labels from before codes are read too (the data migration rewrites them).
  const parsed = answerSchema(entry.kind).safeParse(request.templateData);
  if (!parsed.success) throw new DocumentDataError(`Stored answers do not fit ${request.kind}`);
  const createdAt = request.createdAt ?? new Date();
  const writer = new PdfWriter({ title: request.title, subject: englishKindTitle(entry.kind), createdAt });
  const render = RENDERERS[entry.kind] as (w: PdfWriter, data: unknown, context: RenderContext) => void;
  render(writer, parsed.data, { createdOn: floridaDay.format(createdAt) });
  return writer.finish();
}

/** A document made from a personal template: its filled-in text, as a letter. */
function renderFromTemplate(request: RenderRequest): Promise<Buffer> {
  const parsed = templateLetterDataSchema.safeParse(request.templateData);
  if (!parsed.success) throw new DocumentDataError("Stored template text is missing");
  return renderTemplateLetter(parsed.data, request.title, request.createdAt ?? new Date());
}

/** A translation saved from the translator: its plain-English version (translator/translation-document.ts). */
function renderPlainEnglish(request: RenderRequest): Promise<Buffer> {
  try {
    return renderTranslationDocument(request);
  } catch (error) {
    if (error instanceof TranslationDocumentDataError) throw new DocumentDataError("Stored translation does not fit");
    throw error;
  }
}
