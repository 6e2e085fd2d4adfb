/**
 * The landlord's plain-English page: signing, whether a notice without cure for a repeat violation is allowed
 * (the written warning within 12 months), delivering the notice the way the deadline assumes, the deadline itself
 * (counted from the answers, with partial rent after a 3-day notice), what never to do (self-help eviction), and
 * what to keep. The words are in content/en/instructions/landlord_notice.yml.
 */
import {
  CURE,
  isMailed,
  landlordNotice,
  MONTH_TO_MONTH,
  NO_CURE,
  PAY_RENT,
  REPEAT_VIOLATION,
} from "@shared/documents/landlord-notice";
import type { DataOfKind } from "@shared/documents/registry";
import { repeatViolationWindow, sevenDayNoticeDeadline, threeDayNoticeDeadline } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { earliestMonthToMonthEnd } from "@shared/florida/month-to-month-end";
import { checkAndSignHeading, instructionsPages, readEveryLine, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation } from "./cited-rule";
import { formatDate } from "../instructions-format";
import { instructionsText } from "../instructions-text";

type NoticeData = DataOfKind<"landlord_notice">;

const text = instructionsText("landlord_notice");

function howToDeliver(data: NoticeData): InstructionSection {
  const day = formatDate(data.delivery_date, "weekday");
  const how: Record<NoticeData["delivery_method"], () => string> = {
    hand: () => text("deliver.hand", { day }),
    left_at_home: () => text("deliver.leftAtHome", { day }),
    mail: () => text("deliver.mail", { day }),
    email: () => text("deliver.email", { day }),
  };
  return {
    heading: text("deliver.heading"),
    paragraphs: [how[data.delivery_method](), text("deliver.methods")],
    after: [text("deliver.certificate"), text("deliver.otherDay")],
  };
}

/**
 * § 83.56(2)(a): a notice without cure for a repeat violation stands only on a written warning of a similar
 * violation within 12 months before the repeat. The wizard requires the warning's date; this page says until when
 * it supports the notice, and what to do when the notice comes later than that.
 */
function repeatViolationCheck(data: NoticeData): InstructionSection[] {
  const warned = data.written_warning_date;
  if (data.notice_type !== NO_CURE || data.no_cure_ground !== REPEAT_VIOLATION || !warned) return [];
  const heading = text("writtenWarning.heading");
  const delivered = formatDate(data.delivery_date, "weekday");
  if (warned > data.delivery_date) {
    return [
      {
        heading,
        paragraphs: [
          text("writtenWarning.afterDelivery", { warned: formatDate(warned, "weekday"), delivered }),
          text("writtenWarning.rule"),
        ],
      },
    ];
  }
  const repeatWindow = repeatViolationWindow(warned);
  return [
    {
      heading,
      paragraphs: [
        explanationWithCitation(repeatWindow),
        ...(data.delivery_date > repeatWindow.date
          ? [text("writtenWarning.tooLate", { delivered, windowEnds: formatDate(repeatWindow.date, "weekday") })]
          : []),
      ],
    },
  ];
}

function theDeadline(data: NoticeData): InstructionSection {
  const heading = text("deadline.heading");
  switch (data.notice_type) {
    case PAY_RENT: {
      // The date printed in the notice; its explanation says why it is one business day past the statute's 3.
      const deadline = threeDayNoticeDeadline(data.delivery_date, { side: "landlord", mailed: isMailed(data.delivery_method) });
      return {
        heading,
        paragraphs: [
          explanationWithCitation(deadline),
          text("deadline.rentPaid"),
          text("deadline.partialRent"),
          text("deadline.rentFileAfter", { date: formatDate(deadline.date, "weekday") }),
          text("deadline.rentOnly"),
        ],
      };
    }
    case CURE:
    case NO_CURE: {
      const cure = data.notice_type === CURE;
      const deadline = sevenDayNoticeDeadline(data.delivery_date, {
        side: "landlord",
        cure,
        mailed: isMailed(data.delivery_method),
      });
      const counted = explanationWithCitation(deadline);
      return {
        heading,
        paragraphs: [
          cure ? text("deadline.cureFixed", { deadline: counted }) : counted,
          text("deadline.countedLikeCourt"),
          cure ? text("deadline.cureFileAfter") : text("deadline.noCureFileAfter"),
          cure ? text("deadline.cureRule") : text("deadline.noCureRule"),
        ],
      };
    }
    case MONTH_TO_MONTH: {
      const end = earliestMonthToMonthEnd(data.delivery_date, data.rent_due_day ?? 1, {
        mailed: isMailed(data.delivery_method),
      });
      const endDate = formatDate(end.endDate, "weekday");
      return {
        heading,
        paragraphs: [
          text("deadline.tenancyEnds", { endDate }),
          text("deadline.givenOn", { givenOn: formatDate(end.givenOn, "weekday"), days: end.daysOfNotice }),
          text("deadline.rentUntilEnd"),
          text("deadline.staysFileAfter", { endDate }),
        ],
      };
    }
  }
}

/** Who signs: the landlord, or for a company the person named on its "By:" line. */
function signingStep(data: NoticeData, signedBy: string | undefined): string {
  return signedBy ? text("check.companySigns", { signer: signedBy, landlord: data.landlord_name }) : text("check.landlordSigns");
}

export function noticeInstructions(w: PdfWriter, data: NoticeData, signedBy: string | undefined): void {
  instructionsPages(
    w,
    [
      {
        heading: checkAndSignHeading(),
        steps: [readEveryLine(), signingStep(data, signedBy), text("check.copy")],
      },
      ...repeatViolationCheck(data),
      howToDeliver(data),
      theDeadline(data),
      {
        heading: text("neverDo.heading"),
        paragraphs: [text("neverDo.intro")],
        bullets: LANDLORD_TENANT.selfHelpEvictionProhibited.value.map((act) => act.charAt(0).toUpperCase() + act.slice(1)),
        after: [text("neverDo.damages"), text("neverDo.sheriff")],
      },
      {
        heading: text("keep.heading"),
        bullets: [text("keep.notice"), text("keep.proof"), text("keep.records")],
      },
    ],
    landlordNotice.statutes,
  );
}
