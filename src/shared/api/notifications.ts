/** The bell's notifications and the reminder settings: what is stored for her, and how reminders reach her. */
import { z } from "zod";
import { fieldMessage } from "../documents/field-messages";
import { idParams, pageQuery, timestamp } from "./common";
import { defineEndpoint } from "./endpoint";

export const NOTIFICATION_KINDS = ["reminder", "paperReady", "exportReady"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationJsonSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app. */
  link: z.string(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
});
export type NotificationJson = z.infer<typeof notificationJsonSchema>;

/** The reminders a deadline can have, besides the day she chose herself (its reminderDate). */
export const REMINDER_SLOTS = ["week", "twoDays", "morning"] as const;
export type ReminderSlot = (typeof REMINDER_SLOTS)[number];

const OPTION = fieldMessage("option");
/** A Florida wall time "HH:mm". */
const wallTime = z.string({ error: OPTION }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, OPTION);

export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean({ error: OPTION }),
  byEmail: z.boolean({ error: OPTION }),
  schedule: z
    .array(z.enum(REMINDER_SLOTS, { error: OPTION }), { error: OPTION })
    .max(REMINDER_SLOTS.length, OPTION)
    .transform((slots) => REMINDER_SLOTS.filter((slot) => slots.includes(slot))),
  quietStart: wallTime,
  quietEnd: wallTime,
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const reminderSettingsJsonSchema = z.object({
  enabled: z.boolean(),
  byEmail: z.boolean(),
  schedule: z.array(z.enum(REMINDER_SLOTS)),
  quietStart: z.string(),
  quietEnd: z.string(),
  email: z.object({
    /** Whether this server has a mail server (SMTP_URL): without one, reminders are in the app only. */
    available: z.boolean(),
    address: z.string(),
    confirmed: z.boolean(),
    /** When the last confirmation link was sent to her address (null: none yet). */
    confirmationSentAt: timestamp.nullable(),
  }),
});
export type ReminderSettingsJson = z.infer<typeof reminderSettingsJsonSchema>;

const NOTIFICATION_VIEWS = ["/api/notifications"] as const;
const SETTINGS_VIEWS = ["/api/reminder-settings"] as const;

export const listNotifications = defineEndpoint({
  method: "GET",
  path: "/api/notifications",
  summary: "Her notifications, newest first (the 50 newest unless ?limit= says).",
  signedIn: true,
  query: pageQuery,
  answer: z.array(notificationJsonSchema),
});

export const readNotification = defineEndpoint({
  method: "POST",
  path: "/api/notifications/:id/read",
  summary: "Marks one of her notifications read (reading it again keeps the first time).",
  signedIn: true,
  params: idParams,
  answer: notificationJsonSchema,
  notFound: "notifications:errors.notFound",
  refreshes: NOTIFICATION_VIEWS,
});

export const readAllNotifications = defineEndpoint({
  method: "POST",
  path: "/api/notifications/read",
  summary: "Marks every one of her notifications read.",
  signedIn: true,
  status: 204,
  answer: null,
  refreshes: NOTIFICATION_VIEWS,
});

export const getReminderSettings = defineEndpoint({
  method: "GET",
  path: "/api/reminder-settings",
  summary: "Her reminder choices, and whether e-mail is possible and her address confirmed.",
  signedIn: true,
  answer: reminderSettingsJsonSchema,
});

export const updateReminderSettings = defineEndpoint({
  method: "PUT",
  path: "/api/reminder-settings",
  summary: "Changes her reminder choices; her deadlines' reminders are made again. Turning e-mail on sends a confirmation link.",
  signedIn: true,
  body: reminderSettingsInputSchema,
  answer: reminderSettingsJsonSchema,
  refreshes: SETTINGS_VIEWS,
});

export const sendConfirmation = defineEndpoint({
  method: "POST",
  path: "/api/reminder-settings/confirmation",
  summary: "Sends a new link to confirm her address (409 without a mail server, or when it is confirmed already).",
  signedIn: true,
  status: 202,
  answer: reminderSettingsJsonSchema,
  refreshes: SETTINGS_VIEWS,
});
