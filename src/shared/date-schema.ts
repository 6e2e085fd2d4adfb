/**
 * The one schema of a calendar date a person sends ("YYYY-MM-DD"): a deadline and its reminder, a date answer of a
 * document or a workflow, a money finder record's deadline, a predictor's event date. A date must be real and
 * within DATE_RANGE, else the request is a 400 with the validation catalog's message (validation.json
 * `field.date`-like messages given by the caller, `field.dateRange`).
 *
 * Why a range: PostgreSQL's date type refuses year 0 (SQLSTATE 22008), and the day counting (court days, legal
 * holidays, time limits) and the papers make no sense far from today.
 */
import { z } from "zod";
import { isIsoDate } from "./florida/iso-date";
import { fieldMessage } from "./documents/field-messages";

/** The dates accepted anywhere (ISO dates compare as text). */
export const DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;

/** True for a real "YYYY-MM-DD" date from DATE_RANGE.min to DATE_RANGE.max. */
export function isDateInRange(value: string): boolean {
  return isIsoDate(value) && value >= DATE_RANGE.min && value <= DATE_RANGE.max;
}

/** The message of a real date outside DATE_RANGE. */
export const DATE_RANGE_MESSAGE = fieldMessage("dateRange", { min: DATE_RANGE.min, max: DATE_RANGE.max });

/**
 * A date as "YYYY-MM-DD", trimmed: `message` when it is not a real date, the range message when it is one outside
 * DATE_RANGE. `params` sets what a value that is not a string says (default: `message`).
 */
export function isoDateSchema(message: string, params: Parameters<typeof z.string>[0] = { error: message }) {
  return (
    z
      .string(params)
      .trim()
      .refine(isIsoDate, message)
      // An invalid date was already reported above: one message for one problem.
      .refine((value) => !isIsoDate(value) || isDateInRange(value), DATE_RANGE_MESSAGE)
  );
}
