/**
 * A deadline's fields (the deadline, its save rules and its limits): the body of
 * POST and PUT /api/deadlines, which the deadline dialog validates with the same schema, and the deadline the
 * API answers with. Messages are keys of validation.json `deadline.*` (see documents/field-messages.ts).
 */
import { z } from "zod";
import { isDateInRange } from "../date-range";
import { isoDateSchema } from "../date-schema";
import { validationMessage, type MessageValues } from "../documents/field-messages";
import { safeText } from "../safe-text";
import { DEADLINE_DEFAULTS, DEADLINE_LIMITS, DEADLINE_PRIORITIES, DEADLINE_STATUSES, DEADLINE_TYPES } from "./deadline-limits";

export {
  DEADLINE_DEFAULTS,
  DEADLINE_LIMITS,
  DEADLINE_PRIORITIES,
  DEADLINE_STATUSES,
  DEADLINE_TYPES,
  type DeadlinePriority,
  type DeadlineStatus,
  type DeadlineType,
} from "./deadline-limits";

/** Message keys of validation.json `deadline.*`. */
export const DEADLINE_MESSAGE_KEYS = [
  "title",
  "dueDate",
  "dueTime",
  "reminderDate",
  "reminderAfterDue",
  "type",
  "priority",
  "caseId",
  "text",
  "tooLong",
  "object",
] as const;
export type DeadlineMessageKey = (typeof DEADLINE_MESSAGE_KEYS)[number];

export const deadlineMessage = (key: DeadlineMessageKey, values?: MessageValues): string =>
  validationMessage(`deadline.${key}`, values);

/** "HH:mm", 00:00 to 23:59: a Florida wall-clock time. */
export const DUE_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** "" and null mean none. */
const emptyToNull = <T>(value: T | "" | null | undefined): T | null => (value === "" || value == null ? null : value);

const text = (max: number) =>
  safeText({ error: deadlineMessage("text") })
    .trim()
    .max(max, deadlineMessage("tooLong", { max }))
    .nullish()
    .transform((value) => value ?? "");

export const deadlineInputSchema = z
  .object(
    {
      title: safeText({ error: deadlineMessage("title") })
        .trim()
        .min(1, deadlineMessage("title"))
        .max(DEADLINE_LIMITS.title, deadlineMessage("tooLong", { max: DEADLINE_LIMITS.title })),
      description: text(DEADLINE_LIMITS.description),
      dueDate: z
        .string({ error: deadlineMessage("dueDate") })
        .trim()
        .min(1, deadlineMessage("dueDate"))
        .pipe(isoDateSchema(deadlineMessage("dueDate"))),
      dueTime: z
        .union([z.string().regex(DUE_TIME_PATTERN, deadlineMessage("dueTime")), z.literal("")], {
          error: deadlineMessage("dueTime"),
        })
        .nullish()
        .transform(emptyToNull),
      reminderDate: z
        .union([isoDateSchema(deadlineMessage("reminderDate")), z.literal("")], { error: deadlineMessage("reminderDate") })
        .nullish()
        .transform(emptyToNull),
      type: z.enum(DEADLINE_TYPES, { error: deadlineMessage("type") }).default(DEADLINE_DEFAULTS.type),
      priority: z.enum(DEADLINE_PRIORITIES, { error: deadlineMessage("priority") }).default(DEADLINE_DEFAULTS.priority),
      location: text(DEADLINE_LIMITS.location),
      notes: text(DEADLINE_LIMITS.notes),
      caseId: z
        .union([z.uuid({ error: deadlineMessage("caseId") }), z.literal("")], { error: deadlineMessage("caseId") })
        .nullish()
        .transform(emptyToNull),
    },
    { error: deadlineMessage("object") },
  )
  // Runs even when a field failed: compare only two accepted dates, so a bad date is reported once.
  .refine(
    (input) => !isDateInRange(input.reminderDate ?? "") || !isDateInRange(input.dueDate) || input.reminderDate! <= input.dueDate,
    {
      message: deadlineMessage("reminderAfterDue"),
      path: ["reminderDate"],
    },
  );

/** What a client sends (the dialog's form values). */
export type DeadlineInput = z.input<typeof deadlineInputSchema>;
/** What the server stores, after trimming and defaults. */
export type DeadlineValues = z.output<typeof deadlineInputSchema>;

/** A deadline as the API answers with it. */
export const deadlineJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** "YYYY-MM-DD". */
  dueDate: z.string(),
  /** "HH:mm", Florida wall time; null for a deadline that lasts the whole day. */
  dueTime: z.string().nullable(),
  /** "YYYY-MM-DD", on or before dueDate. */
  reminderDate: z.string().nullable(),
  type: z.enum(DEADLINE_TYPES),
  priority: z.enum(DEADLINE_PRIORITIES),
  location: z.string(),
  notes: z.string(),
  caseId: z.string().nullable(),
  status: z.enum(DEADLINE_STATUSES),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeadlineJson = z.infer<typeof deadlineJsonSchema>;

/**
 * GET/POST/DELETE /api/deadlines/calendar-feed: the subscription address. Only a hash of its secret is kept, so
 * the address itself comes back once, from POST (which also replaces any earlier one); GET answers `url: null`
 * with `active` true while an address made earlier still works.
 */
export const calendarFeedJsonSchema = z.object({
  url: z.string().nullable(),
  active: z.boolean(),
  /** When the working address was made, ISO date-time; null without one. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedJson = z.infer<typeof calendarFeedJsonSchema>;
