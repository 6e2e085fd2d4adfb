/** Florida's time zone for the calendar: most of Florida keeps Eastern time. */
const FLORIDA_TIME_ZONE = "America/New_York";

let formatter: Intl.DateTimeFormat | undefined;

/**
 * The Florida calendar date ("YYYY-MM-DD") of an instant, wherever the code runs. The formatter (en-CA writes
 * YYYY-MM-DD) is made at the first date asked: a page that loads a form's rules but checks no date does not pay for
 * a time-zone formatter while it starts.
 */
export function floridaDay(instant: Date = new Date()): string {
  formatter ??= new Intl.DateTimeFormat("en-CA", { timeZone: FLORIDA_TIME_ZONE });
  return formatter.format(instant);
}
