/**
 * The one schema of a calendar date a person sends ("YYYY-MM-DD"): a deadline and its reminder, a date answer of a
 * document or a workflow, a money finder record's deadline, a predictor's event date. A date must be real and
 * within DATE_RANGE, else the request is a 400 with the validation catalog's message (validation.json
 * `field.date`-like messages given by the caller, `field.dateRange`). The range and its check: date-range.ts.
 */
import { z } from "zod";
import { DATE_RANGE, isDateInRange } from "./date-range";
import { isIsoDate } from "./florida/iso-date";
import { fieldMessage } from "./documents/field-messages";

export { DATE_RANGE, isDateInRange };

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
