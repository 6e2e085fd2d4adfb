/**
 * Florida wall time, worked out with the time-zone database rather than the server's own zone, so a deadline
 * reads the same on a server in UTC, in Florida or anywhere else. The product counts in America/New_York.
 */
import { DateTime } from "luxon";

export const FLORIDA_ZONE = "America/New_York";

/** A Florida date and "HH:mm" wall time as a point in time (luxon, in the Florida zone). */
export function floridaDateTime(date: string, time: string): DateTime {
  return DateTime.fromISO(`${date}T${time}`, { zone: FLORIDA_ZONE });
}

/** The Florida calendar date and wall time of an instant. */
export function floridaWallClock(instant: DateTime): { date: string; time: string } {
  const local = instant.setZone(FLORIDA_ZONE);
  return { date: local.toFormat("yyyy-LL-dd"), time: local.toFormat("HH:mm") };
}
