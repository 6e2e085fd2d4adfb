/** A person's reminder settings, with the defaults for someone who never changed them (schema.ts reminderSettings). */
import { eq } from "drizzle-orm";
import { REMINDER_SLOTS, type ReminderSlot } from "@shared/api/notifications";
import type { Database } from "../db/connect";
import { reminderSettings } from "../db/schema";

export interface ReminderSettings {
  enabled: boolean;
  byEmail: boolean;
  slots: ReminderSlot[];
  quietStart: string;
  quietEnd: string;
  confirmedEmail: string | null;
}

export const DEFAULT_SETTINGS: ReminderSettings = {
  enabled: true,
  byEmail: true,
  slots: [...REMINDER_SLOTS],
  quietStart: "21:00",
  quietEnd: "08:00",
  confirmedEmail: null,
};

const isSlot = (value: string): value is ReminderSlot => (REMINDER_SLOTS as readonly string[]).includes(value);

export function settingsOf(row: typeof reminderSettings.$inferSelect | undefined): ReminderSettings {
  if (!row) return { ...DEFAULT_SETTINGS, slots: [...DEFAULT_SETTINGS.slots] };
  return {
    enabled: row.enabled,
    byEmail: row.byEmail,
    slots: row.schedule.filter(isSlot),
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    confirmedEmail: row.confirmedEmail,
  };
}

export async function readSettings(db: Database, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return settingsOf(row);
}
