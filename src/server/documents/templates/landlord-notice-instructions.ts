/**
 * The landlord's plain-English page: signing, delivering the notice the way the deadline assumes, the deadline
 * itself (counted from the answers), what never to do (self-help eviction), and what to keep.
 */
import { CURE, isMailed, landlordNotice, MONTH_TO_MONTH, NO_CURE, PAY_RENT } from "@shared/documents/landlord-notice";
import type { DataOfKind } from "@shared/documents/registry";
import { addCourtDays, rollForwardToBusinessDay } from "@shared/florida/day-counting";
import { threeDayNoticeDeadline } from "@shared/florida/deadlines";
import { addCalendarDays } from "@shared/florida/iso-date";
import { DEADLINE_COUNTING, LANDLORD_TENANT } from "@shared/florida/law";
import { earliestMonthToMonthEnd } from "@shared/florida/month-to-month-end";
import type { InstructionSection } from "../layout/instructions";
import { instructionsPages } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation, summaryWithCitation } from "./cited-rule";
import { formatDate } from "@shared/i18n/format";

type NoticeData = DataOfKind<"landlord_notice">;

const { postalMailServiceExtraDays: mailDays } = DEADLINE_COUNTING;
const { selfHelpEvictionProhibited: selfHelp, selfHelpDamagesMonthsOfRent: selfHelpDamages } = LANDLORD_TENANT;

function howToDeliver(data: NoticeData): InstructionSection {
  const day = formatDate(data.delivery_date, "weekday");
  const how: Record<NoticeData["delivery_method"], string> = {
    hand: `Hand it to the tenant on ${day}.`,
    left_at_home:
      `On ${day}, if no one is home, leave it at the home where the tenant will see it, such as taped to the ` +
      "front door. Take a dated photo of it.",
    mail:
      `Mail it on ${day}. Ask the post office for a certificate of mailing or send it by certified mail, and keep ` +
      `the receipt. Mail adds ${mailDays.value} days; the date in this notice already includes them.`,
    email:
      `E-mail it on ${day}, to the address in your signed e-mail agreement. ` +
      summaryWithCitation(LANDLORD_TENANT.emailNoticeNeedsSignedAddendum),
  };
  return {
    heading: "Deliver it",
    paragraphs: [how[data.delivery_method], summaryWithCitation(LANDLORD_TENANT.noticeDeliveryMethods)],
    after: [
      "Right after, fill in the time in the Certificate of Delivery, and have the person who delivered it sign it.",
      "If you deliver it on another day or another way, make a new notice in the app: the deadline depends on both.",
    ],
  };
}

/** When the days of a § 83.56(2) notice end: counted as a court deadline, plus mail days, to be safe. */
function noticeDaysEnd(data: NoticeData, days: number): string {
  const end = addCourtDays(data.delivery_date, days);
  return isMailed(data.delivery_method) ? rollForwardToBusinessDay(addCalendarDays(end, mailDays.value)) : end;
}

function theDeadline(data: NoticeData): InstructionSection {
  const court = summaryWithCitation(LANDLORD_TENANT.evictionsHeardInCountyCourt);
  switch (data.notice_type) {
    case PAY_RENT: {
      const deadline = threeDayNoticeDeadline(data.delivery_date, { mailed: isMailed(data.delivery_method) });
      return {
        heading: "The deadline",
        paragraphs: [
          explanationWithCitation(deadline),
          "If the tenant pays all of the rent in the notice by then, take it: the notice is settled.",
          `If the tenant neither pays nor moves out, you can file an eviction after ${formatDate(deadline.date, "weekday")}. ${court}`,
          summaryWithCitation(LANDLORD_TENANT.threeDayNoticeRentOnly),
        ],
      };
    }
    case CURE:
    case NO_CURE: {
      const cure = data.notice_type === CURE;
      const rule = cure ? LANDLORD_TENANT.sevenDayNoticeToCureDays : LANDLORD_TENANT.sevenDayNoticeWithoutCureDays;
      const end = formatDate(noticeDaysEnd(data, rule.value), "weekday");
      return {
        heading: "The deadline",
        paragraphs: [
          cure
            ? `The tenant has until ${end} to fix the problem. If it is fixed, the lease goes on.`
            : `The tenant must move out by ${end}.`,
          `We count the ${rule.value} days the way court deadlines are counted, with mail days added if you mail it, so you do ` +
            "not act too early.",
          `If the tenant ${cure ? "does not fix the problem" : "does not move out"}, you can file an eviction after that day. ${court}`,
          summaryWithCitation(rule),
        ],
      };
    }
    case MONTH_TO_MONTH: {
      const end = earliestMonthToMonthEnd(data.delivery_date, data.rent_due_day ?? 1, {
        mailed: isMailed(data.delivery_method),
      });
      return {
        heading: "The deadline",
        paragraphs: [
          `The tenancy ends on ${formatDate(end.endDate, "weekday")}, the last day of a monthly rental period.`,
          `The notice counts as given on ${formatDate(end.givenOn, "weekday")}: ${end.daysOfNotice} days before that. ` +
            summaryWithCitation(LANDLORD_TENANT.monthToMonthTerminationNoticeDays),
          "The tenant still owes rent until the tenancy ends.",
          `If the tenant stays after ${formatDate(end.endDate, "weekday")}, you can file an eviction. ${court}`,
        ],
      };
    }
  }
}

export function noticeInstructions(w: PdfWriter, data: NoticeData): void {
  instructionsPages(
    w,
    [
      {
        heading: "Check it, then sign it",
        steps: [
          "Read every line. If something is wrong, change your answers in the app and download it again.",
          "Sign it by hand in blue or black ink, on the landlord's signature line.",
          "Make a copy for yourself before you deliver it.",
        ],
      },
      howToDeliver(data),
      theDeadline(data),
      {
        heading: "Never do these things",
        paragraphs: [
          `Never try to force the tenant out yourself (${selfHelp.citation}). Do not do any of these:`,
        ],
        bullets: selfHelp.value.map((act) => act.charAt(0).toUpperCase() + act.slice(1)),
        after: [
          `A landlord who does owes the tenant actual damages or ${selfHelpDamages.value} months' rent, whichever is ` +
            `more, plus costs and attorney fees (${selfHelpDamages.citation}).`,
          "Only a sheriff, with a court order, can remove a tenant.",
        ],
      },
      {
        heading: "What to keep",
        bullets: [
          "Your signed copy of this notice, with the Certificate of Delivery filled in.",
          "Proof of delivery: the mail receipt, the photo, or the sent e-mail.",
          "The lease and your rent records. You will need them if you file an eviction.",
        ],
      },
    ],
    landlordNotice.statutes,
  );
}
