/**
 * A landlord's notice to a tenant, in the words Florida law prescribes: § 83.56(3) for the 3-day notice to pay
 * rent (with its deadline date counted from the delivery day and method), § 83.56(2)(b) for the 7-day notice to
 * cure, § 83.56(2)(a) for the 7-day notice of termination, and § 83.57(3) for ending a month-to-month tenancy at
 * the end of a rental period. Then the landlord's signature, name (with "By: name, title" for a company),
 * address and phone, and a certificate of delivery.
 */
import {
  CURE,
  DELIVERY_METHODS,
  isMailed,
  MONTH_TO_MONTH,
  landlordNotice,
  NO_CURE,
  PAY_RENT,
  REPEAT_VIOLATION,
  type NoticeType,
} from "@shared/documents/landlord-notice";
import type { DataOfKind } from "@shared/documents/registry";
import { threeDayNoticeDeadline } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { earliestMonthToMonthEnd } from "@shared/florida/month-to-month-end";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { certificateOfDelivery, noticeHeader, noticeSignature } from "../layout/notice";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { noticeInstructions } from "./landlord-notice-instructions";
import { statuteInText } from "./statute-in-text";
import { countyName } from "../county-name";
import { optionWords } from "./option-words";

const groundWords = optionWords(landlordNotice, "no_cure_ground");
const deliveryWords = optionWords(landlordNotice, "delivery_method");

type NoticeData = DataOfKind<"landlord_notice">;

/** How the notices' titles spell their number of days. */
const DAYS_IN_WORDS: Readonly<Record<number, string>> = { 3: "Three", 7: "Seven", 30: "Thirty" };
const daysTitle = (days: { value: number }, title: string) => `${DAYS_IN_WORDS[days.value] ?? days.value}-Day ${title}`;

const TITLES: Record<NoticeType, string> = {
  [PAY_RENT]: daysTitle(LANDLORD_TENANT.threeDayNoticeDays, "Notice to Pay Rent or Deliver Possession"),
  [CURE]: daysTitle(LANDLORD_TENANT.sevenDayNoticeToCureDays, "Notice to Cure Noncompliance"),
  [NO_CURE]: daysTitle(LANDLORD_TENANT.sevenDayNoticeWithoutCureDays, "Notice of Termination Without Opportunity to Cure"),
  [MONTH_TO_MONTH]: daysTitle(LANDLORD_TENANT.monthToMonthTerminationNoticeDays, "Notice to Terminate Month-to-Month Tenancy"),
};

const ORDINAL_SUFFIX = ["th", "st", "nd", "rd"] as const;
const ordinal = (day: number) => `${day}${(day % 100 >= 11 && day % 100 <= 13 ? undefined : ORDINAL_SUFFIX[day % 10]) ?? "th"}`;

/** "the 15th day of May, 2026", as the § 83.56(3) form writes the deadline. */
export function statutoryDate(isoDate: string): string {
  const [month = "", day = "", year = ""] = formatDate(isoDate).replace(",", "").split(" ");
  return `the ${ordinal(Number(day))} day of ${month}, ${year}`;
}

const premisesOf = (data: NoticeData) => `${oneLine(data.property_address)}, ${countyName(data.county)} County, Florida`;

/** A company landlord signs through a person: "name, title". */
export function companySigner(data: NoticeData): string | undefined {
  if (data.landlord_is_company !== "yes" || !data.landlord_signer_name) return undefined;
  return data.landlord_signer_title ? `${data.landlord_signer_name}, ${data.landlord_signer_title}` : data.landlord_signer_name;
}

/** § 83.56(2)(a): a repeat violation names the written warning it follows. */
const writtenWarning = (data: NoticeData) =>
  data.no_cure_ground === REPEAT_VIOLATION && data.written_warning_date
    ? ` You were warned in writing of noncompliance of a similar nature on ${formatDate(data.written_warning_date)}.`
    : "";

