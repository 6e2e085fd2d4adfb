/**
 * The tenant's plain-English page for the deposit letter: signing, sending it by certified mail, the landlord's
 * deadlines (dated from the move-out), the 15-day objection window and the § 83.49(5) warning where they apply,
 * and what to do if the landlord does not pay: small claims court, with its filing fee for this amount.
 */
import type { DataOfKind } from "@shared/documents/registry";
import { TIMELY_CLAIM_NOTICE } from "@shared/documents/security-deposit-fields";
import { FEE_NOTE, smallClaimsFilingFee } from "@shared/florida/fees";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { instructionsPages } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation, summaryWithCitation } from "./cited-rule";
import type { DepositSituation } from "./security-deposit-facts";

type DemandData = DataOfKind<"security_deposit_demand">;

export interface DemandFigures {
  situation: DepositSituation;
  amount: number;
  payBy: string;
  statutes: readonly string[];
}

function ifNotPaid(amount: number): string[] {
  const fee = smallClaimsFilingFee(amount);
  return [
    "File a claim in small claims court in the county where the rental is. In this app, open Security Deposits, " +
      "then Small Claims, to make the Statement of Claim.",
    fee.ok
      ? `The filing fee for a claim of ${formatMoney(amount)} is ${formatMoney(fee.fee, "whole")} (${fee.citation}). ${FEE_NOTE}`
      : fee.message,
    summaryWithCitation(SECURITY_DEPOSIT.prevailingPartyCostsAndFees),
    summaryWithCitation(SECURITY_DEPOSIT.doubleDamages),
  ];
}

export function demandInstructions(w: PdfWriter, data: DemandData, figures: DemandFigures): void {
  const { situation, amount, payBy } = figures;
  const { deadlines } = situation;
  instructionsPages(
    w,
    [
      {
        heading: "Check it, then sign it",
        steps: [
          "Read every line. If something is wrong, change your answers in the app and download it again.",
          "Sign it by hand above your printed name.",
          "Make a copy for yourself.",
        ],
      },
      {
        heading: "Send it",
        paragraphs: [
          `Mail it to ${data.landlord_name} at the address on the letter by certified mail, return receipt ` +
            "requested. The post office gives you a receipt and, later, proof that it arrived.",
          "You can also e-mail or text a copy, but send the mailed one too.",
        ],
      },
      {
        heading: "The landlord's deadlines",
        paragraphs: [
          explanationWithCitation(deadlines.returnWithoutClaim),
          explanationWithCitation(deadlines.claimNotice),
          `Your letter asks for ${formatMoney(amount)} by ${formatDate(payBy, "weekday")}.`,
        ],
      },
      ...(data.landlord_notice === TIMELY_CLAIM_NOTICE
        ? [
            {
              heading: "Object in time",
              paragraphs: [
                summaryWithCitation(SECURITY_DEPOSIT.tenantObjectionDays),
                "This letter is your written objection. Mail it right away, within those days.",
              ],
            },
          ]
        : []),
      ...(situation.noVacateNotice
        ? [
            {
              heading: "A warning about your notice",
              paragraphs: [explanationWithCitation(deadlines.vacatingNoticeWarning)],
            },
          ]
        : []),
      { heading: "If the landlord does not pay", paragraphs: ifNotPaid(amount) },
      {
        heading: "What to keep",
        bullets: [
          "Your signed copy of this letter and the certified mail receipts.",
          "Your lease, proof you paid the deposit, and any notice from the landlord.",
          "Move-in and move-out photos, and the keys receipt if you have one.",
        ],
      },
    ],
    figures.statutes,
  );
}
