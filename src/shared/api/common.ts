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

/** Optional ?limit=&offset= on a list: without them a list answers every item (a plain array). */
export const pageQuery = z.object({
  limit: wholeNumber(1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(0, 1_000_000_000).optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

/** An ISO date-time as the API writes it. */
export const timestamp = z.string();
