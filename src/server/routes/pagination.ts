/** Optional ?limit=&offset= on list calls: without them a list answers every item (the spec's plain array). */
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";

export const MAX_PAGE_SIZE = 500;

export interface Page {
  limit: number | undefined;
  offset: number;
}

const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

export function pageOf(query: unknown): Page {
  const { limit, offset } = (query ?? {}) as { limit?: unknown; offset?: unknown };
  const page: Page = { limit: undefined, offset: 0 };
  if (limit !== undefined) {
    page.limit = wholeNumber(limit, 1, MAX_PAGE_SIZE);
    if (page.limit === undefined) throw new HttpError(400, MESSAGES.badPagination, { limit: [MESSAGES.badPagination] });
  }
  if (offset !== undefined) {
    const parsed = wholeNumber(offset, 0, 1_000_000_000);
    if (parsed === undefined) throw new HttpError(400, MESSAGES.badPagination, { offset: [MESSAGES.badPagination] });
    page.offset = parsed;
  }
  return page;
}
