/**
 * How money and calendar dates are written in documents and on screen. Shared so the browser's preview and the
 * server's PDF say exactly the same thing.
 */
import { isIsoDate } from "./florida/iso-date";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.56" (always with cents, as court papers write amounts). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

// Formatted in UTC from a UTC date, so the day never shifts with the time zone of the machine.
const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "2026-08-03" -> "August 3, 2026". Anything that is not a real "YYYY-MM-DD" date is returned unchanged. */
export function formatDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return longDate.format(date);
}
