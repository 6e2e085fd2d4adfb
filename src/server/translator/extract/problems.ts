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
  | "empty";

export class ExtractionError extends Error {
  constructor(readonly problem: ExtractionProblem) {
    super(problem);
  }
}
