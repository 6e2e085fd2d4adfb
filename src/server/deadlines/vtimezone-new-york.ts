/**
 * The VTIMEZONE of America/New_York that a calendar file with TZID=America/New_York must carry (RFC 5545
 * 3.6.5): the United States daylight-saving rules in force since 2007 (second Sunday of March to first Sunday
 * of November), as tzurl.org publishes them. Calendar programs that know the zone by name use their own data.
 */
import { FLORIDA_ZONE } from "./florida-time";

const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  `TZID:${FLORIDA_ZONE}`,
  `X-LIC-LOCATION:${FLORIDA_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** ical-generator's timezone generator: the component for the Florida zone, nothing for any other. */
export const vtimezone = (zone: string): string | null => (zone === FLORIDA_ZONE ? NEW_YORK : null);
