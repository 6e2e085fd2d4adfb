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
import { floridaDay } from "@shared/florida/florida-day";

/** The stored answers no longer fit the kind (its fields changed since), or the kind is gone. */
export class DocumentDataError extends Error {}

export interface RenderRequest {
  kind: string;
  templateData: unknown;
  title: string;
  createdAt?: Date;
  /** Only the paper, without the "How to sign and use this document" pages (a filing packet's file). */
  papersOnly?: boolean;
}

/** One paper of a filing packet: a catalog kind and its answers. */
export interface PacketPaperRequest {
  kind: string;
  templateData: unknown;
}

export function renderDocument(request: RenderRequest): Promise<Buffer> {
  if (request.kind === TEMPLATE_LETTER_KIND) return renderFromTemplate(request);
  if (request.kind === PLAIN_ENGLISH_KIND) return renderPlainEnglish(request);
  const createdAt = request.createdAt ?? new Date();
  const paper = parsedPaper(request);
  const writer = new PdfWriter({ title: request.title, subject: englishKindTitle(paper.kind), createdAt });
  writer.papersOnly = request.papersOnly === true;
  paper.render(writer, { createdOn: floridaDay(createdAt) });
  return writer.finish();
}

/** A catalog kind's renderer with its answers checked (stored answers hold option codes; older labels are read too). */
function parsedPaper(request: PacketPaperRequest): { kind: string; render(w: PdfWriter, context: RenderContext): void } {
  const entry = findKind(request.kind);
  if (!entry) throw new DocumentDataError(`Unknown document kind ${request.kind}`);
  const parsed = answerSchema(entry.kind).safeParse(request.templateData);
  if (!parsed.success) throw new DocumentDataError(`Stored answers do not fit ${request.kind}`);
  const render = RENDERERS[entry.kind] as (w: PdfWriter, data: unknown, context: RenderContext) => void;
  return { kind: entry.kind, render: (w, context) => render(w, parsed.data, context) };
}

/**
 * A filing packet as one PDF: each paper from a new page, with its own stamp space and its own "Page N of M", and
 * none of the instructions pages (routes/packets.ts says how to file it).
 */
export function renderPacket(
  papers: readonly PacketPaperRequest[],
  title: string,
  createdAt: Date = new Date(),
): Promise<Buffer> {
  if (papers.length === 0) throw new DocumentDataError("A packet needs at least one paper");
  const parsed = papers.map(parsedPaper);
  const writer = new PdfWriter({ title, subject: title, createdAt });
  writer.papersOnly = true;
  const context = { createdOn: floridaDay(createdAt) };
  parsed.forEach((paper, index) => {
    if (index > 0) writer.startPaper();
    paper.render(writer, context);
  });
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
