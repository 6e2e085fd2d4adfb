/** Pieces many contracts share: an id in the path, a page of a list. */
import { z } from "zod";
import { validationMessage } from "../documents/field-messages";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in the path ("/api/cases/:id"); anything that is not a uuid names nothing, so the server answers 404. */
export const idParams = z.object({
  id: z
    .string()
    .regex(UUID)
    .transform((id) => id.toLowerCase()),
});

export const isUuid = (value: string): boolean => UUID.test(value);

/** A uuid in a body or query (a case a document belongs to): compared lower-case. */
export const uuid = z
  .string()
  .regex(UUID)
  .transform((id) => id.toLowerCase());

export const MAX_PAGE_SIZE = 500;
const PAGE_MESSAGE = validationMessage("page.numbers");

const wholeNumber = (min: number, max: number) =>
  z
    .string(PAGE_MESSAGE)
    .regex(/^\d{1,10}$/, PAGE_MESSAGE)
    .transform(Number)
    .refine((value) => value >= min && value <= max, PAGE_MESSAGE);

const CURSOR_MESSAGE = validationMessage("page.cursor");

/**
 * Optional ?limit=&offset= on a list: without them a list answers every item (a plain array). The long lists
 * (listPageQuery) also take ?cursor=, read from the X-Next-Cursor header of the page before, and ?q=, a search.
 */
export const pageQuery = z.object({
  limit: wholeNumber(1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(0, 1_000_000_000).optional(),
});
export type PageQuery = z.output<typeof pageQuery> & { cursor?: string };

/** The header a page of a long list names the page after it in; absent on its last page. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
export const MAX_SEARCH_LENGTH = 200;

const SEARCH_MESSAGE = validationMessage("page.search");

/** A page of a long list: by cursor (not with offset) and a search of its titles. */
export const listPageQuery = pageQuery.extend({
  cursor: z
    .string(CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]{1,100}$/, CURSOR_MESSAGE)
    .optional(),
  q: z
    .string(SEARCH_MESSAGE)
    .max(MAX_SEARCH_LENGTH, SEARCH_MESSAGE)
    .transform((text) => text.trim())
    .optional(),
});
export type ListPageQuery = z.output<typeof listPageQuery>;

/** An ISO date-time as the API writes it. */
export const timestamp = z.string();
