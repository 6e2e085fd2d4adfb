/**
 * Calendar dates written without Intl in the two languages whose words are listed here. The first Intl date formatter
 * a page makes costs a phone tens of milliseconds before the page can be used (the deadlines calendar makes several),
 * so format.ts writes these itself; format.test.ts holds every style equal to Intl's for every day of many years.
 * Anything else (another language, Spanish abbreviated months, whose spelling has changed between Intl versions)
 * answers undefined and goes to Intl.
 */
import { ENGLISH_MONTH_NAMES, SPANISH_MONTH_NAMES } from "../month-names";
import type { DateStyle } from "./format";

/** Sunday first, as Date.getDay() counts. */
const ENGLISH_WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SPANISH_WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"] as const;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 (Sunday) – 6. */
  weekday: number;
}

type Writer = (date: CalendarDay) => string;

const ENGLISH: Record<DateStyle, Writer> = {
  month: ({ year, month }) => `${ENGLISH_MONTH_NAMES[month - 1]} ${year}`,
  weekdayShort: ({ weekday }) => ENGLISH_WEEKDAYS[weekday]!.slice(0, 3),
  weekdayLong: ({ weekday }) => ENGLISH_WEEKDAYS[weekday]!,
  long: ({ year, month, day }) => `${ENGLISH_MONTH_NAMES[month - 1]} ${day}, ${year}`,
  weekday: (date) => `${ENGLISH_WEEKDAYS[date.weekday]}, ${ENGLISH.long(date)}`,
  short: ({ year, month, day }) => `${ENGLISH_MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}, ${year}`,
};

const SPANISH: Partial<Record<DateStyle, Writer>> = {
  month: ({ year, month }) => `${SPANISH_MONTH_NAMES[month - 1]} de ${year}`,
  weekdayShort: ({ weekday }) => SPANISH_WEEKDAYS[weekday]!.slice(0, 3),
  weekdayLong: ({ weekday }) => SPANISH_WEEKDAYS[weekday]!,
  long: ({ year, month, day }) => `${day} de ${SPANISH_MONTH_NAMES[month - 1]} de ${year}`,
  weekday: (date) => `${SPANISH_WEEKDAYS[date.weekday]}, ${SPANISH.long!(date)}`,
};

const WRITERS: Record<string, Partial<Record<DateStyle, Writer>>> = { "en-US": ENGLISH, "es-US": SPANISH };

/** Years Intl writes as plain digits, as these writers do. */
const PLAIN_YEARS = { from: 1000, to: 9999 };

export function dateByHand(date: CalendarDay, style: DateStyle, locale: string): string | undefined {
  if (date.year < PLAIN_YEARS.from || date.year > PLAIN_YEARS.to) return undefined;
  return WRITERS[locale]?.[style]?.(date);
}