function noticeBody(data: NoticeData): string[] {
  const premises = premisesOf(data);
  const { threeDayNoticeDays, sevenDayNoticeToCureDays, sevenDayNoticeWithoutCureDays, repeatViolationWarningMonths } =
    LANDLORD_TENANT;
  switch (data.notice_type) {
    case PAY_RENT: {
      // The landlord's date: one business day past the statute's 3, for court-observed holidays (§ 83.56(3)).
      const deadline = threeDayNoticeDeadline(data.delivery_date, { side: "landlord", mailed: isMailed(data.delivery_method) });
      return [
        `You are hereby notified that you are indebted to me in the sum of ${formatMoney(data.rent_amount ?? 0)} ` +
          `for the rent and use of the premises at ${premises}, now occupied by you and that I demand payment of ` +
          `the rent or possession of the premises within ${threeDayNoticeDays.value} days (excluding Saturday, ` +
          "Sunday, and legal holidays) from the date of delivery of this notice, to wit: on or before " +
          `${statutoryDate(deadline.date)}.`,
        `This notice is given under ${statuteInText(threeDayNoticeDays.citation)}.`,
      ];
    }
    case CURE:
      return [
        "You are hereby notified that you have failed to comply with your rental agreement or with Florida law, " +
          `as follows: ${data.violation_description ?? ""}`,
        `Demand is hereby made that you remedy the noncompliance within ${sevenDayNoticeToCureDays.value} days of ` +
          "receipt of this notice or your lease shall be deemed terminated and you shall vacate the premises upon " +
          "such termination. If this same conduct or conduct of a similar nature is repeated within " +
          `${repeatViolationWarningMonths.value} months, your tenancy is subject to termination without further ` +
          "warning and without your being given an opportunity to cure the noncompliance.",
        `This notice is given under ${statuteInText(sevenDayNoticeToCureDays.citation)}.`,
      ];
    case NO_CURE:
      return [
        "You are advised that your lease is terminated effective immediately. You shall have " +
          `${sevenDayNoticeWithoutCureDays.value} days from the delivery of this letter to vacate the premises. ` +
          `This action is taken because: ${data.no_cure_ground ? groundWords(data.no_cure_ground) : ""}. ${data.no_cure_facts ?? ""}` +
          writtenWarning(data),
        `This notice is given under ${statuteInText(sevenDayNoticeWithoutCureDays.citation)}.`,
      ];
    case MONTH_TO_MONTH: {
      const { monthToMonthTerminationNoticeDays: days } = LANDLORD_TENANT;
      const end = earliestMonthToMonthEnd(data.delivery_date, data.rent_due_day ?? 1, {
        mailed: isMailed(data.delivery_method),
      });
      return [
        `You are hereby notified that your month-to-month tenancy of the premises at ${premises}, is terminated ` +
          `at the end of the monthly rental period ending on ${formatDate(end.endDate)}.`,
        `You must vacate and deliver possession of the premises on or before ${formatDate(end.endDate)}.`,
        `This notice is given at least ${days.value} days before the end of a monthly rental period, as required ` +
          `by ${statuteInText(days.citation)}.`,
      ];
    }
  }
}

export const renderLandlordNotice: DocumentRenderer<"landlord_notice"> = (w, data) => {
  noticeHeader(w, {
    title: TITLES[data.notice_type],
    date: data.delivery_date,
    to: `${data.tenant_name}, and all others in possession`,
    premises: premisesOf(data),
  });
  for (const paragraph of noticeBody(data)) w.paragraph(paragraph, { align: "justify" });
  const signedBy = companySigner(data);
  noticeSignature(w, {
    role: "Landlord",
    name: data.landlord_name,
    signedBy,
    address: data.landlord_address,
    phone: data.landlord_phone,
  });
  certificateOfDelivery(w, {
    statement:
      `I certify that a copy of this notice was delivered to ${data.tenant_name} at ${oneLine(data.property_address)} ` +
      `on ${formatDate(data.delivery_date)}, by:`,
    methods: DELIVERY_METHODS.map(deliveryWords),
    chosen: deliveryWords(data.delivery_method),
    deliveredBy: data.delivered_by ?? (signedBy ? data.landlord_signer_name : data.landlord_name),
  });
  noticeInstructions(w, data, signedBy);
};
