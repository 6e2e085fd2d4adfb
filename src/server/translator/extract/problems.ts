/**
 * Why a file could not be turned into text. Each code has its own message (locales/en/server.json,
 * translator.*) and status code (routes/translations.ts); a worker thread sends only the code back.
 */
export type ExtractionProblem =
  | "invalid_type"
  | "old_word"
  | "scanned_pdf"
  | "encrypted_pdf"
  | "too_many_pages"
  | "unreadable_pdf"
  | "unreadable_docx"
  | "docx_too_large"
  | "too_long"
  | "empty"
  /** A photo (or a scan's pages) in which recognition found no words to speak of. */
  | "no_text_in_photo"
  /** A JPEG or PNG that cannot be opened. */
  | "unreadable_photo"
  /** A picture of more than MAX_PHOTO_PIXELS (ocr/ocr-limits.ts). */
  | "photo_too_large"
  /** More photographed pages than MAX_PHOTO_PAGES. */
  | "too_many_photo_pages";

export class ExtractionError extends Error {
  constructor(readonly problem: ExtractionProblem) {
    super(problem);
  }
}
