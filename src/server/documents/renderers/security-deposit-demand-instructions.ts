/**
 * The tenant's plain-English page for the deposit letter: signing, sending it by certified mail, the landlord's
 * deadlines (dated from the move-out), the 15-day objection window and the § 83.49(5) warning where they apply,
 * and what to do if the landlord does not pay: small claims court, with its filing fee for this amount. The words
 * are in content/en/instructions/security_deposit_demand.yml.
 */
import type { DataOfKind } from "@shared/documents/registry";
import { TIMELY_CLAIM_NOTICE } from "@shared/documents/security-deposit-fields";
import { depositObjectionDeadline } from "@shared/florida/deadlines";
import { formatDate, formatMoney } from "../instructions-format";
import { instructionsText } from "../instructions-text";
import { checkAndSignHeading, instructionsPages, readEveryLine, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation } from "./cited-rule";
import type { DepositSituation } from "./security-deposit-facts";
import { filingFeeSentence } from "./small-claims-instructions";

type DemandData = DataOfKind<"security_deposit_demand">;

export interface DemandFigures {
  situation: DepositSituation;
  amount: number;
  payBy: string;
  /** The letter's date: is it still within the 15 days to object? */
  letterDate: string;
  statutes: readonly string[];
}

const text = instructionsText("security_deposit_demand");

/** § 83.49(3)(b): 15 days after the notice arrived, counted by the deadline function; late or in time. */
function objectInTime(data: DemandData, letterDate: string): InstructionSection[] {
  if (data.landlord_notice !== TIMELY_CLAIM_NOTICE) return [];
  const received = data.claim_notice_received;
  const deadline = received ? depositObjectionDeadline(received) : undefined;
  const late = deadline !== undefined && letterDate > deadline.date;
  return [
    {
      heading: text("objectInTime.heading"),
      paragraphs: [
        deadline ? explanationWithCitation(deadline) : text("objectInTime.rule"),
        late ? text("objectInTime.late", { letterDate: formatDate(letterDate, "weekday") }) : text("objectInTime.inTime"),
        text("objectInTime.noWaiver"),
      ],
    },
  ];
}

function ifNotPaid(amount: number): string[] {
  return [text("ifNotPaid.smallClaims"), filingFeeSentence(amount), text("ifNotPaid.fees"), text("ifNotPaid.doubleDamages")];
}

export function demandInstructions(w: PdfWriter, data: DemandData, figures: DemandFigures): void {
  const { situation, amount, payBy, letterDate } = figures;
  const { deadlines } = situation;
  instructionsPages(
    w,
    [
      {
        heading: checkAndSignHeading(),
        steps: [readEveryLine(), text("check.sign"), text("check.copy")],
      },
      {
        heading: text("send.heading"),
        paragraphs: [text("send.mail", { landlord: data.landlord_name }), text("send.copy")],
      },
      {
        heading: text("landlordDeadlines.heading"),
        paragraphs: [
          explanationWithCitation(deadlines.returnWithoutClaim),
          explanationWithCitation(deadlines.claimNotice),
          ...(data.landlord_notice === TIMELY_CLAIM_NOTICE ? [] : [text("landlordDeadlines.wrongClaim")]),
          text("landlordDeadlines.asks", { amount: formatMoney(amount), payBy: formatDate(payBy, "weekday") }),
        ],
      },
      ...objectInTime(data, letterDate),
      ...(situation.noVacateNotice
        ? [
            {
              heading: text("vacatingNotice.heading"),
              paragraphs: [explanationWithCitation(deadlines.vacatingNoticeWarning)],
            },
          ]
        : []),
      { heading: text("ifNotPaid.heading"), paragraphs: ifNotPaid(amount) },
      {
        heading: text("keep.heading"),
        bullets: [text("keep.letter"), text("keep.lease"), text("keep.photos")],
      },
    ],
    figures.statutes,
  );
}
