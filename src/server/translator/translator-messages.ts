/** The translator's words in API answers and in its PDF, from the server catalog (locales/en/server.json, translator.*). */
import { MAX_TEXT_CHARACTERS, MAX_UPLOAD_BYTES } from "@shared/translations";
import { formatNumber } from "@shared/i18n/format";
import { english } from "../english";
import { MAX_PDF_PAGES } from "./extract/pdf-limits";
import type { ExtractionProblem } from "./extract/problems";

const t = (key: string, values?: Record<string, unknown>) => english.t(`translator.${key}`, values ?? {});
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const TRANSLATOR_MESSAGES = {
  noContent: t("noContent"),
  invalidFileType: t("invalidFileType"),
  fileTooLarge: t("fileTooLarge", { max: megabytes(MAX_UPLOAD_BYTES) }),
  tooSlow: t("tooSlow"),
  busy: t("busy"),
  failed: t("failed"),
  tooManyAtOnce: (max: number) => t("tooManyAtOnce", { max }),
  tooManyTranslations: (max: number) => t("tooManyTranslations", { max }),
  notFound: t("notFound"),
  contentNotText: t("contentNotText"),
  fileNameNotText: (max: number) => t("fileNameNotText", { max }),
  noFile: t("noFile"),
  pastedText: t("pastedText"),
  documentTitle: (name: string) => t("documentTitle", { name }),
  document: {
    heading: t("document.heading"),
    about: (name: string, date: string) => t("document.about", { name, date }),
    disclaimer: t("document.disclaimer"),
    readingLevel: (original: number, simplified: number) => t("document.readingLevel", { original, simplified }),
    keyPoints: t("document.keyPoints"),
    simplified: t("document.simplified"),
    legalTerms: t("document.legalTerms"),
    citation: (citation: string) => t("document.citation", { citation }),
  },
} as const;

/** What a file problem says, and with which status: 415 for a type we do not read, 413 for too much, else 422. */
export function problemAnswer(problem: ExtractionProblem | "lost_values"): { status: number; message: string } {
  switch (problem) {
    case "invalid_type":
      return { status: 415, message: t("invalidFileType") };
    case "old_word":
      return { status: 415, message: t("oldWordFile") };
    case "scanned_pdf":
      return { status: 422, message: t("scannedPdf") };
    case "encrypted_pdf":
      return { status: 422, message: t("encryptedPdf") };
    case "too_many_pages":
      return { status: 413, message: t("tooManyPages", { max: MAX_PDF_PAGES }) };
    case "unreadable_pdf":
      return { status: 422, message: t("unreadablePdf") };
    case "unreadable_docx":
      return { status: 422, message: t("unreadableDocx") };
    case "docx_too_large":
      return { status: 413, message: t("docxTooLarge") };
    case "too_long":
      return { status: 413, message: t("textTooLong", { max: formatNumber(MAX_TEXT_CHARACTERS) }) };
    case "empty":
      return { status: 400, message: t("noContent") };
    case "lost_values":
      return { status: 422, message: t("failed") };
  }
}
