/** How much the translator reads by character recognition (ocr/), and how long it may take. */

/** Photographed pages read at once: photos sent together, or the pages of a scanned PDF (shared with the browser). */
export { MAX_PHOTO_PAGES } from "@shared/translations";
/** A larger picture is refused before it is decoded: 50 million pixels is past any phone's usual setting. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * The budget of a task once recognition starts, in CPU time of the recognition threads (cpu-budget.ts): this much,
 * plus PER_PAGE for each page.
 */
export const OCR_BASE_BUDGET_MS = 6_000;
export const OCR_PAGE_BUDGET_MS = 12_000;

export const ocrBudgetMs = (pages: number) => OCR_BASE_BUDGET_MS + OCR_PAGE_BUDGET_MS * Math.max(1, pages);
