/**
 * The PDF page cap, apart from the reader: the API's messages name it, and importing pdf-text.ts would load pdf.js
 * into the server process (its legacy build replaces JSON.stringify, which then overflows on deep input). pdf.js
 * runs only in the translator's worker threads.
 */
export const MAX_PDF_PAGES = 300;
