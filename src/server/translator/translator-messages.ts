/** The translator's words in API answers and in its PDF, from the server catalog (locales/<language>/server.json, translator.*). */
import { MAX_TEXT_CHARACTERS, MAX_UPLOAD_BYTES } from "@shared/translations";
import { formatNumber } from "@shared/i18n/format";
import { CHOOSABLE_LANGUAGE_CODES, intlLocale } from "@shared/i18n/languages";
import { say } from "../interface-text";
import { waitFor } from "../messages";
import { currentLanguage } from "../request-language";
import { MAX_PDF_PAGES } from "./extract/pdf-limits";
import type { ExtractionProblem } from "./extract/problems";
import { MAX_PHOTO_PAGES, MAX_PHOTO_PIXELS } from "./ocr/ocr-limits";

const t = (key: string, values?: Record<string, unknown>) => say(`translator.${key}`, values);
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const TRANSLATOR_MESSAGES = {
  get noContent() {
    return t("noContent");
  },
  get invalidFileType() {
    return t("invalidFileType");
  },
  get fileTooLarge() {
    return t("fileTooLarge", { max: megabytes(MAX_UPLOAD_BYTES) });
  },
  get tooSlow() {
    return t("tooSlow");
  },
  get tooSlowPhoto() {
    return t("tooSlowPhoto");
  },
  get busy() {
    return t("busy");
  },
  get failed() {
    return t("failed");
  },
  tooManyAtOnce: (max: number) => t("tooManyAtOnce", { max }),
  publicLimit: (max: number, seconds: number) => t("publicLimit", { max, wait: waitFor(seconds) }),
  tooManyTranslations: (max: number) => t("tooManyTranslations", { max }),
  get notFound() {
    return t("notFound");
  },
  get contentNotText() {
    return t("contentNotText");
  },
  fileNameNotText: (max: number) => t("fileNameNotText", { max }),
  get noFile() {
    return t("noFile");
  },
  get tooManyFiles() {
    return t("tooManyFiles");
  },
  get tooManyFields() {
    return t("tooManyFields");
  },
  get pastedText() {
    return t("pastedText");
  },
  get languageNotValid() {
    const codes = CHOOSABLE_LANGUAGE_CODES.map((code) => `"${code}"`);
    return t("languageNotValid", {
      languages: new Intl.ListFormat(intlLocale(currentLanguage()), { type: "disjunction" }).format(codes),
    });
  },
  documentTitle: (name: string) => t("documentTitle", { name }),
  document: {
    get heading() {
      return t("document.heading");
    },
    about: (name: string, date: string) => t("document.about", { name, date }),
    get disclaimer() {
      return t("document.disclaimer");
    },
    readingLevel: (original: number, simplified: number) => t("document.readingLevel", { original, simplified }),
    get keyPoints() {
      return t("document.keyPoints");
    },
    get simplified() {
      return t("document.simplified");
    },
    get legalTerms() {
      return t("document.legalTerms");
    },
    citation: (citation: string) => t("document.citation", { citation }),
    quote: (quote: string) => t("document.quote", { quote }),
    get simplifiedInEnglish() {
      return t("document.simplifiedInEnglish");
    },
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
    case "no_text_in_photo":
      return { status: 422, message: t("noTextInPhoto") };
    case "unreadable_photo":
      return { status: 422, message: t("unreadablePhoto") };
    case "photo_too_large":
      return { status: 413, message: t("photoTooLarge", { max: Math.round(MAX_PHOTO_PIXELS / 1_000_000) }) };
    case "too_many_photo_pages":
      return { status: 413, message: t("tooManyPhotoPages", { max: MAX_PHOTO_PAGES }) };
  }
}
