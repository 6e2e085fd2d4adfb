import { isoDateFromParts } from "@shared/florida/iso-date";

/** Today on this device's own calendar, "YYYY-MM-DD" (not UTC: at 9 pm in Miami it is still today). */
export function todayIso(now = new Date()): string {
  return isoDateFromParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
