/**
 * A tenant's demand for the security deposit, laid out as a letter and resting on § 83.49: the facts (lease,
 * deposit, move-out), the landlord's 15- and 30-day deadlines with their dates, what happened to the notice of
 * claim (none or late: the right to keep any of it is forfeited; on time: this letter is the written objection,
 * with the day the notice arrived and the tenant's 15 days to object counted from it),
 * the amount to return and by when, to the forwarding address, and the small claims lawsuit that follows if not
 * (the deposit plus costs and attorney fees; never "double the deposit", which Florida law does not give).
 */
import type { DataOfKind } from "@shared/documents/registry";
import { securityDepositDemand } from "@shared/documents/security-deposit-demand";
import {
  GAVE_VACATE_NOTICE,
  LATE_CLAIM_NOTICE,
  LEASE_ENDED,
  TIMELY_CLAIM_NOTICE,
} from "@shared/documents/security-deposit-fields";
import { depositObjectionDeadline } from "@shared/florida/deadlines";
import { addCalendarDays } from "@shared/florida/iso-date";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { CERTIFIED_MAIL, letter } from "../layout/letter";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { demandInstructions } from "./security-deposit-demand-instructions";
import { depositSituation, type DepositSituation } from "./security-deposit-facts";
import { statuteInText } from "./statute-in-text";
import { responseDays } from "@shared/documents/cease-desist-fields";

type DemandData = DataOfKind<"security_deposit_demand">;

const { returnWithoutClaimDays, claimNoticeDays, tenantObjectionDays, tenantVacatingNoticeDays } = SECURITY_DEPOSIT;

/** The amount this letter asks for: the tenant's figure against a timely claim, otherwise all that is held. */
const amountDemanded = (data: DemandData, situation: DepositSituation) =>
  data.landlord_notice === TIMELY_CLAIM_NOTICE ? (data.amount_demanded ?? situation.withheld) : situation.withheld;

/** The letter's date plus the days given, and never before the landlord's own 15 days are over. */
function responseDeadline(data: DemandData, situation: DepositSituation, letterDate: string): string {
  const given = addCalendarDays(letterDate, responseDays(data.response_days));
  const lawful = situation.deadlines.returnWithoutClaim.date;
  return given > lawful ? given : lawful;
}

/** § 83.49(3)(b): the objection, dated from the notice's arrival; its 15 days stated while they are not over. */
function objectionParagraph(data: DemandData, letterDate: string): string {
  const claimed = data.damages_claimed !== undefined ? ` of ${formatMoney(data.damages_claimed)}` : "";
  const received = data.claim_notice_received;
  const objectBy = received ? depositObjectionDeadline(received).date : undefined;
  const days =
    objectBy && letterDate <= objectBy
      ? `, which gives me ${tenantObjectionDays.value} days after I received your notice to object in writing: ` +
        `until ${formatDate(objectBy)}`
      : "";
  return (
    `You sent me a notice of your intention to impose a claim${claimed} on my deposit` +
    (received ? `, which I received on ${formatDate(received)}` : "") +
    ". I object to that claim. " +
    `This letter is my written objection under ${statuteInText(tenantObjectionDays.citation)}${days}.`
  );
}

function noticeParagraphs(data: DemandData, situation: DepositSituation, letterDate: string): string[] {
  const noticeBy = formatDate(situation.deadlines.claimNotice.date);
  const reason = data.dispute_reason;
  if (data.landlord_notice === TIMELY_CLAIM_NOTICE) {
    return [objectionParagraph(data, letterDate), ...(reason ? [`Your claim is wrong because: ${reason}`] : [])];
  }
  const late = data.landlord_notice === LATE_CLAIM_NOTICE;
  const facts = late
    ? `Your notice of a claim came only after the ${claimNoticeDays.value} days ended on ${noticeBy}.`
    : situation.noticePeriodOver
      ? `I never received that notice, and the ${claimNoticeDays.value} days ended on ${noticeBy}.`
      : "As of today, I have not received my deposit or any notice of a claim on it.";
  const consequence = situation.forfeited
    ? "Because you did not send the notice in time, you forfeited the right to impose a claim on my deposit " +
      `(${statuteInText(claimNoticeDays.citation)}). The whole deposit must be returned.`
    : "";
  return [`${facts} ${consequence}`.trim(), ...(reason ? [`There is no good reason to keep any of it: ${reason}`] : [])];
}

export const renderSecurityDepositDemand: DocumentRenderer<"security_deposit_demand"> = (w, data, context) => {
  const situation = depositSituation(data, context.createdOn);
  const { deadlines, daysSinceMoveOut, returned, withheld } = situation;
  const amount = amountDemanded(data, situation);
  const payBy = responseDeadline(data, situation, context.createdOn);
  const ago = daysSinceMoveOut > 0 ? `, ${daysSinceMoveOut} day${daysSinceMoveOut === 1 ? "" : "s"} ago` : "";
  const vacated = {
    [LEASE_ENDED]: "I moved out when my lease ended.",
    [GAVE_VACATE_NOTICE]:
      `Before I moved out, I gave you at least ${tenantVacatingNoticeDays.value} days' written notice with my new ` +
      `address, as provided by ${statuteInText(tenantVacatingNoticeDays.citation)}.`,
  } as Partial<Record<DemandData["vacate_notice"], string>>;

  letter(w, {
    sender: { name: data.tenant_name, address: data.tenant_address, phone: data.tenant_phone, email: data.tenant_email },
    date: context.createdOn,
    delivery: CERTIFIED_MAIL,
    recipient: { name: data.landlord_name, address: data.landlord_address },
    subject: `Return of my security deposit for ${oneLine(data.rental_address)}`,
    greeting: `Dear ${data.landlord_name}:`,
    body: [
      `I rented ${oneLine(data.rental_address)} from you under a lease that began on ${formatDate(data.lease_start)} ` +
        `and ended on ${formatDate(data.lease_end)}. I paid you a security deposit of ` +
        `${formatMoney(data.deposit_amount)}. I moved out and returned the keys on ${formatDate(data.move_out_date)}${ago}.` +
        (vacated[data.vacate_notice] ? ` ${vacated[data.vacate_notice]}` : ""),
      `Under ${statuteInText(returnWithoutClaimDays.citation)}, you had ${returnWithoutClaimDays.value} days after I ` +
        `moved out to return my deposit (until ${formatDate(deadlines.returnWithoutClaim.date)}), or ` +
        `${claimNoticeDays.value} days to send me written notice, by certified mail (or by e-mail, if we had signed ` +
        `an e-mail agreement), of your intention to impose a claim on it (until ` +
        `${formatDate(deadlines.claimNotice.date)}).`,
      ...noticeParagraphs(data, situation, context.createdOn),
      (returned > 0
        ? `You have returned ${formatMoney(returned)}, and you still hold ${formatMoney(withheld)} of my deposit. `
        : "You have not returned any part of my deposit. ") +
        `Please send me ${formatMoney(amount)} no later than ${formatDate(payBy)}, by check or money order made ` +
        `out to ${data.tenant_name}, mailed to my forwarding address: ${oneLine(data.tenant_address)}.`,
      "If I do not receive it by then, I intend to file a claim against you in small claims court for my deposit, " +
        "plus court costs and reasonable attorney fees, which the law awards to the winner " +
        `(${statuteInText(SECURITY_DEPOSIT.prevailingPartyCostsAndFees.citation)}). I would rather settle this ` +
        "without going to court.",
    ],
  });

  demandInstructions(w, data, {
    situation,
    amount,
    payBy,
    letterDate: context.createdOn,
    statutes: securityDepositDemand.statutes,
  });
};
