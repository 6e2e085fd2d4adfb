/**
 * § 83.57(3): a month-to-month tenancy ends at the end of a monthly rental period, after written notice given at
 * least 30 days before that end. Given the day the notice is delivered and the day of the month rent is due, this
 * finds the first period end the notice can reach.
 *
 * A mailed notice is treated as given 5 days after mailing (the safety margin for the mail the 3-day notice also
 * gets, LANDLORD_TENANT.mailedNoticeSafetyDays): the statute does not say when a mailed notice is "given", and the
 * later reading is the one that cannot be attacked.
 */
import { monthToMonthTerminationNotice } from "./deadlines";
import { addCalendarDays, assertIsoDate, daysBetween, isoDateFromParts } from "./iso-date";
import { LANDLORD_TENANT } from "./law";

export interface MonthToMonthEnd {
  /** The last day of the tenancy: the day before a rent due date, "YYYY-MM-DD". */
  endDate: string;
  /** When the notice counts as given (the delivery day, or 5 days after mailing). */
  givenOn: string;
  /** Whole days from givenOn to endDate: at least the statute's 30. */
  daysOfNotice: number;
  citation: string;
}

const MAX_RENT_DUE_DAY = 31;

/** The rent due date in a month; a due day the month does not have (the 31st in April) is its last day. */
function dueDateIn(year: number, month: number, rentDueDay: number): string {
  const lastDay = Number(isoDateFromParts(year, month + 1, 0).slice(8));
  return isoDateFromParts(year, month, Math.min(rentDueDay, lastDay));
}

export function earliestMonthToMonthEnd(
  deliveryDate: string,
  rentDueDay: number,
  options: { mailed?: boolean } = {},
): MonthToMonthEnd {
  assertIsoDate(deliveryDate);
  if (!Number.isInteger(rentDueDay) || rentDueDay < 1 || rentDueDay > MAX_RENT_DUE_DAY) {
    throw new RangeError(`Expected a day of the month from 1 to 31, got ${rentDueDay}`);
  }
  const givenOn = options.mailed ? addCalendarDays(deliveryDate, LANDLORD_TENANT.mailedNoticeSafetyDays.value) : deliveryDate;
  const [year, month] = givenOn.split("-").map(Number) as [number, number];
  // 30 days' notice always reaches a period ending within the next three months.
  for (let ahead = 0; ; ahead++) {
    const endDate = addCalendarDays(dueDateIn(year, month + ahead, rentDueDay), -1);
    if (monthToMonthTerminationNotice(endDate).date >= givenOn) {
      const citation = options.mailed
        ? `${LANDLORD_TENANT.monthToMonthTerminationNoticeDays.citation}; ${LANDLORD_TENANT.mailedNoticeSafetyDays.citation}`
        : LANDLORD_TENANT.monthToMonthTerminationNoticeDays.citation;
      return { endDate, givenOn, daysOfNotice: daysBetween(givenOn, endDate), citation };
    }
  }
}
