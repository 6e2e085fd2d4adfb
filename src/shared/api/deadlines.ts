/** The deadline calendar's API: her deadlines, their calendar files, and the private subscription address. */
import { z } from "zod";
import { calendarFeedJsonSchema, deadlineInputSchema, deadlineJsonSchema, deadlineMessage } from "../deadlines/deadline-fields";
import { idParams, isUuid, listPageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

/** A deadline's change shows in every list of them: the calendar's, the bell's and a case's. */
const DEADLINE_VIEWS = ["/api/deadlines"] as const;
const CALENDAR = "text/calendar";

const CASE_ID_MESSAGE = deadlineMessage("caseId");

/** ?caseId= narrows the list to one case; anything but a case id is a 400. */
const deadlineListQuery = listPageQuery.extend({
  caseId: z
    .string({ error: CASE_ID_MESSAGE })
    .refine(isUuid, CASE_ID_MESSAGE)
    .transform((id) => id.toLowerCase())
    .optional(),
});

export const listDeadlines = defineEndpoint({
  method: "GET",
  path: "/api/deadlines",
  summary:
    "Her deadlines by due date, then time (all-day first); ?caseId= for one case's, ?q= finds titles, ?limit= pages " +
    "with the next page's ?cursor= in X-Next-Cursor.",
  signedIn: true,
  query: deadlineListQuery,
  answer: z.array(deadlineJsonSchema),
});

export const createDeadline = defineEndpoint({
  method: "POST",
  path: "/api/deadlines",
  summary: "Adds a deadline (409 past the number one person may keep; 404 for a case not hers).",
  signedIn: true,
  body: deadlineInputSchema,
  status: 201,
  answer: deadlineJsonSchema,
  notFound: "deadlineCaseNotFound",
  refreshes: DEADLINE_VIEWS,
});

export const updateDeadline = defineEndpoint({
  method: "PUT",
  path: "/api/deadlines/:id",
  summary: "Replaces a deadline with the whole body the dialog sends: fields left out go back to their defaults.",
  signedIn: true,
  params: idParams,
  body: deadlineInputSchema,
  answer: deadlineJsonSchema,
  notFound: "deadlineNotFound",
  refreshes: DEADLINE_VIEWS,
});

export const deleteDeadline = defineEndpoint({
  method: "DELETE",
  path: "/api/deadlines/:id",
  summary: "Deletes a deadline.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "deadlineNotFound",
  refreshes: DEADLINE_VIEWS,
});

export const completeDeadline = defineEndpoint({
  method: "POST",
  path: "/api/deadlines/:id/complete",
  summary: "Marks a deadline completed; completing it again keeps the first completion time.",
  signedIn: true,
  params: idParams,
  answer: deadlineJsonSchema,
  notFound: "deadlineNotFound",
  refreshes: DEADLINE_VIEWS,
});

export const downloadDeadlines = defineEndpoint({
  method: "GET",
  path: "/api/deadlines.ics",
  summary: "Her pending deadlines as a calendar file to download.",
  signedIn: true,
  answer: null,
  answerType: CALENDAR,
});

export const downloadDeadline = defineEndpoint({
  method: "GET",
  path: "/api/deadlines/:id/ics",
  summary: 'One deadline as a calendar file ("Add to calendar"), named after it.',
  signedIn: true,
  params: idParams,
  answer: null,
  answerType: CALENDAR,
  notFound: "deadlineNotFound",
});

export const getCalendarFeed = defineEndpoint({
  method: "GET",
  path: "/api/deadlines/calendar-feed",
  summary: "Whether her subscription address works, and since when (the address itself is shown only when made).",
  signedIn: true,
  answer: calendarFeedJsonSchema,
});

/**
 * The browser puts this answer in place of the cached one rather than refetching: the address is in this answer
 * only, and GET never shows it again.
 */
export const createCalendarFeed = defineEndpoint({
  method: "POST",
  path: "/api/deadlines/calendar-feed",
  summary: "Makes a new subscription address, shown this once; any earlier one stops working.",
  signedIn: true,
  answer: calendarFeedJsonSchema,
});

export const deleteCalendarFeed = defineEndpoint({
  method: "DELETE",
  path: "/api/deadlines/calendar-feed",
  summary: "Turns her subscription address off.",
  signedIn: true,
  status: 204,
  answer: null,
});

/** Public: the token in the file name is the only key; unknown, replaced or turned off is the same 404. */
export const calendarFeed = defineEndpoint({
  method: "GET",
  path: "/calendar/:file",
  summary: "Her deadlines as a calendar feed, for a calendar app to subscribe to (no cookie: the address is the key).",
  signedIn: false,
  params: z.object({ file: z.string() }),
  answer: null,
  answerType: "text/calendar",
  notFound: "calendarFeedNotFound",
});
