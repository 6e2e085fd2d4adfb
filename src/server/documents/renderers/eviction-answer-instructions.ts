/**
 * The tenant's plain-English page. First the two things that decide an eviction case: the 5-day deadline
 * (counted from the service date, with the 20 days of a money claim) and the § 83.60(2) rent deposit, in the
 * tenant's own situation; then signing, filing, sending the copy, the repair-defense rule, moving out when the
 * tenant asked for time (there is no grace period: § 83.62(1)), and what comes next. The words are in
 * content/en/instructions/eviction_answer.yml.
 */
import {
  DEPOSITED,
  evictionAnswer,
  MOTION_TO_DETERMINE_RENT,
  NOT_DEPOSITED,
  REPAIRS_DEFENSE,
} from "@shared/documents/eviction-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { evictionAnswerDeadline, evictionMoneyClaimAnswerDeadline } from "@shared/florida/deadlines";
import { formatDate, formatMoney } from "../instructions-format";
import { instructionsText } from "../instructions-text";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation } from "./cited-rule";
import { certificateOfService, signIt, whereToFile } from "./small-claims-instructions";
import { countyName } from "../county-name";

type AnswerData = DataOfKind<"eviction_answer">;

const text = instructionsText("eviction_answer");

function rentDeposit(data: AnswerData, due: string): InstructionSection {
  const rent = formatMoney(data.rent_alleged);
  const onlyPayment = data.response_type === "paid_rent" && data.defenses.length === 0;
  const situation =
    data.rent_deposit === DEPOSITED
      ? [text("rentDeposit.deposited", { amount: formatMoney(data.rent_deposited_amount ?? 0) }), text("rentDeposit.keepPaying")]
      : data.rent_deposit === MOTION_TO_DETERMINE_RENT
        ? [
            text("rentDeposit.motion", { due }),
            text("rentDeposit.hearing", { amount: formatMoney(data.correct_rent_amount ?? 0) }),
            text("rentDeposit.keepPaying"),
          ]
        : [
            onlyPayment ? text("rentDeposit.onlyPayment", { rent, due }) : text("rentDeposit.warning", { rent, due }),
            text("rentDeposit.howToPay"),
          ];
  return {
    heading: text("rentDeposit.heading"),
    paragraphs: [text("rentDeposit.rule"), ...situation, text("rentDeposit.registryFee"), text("rentDeposit.subsidized")],
  };
}

/**
 * What the wizard showed her the moment she said the rent is not in the registry, boxed at the top of the
 * instructions: the amount, the date and her county's clerk (or, when her only defense is payment, that it needs
 * no deposit but anything more does).
 */
function depositWarning(data: AnswerData, due: string): string | undefined {
  if (data.rent_deposit !== NOT_DEPOSITED) return undefined;
  const rent = formatMoney(data.rent_alleged);
  if (data.response_type === "paid_rent" && data.defenses.length === 0) return text("rentDeposit.onlyPayment", { rent, due });
  return text("rentDeposit.topWarning", { rent, due, county: `${countyName(data.county)} County` });
}

/**
 * Repairs (§ 83.60(1)(b)): the notice, which problems count (§ 83.51(1) only), and that the rent held back must be
 * in the registry (§ 83.60(2)); a warning first when her notice did not say she would withhold rent.
 */
function repairs(data: AnswerData, due: string): InstructionSection {
  const noWithholdingNotice = data.defenses.includes(REPAIRS_DEFENSE) && data.repair_notice_said_withhold === "no";
  return {
    heading: text("repairs.heading"),
    paragraphs: [
      ...(noWithholdingNotice ? [text("repairs.noticeDidNotSayWithhold", { due })] : []),
      text("repairs.notice"),
      text("repairs.depositWithheldRent", { due }),
      text("repairs.attach"),
    ],
  };
}

/** "I need more time": the law gives none after judgment, so the way to get time is the landlord's agreement. */
function timeToMoveOut(): InstructionSection {
  return {
    heading: text("moreTime.heading"),
    paragraphs: [text("moreTime.stillDenies"), text("moreTime.writ"), text("moreTime.agreement")],
  };
}

export function evictionAnswerInstructions(w: PdfWriter, data: AnswerData, title: string): void {
  const deadline = evictionAnswerDeadline(data.service_date);
  const due = formatDate(deadline.date, "weekday");
  const aboutRepairs = data.defenses.some((defense) => defense === "landlord_breach" || defense === "habitability");
  instructionsPages(
    w,
    [
      {
        heading: text("fileBy.heading", { due }),
        paragraphs: [
          text("fileBy.served", {
            servedOn: formatDate(data.service_date, "weekday"),
            deadline: explanationWithCitation(deadline),
          }),
          text("fileBy.noLastDay"),
          text("fileBy.moneyClaim", {
            deadline: explanationWithCitation(evictionMoneyClaimAnswerDeadline(data.service_date)),
            due,
          }),
        ],
      },
      rentDeposit(data, due),
      signIt(title, text("signIt.copies"), false),
      whereToFile(countyName(data.county), data.case_number),
      {
        heading: text("sendACopy.heading"),
        paragraphs: [
          data.landlord_attorney
            ? text("sendACopy.toLawyer", { lawyer: data.landlord_attorney })
            : text("sendACopy.toLandlord", { landlord: data.landlord_name }),
          certificateOfService(),
        ],
      },
      ...(aboutRepairs ? [repairs(data, due)] : []),
      ...(data.defenses.includes("retaliation")
        ? [{ heading: text("retaliation.heading"), paragraphs: [text("retaliation.owedRent")] }]
        : []),
      ...(data.response_type === "need_time" ? [timeToMoveOut()] : []),
      {
        heading: text("whatNext.heading"),
        paragraphs: [text("whatNext.hearing"), text("whatNext.bring"), text("whatNext.writ")],
      },
      {
        heading: text("keep.heading"),
        bullets: [text("keep.filed"), text("keep.receipts"), text("keep.lease")],
      },
    ],
    evictionAnswer.statutes,
    undefined,
    depositWarning(data, due),
  );
}
