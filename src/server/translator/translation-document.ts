/**
 * "Save as document": a translation's plain-English version as a PDF in My Documents. It is a document of its own
 * kind, outside the wizard catalog (src/shared/documents/registry.ts, whose kinds are forms with fields): stored
 * in the documents table with type "translation" and kind "plain_english_translation", its templateData a copy of
 * the translation (so deleting the translation later keeps the document), and rendered by the same PDF engine
 * and worker pool as every other document (render-document.ts sends this kind here).
 */
import { formatTimestamp } from "@shared/i18n/format";
import { PdfWriter } from "../documents/pdf-writer";
import { TRANSLATOR_MESSAGES } from "./translator-messages";
import { translationDocumentData } from "./translation-document-kind";

/** The stored answers no longer fit this kind. */
export class TranslationDocumentDataError extends Error {}

export interface TranslationRenderRequest {
  templateData: unknown;
  title: string;
  createdAt?: Date;
}

const M = TRANSLATOR_MESSAGES.document;

export function renderTranslationDocument(request: TranslationRenderRequest): Promise<Buffer> {
  const parsed = translationDocumentData.safeParse(request.templateData);
  if (!parsed.success) throw new TranslationDocumentDataError("stored translation does not fit");
  const data = parsed.data;
  const createdAt = request.createdAt ?? new Date();
  const writer = new PdfWriter({ title: request.title, subject: M.heading, createdAt });
  writer.heading(request.title, 1);
  const name = data.originalFileName ?? TRANSLATOR_MESSAGES.pastedText;
  writer.paragraph(M.about(name, formatTimestamp(data.translatedAt, "long")));
  writer.paragraph(M.readingLevel(data.readingGrade.original, data.readingGrade.simplified));
  writer.paragraph(M.disclaimer, { font: "italic" });

  if (data.keyPoints.length > 0) {
    writer.heading(M.keyPoints, 2);
    writer.bullets(
      data.keyPoints.map((point) =>
        [point.text, point.citation ? M.citation(point.citation) : "", point.quote ? M.quote(point.quote) : ""]
          .filter(Boolean)
          .join(" "),
      ),
    );
  }

  // An explanation in Spanish without the model: the full text is the plain English one, and says so.
  const englishText = (data.language ?? "en") !== "en" && (data.simplifiedLanguage ?? "en") === "en";
  writer.heading(englishText ? M.simplifiedInEnglish : M.simplified, 2);
  for (const paragraph of data.simplifiedContent.split(/\n{2,}/)) writer.paragraph(paragraph.trim());

  if (data.legalTerms.length > 0) {
    writer.heading(M.legalTerms, 2);
    for (const term of data.legalTerms) {
      const name = term.localTerm ? `${term.term} (${term.localTerm})` : term.term;
      writer.paragraph(`${name}: ${term.meaning}${term.citation ? ` ${M.citation(term.citation)}` : ""}`);
    }
  }
  return writer.finish();
}
