/**
 * A small claims statement of claim for a security deposit, built from the statement of claim's pieces (the
 * forms' opening sentence, the small claims limit, the attachments, the § 92.525 declaration above the signature):
 * the lease, the deposit, the move-out, the landlord's notice or its absence within 30 days (§ 83.49(3)(a)), what
 * is still held, the demand sent, and costs and attorney fees (§§ 83.49(3)(c), 83.48). The amount is what was
 * kept plus any other damages: Florida gives no "double the deposit".
 */
import type { DataOfKind } from "@shared/documents/registry";
import {
  GAVE_VACATE_NOTICE,
  LATE_CLAIM_NOTICE,
  LEASE_ENDED,
  TIMELY_CLAIM_NOTICE,
} from "@shared/documents/security-deposit-fields";
import { securityDepositLawsuit } from "@shared/documents/security-deposit-lawsuit";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { depositSituation, type DepositSituation } from "./security-deposit-facts";
import { depositLawsuitInstructions } from "./security-deposit-lawsuit-instructions";
import { statementOfClaim } from "./small-claims-statement";
import { statuteInText } from "./statute-in-text";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { optionWords } from "./option-words";

type LawsuitData = DataOfKind<"security_deposit_lawsuit">;

const { claimNoticeDays, claimNoticeByEmailWithAddendum, tenantVacatingNoticeDays, prevailingPartyCostsAndFees } =
  SECURITY_DEPOSIT;

function moveOut(data: LawsuitData): string {
  const when = `Plaintiff moved out and returned possession of the premises on ${formatDate(data.move_out_date)}`;
  if (data.vacate_notice === LEASE_ENDED) return `${when}, when the lease ended.`;
  if (data.vacate_notice === GAVE_VACATE_NOTICE) {
    return (
      `${when}, after giving Defendant at least ${tenantVacatingNoticeDays.value} days' written notice with an ` +
      `address where Plaintiff could be reached (${statuteInText(tenantVacatingNoticeDays.citation)}).`
    );
  }
  return `${when}.`;
}

function noticeFacts(data: LawsuitData, situation: DepositSituation): string[] {
  const noticeBy = formatDate(situation.deadlines.claimNotice.date);
  const reason = data.dispute_reason ? [`Defendant has no valid claim to the deposit because: ${data.dispute_reason}`] : [];
  if (data.landlord_notice === TIMELY_CLAIM_NOTICE) {
    return [
      "Defendant sent Plaintiff a notice of intention to impose a claim on the deposit. Plaintiff disputes that claim.",
      ...reason,
    ];
  }
  const law = statuteInText(claimNoticeDays.citation);
  const facts =
    data.landlord_notice === LATE_CLAIM_NOTICE
      ? `Defendant's notice of intention to impose a claim on the deposit was sent after the ${claimNoticeDays.value} ` +
        `days allowed by ${law}, which ended on ${noticeBy}.`
      : situation.noticePeriodOver
        ? `Defendant did not send Plaintiff written notice of an intention to impose a claim on the deposit by ` +
          "certified mail (or by e-mail under a signed e-mail agreement, " +
          `${statuteInText(claimNoticeByEmailWithAddendum.citation)}) within ${claimNoticeDays.value} days after ` +
          `Plaintiff moved out (by ${noticeBy}), as required by ${law}.`
        : "Defendant has not returned the deposit and has not sent Plaintiff any notice of a claim on it.";
  const forfeited = situation.forfeited ? " Defendant therefore forfeited the right to impose a claim on the deposit." : "";
  return [`${facts}${forfeited}`, ...reason];
}

const attachmentWords = optionWords(securityDepositLawsuit, "attachments");

export const renderSecurityDepositLawsuit: DocumentRenderer<"security_deposit_lawsuit"> = (w, data, context) => {
  const situation = depositSituation(data, context.createdOn);
  // The paper prints the county and the attachments in words.
  const printed = { ...data, county: countyName(data.county), attachments: data.attachments.map(attachmentWords) };
  const { returned, withheld } = situation;
  const extra = Math.round((data.damages_claimed - withheld) * 100) / 100;
  statementOfClaim(w, printed, {
    title: englishKindTitle(securityDepositLawsuit.kind),
    amount: data.damages_claimed,
    facts: [
      `Defendant rented the dwelling at ${oneLine(data.rental_address)} to Plaintiff under a lease that began on ` +
        `${formatDate(data.lease_start)}. Defendant is the landlord.`,
      `Plaintiff paid Defendant a security deposit of ${formatMoney(data.deposit_amount)}.`,
      moveOut(data),
      ...noticeFacts(data, situation),
      returned > 0
        ? `Defendant returned ${formatMoney(returned)} and kept ${formatMoney(withheld)} of the deposit.`
        : `Defendant has not returned any part of the deposit and keeps all ${formatMoney(withheld)}.`,
      ...(data.demand_date
        ? [
            `On ${formatDate(data.demand_date)}, Plaintiff sent Defendant a written demand for the return of the ` +
              "deposit. Defendant has not returned it.",
          ]
        : []),
      ...(extra > 0
        ? [
            `Plaintiff also claims ${formatMoney(extra)} for other damages` +
              (data.other_damages ? `: ${data.other_damages}` : ", which Plaintiff will prove at the hearing."),
          ]
        : []),
      `Plaintiff asks for judgment for ${formatMoney(data.damages_claimed)}, plus court costs and reasonable ` +
        `attorney fees under ${statuteInText(prevailingPartyCostsAndFees.citation)}.`,
    ],
  });
  depositLawsuitInstructions(w, data, situation, printed);
};
