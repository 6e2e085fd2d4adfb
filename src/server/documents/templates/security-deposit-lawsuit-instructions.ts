/**
 * The plain-English page of the deposit lawsuit: the small claims sections every statement of claim shares
 * (signing under penalty of perjury, attachments, where to file, the tiered filing fee for this amount, service,
 * the pretrial conference), plus what is particular to a deposit: not filing before the landlord's 30 days are
 * over, the § 83.49(5) warning, what the court can award (and that it is not double), and proof to bring.
 */
import type { DataOfKind } from "@shared/documents/registry";
import { securityDepositLawsuit } from "@shared/documents/security-deposit-lawsuit";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation, summaryWithCitation } from "./cited-rule";
import type { DepositSituation } from "./security-deposit-facts";
import { filingAStatementOfClaim } from "./small-claims-instructions";
import { formatDate } from "@shared/i18n/format";

type LawsuitData = DataOfKind<"security_deposit_lawsuit">;

function beforeYouFile(data: LawsuitData, situation: DepositSituation): InstructionSection {
  const { deadlines } = situation;
  return {
    heading: "Before you file",
    paragraphs: [
      ...(situation.noticePeriodOver
        ? []
        : [
            `Wait until after ${formatDate(deadlines.claimNotice.date, "weekday")}. Until then the landlord can still send ` +
              "a notice of claim, and your case would be filed too early.",
          ]),
      ...(situation.noVacateNotice ? [explanationWithCitation(deadlines.vacatingNoticeWarning)] : []),
      ...(data.demand_sent === "yes"
        ? []
        : [
            "You did not send a demand letter. It is not required, but a judge will want to know you asked first. " +
              "The app can make one (Security Deposits, Demand Letter).",
          ]),
      summaryWithCitation(SECURITY_DEPOSIT.prevailingPartyCostsAndFees),
      summaryWithCitation(SECURITY_DEPOSIT.doubleDamages),
    ],
  };
}

export function depositLawsuitInstructions(
  w: PdfWriter,
  data: LawsuitData,
  situation: DepositSituation,
  printed: { county: string; attachments: readonly string[] },
): void {
  instructionsPages(
    w,
    [
      beforeYouFile(data, situation),
      ...filingAStatementOfClaim({
        copies: "one for the clerk, one for the landlord, and one for you",
        attachments: printed.attachments,
        county: printed.county,
        amount: data.damages_claimed,
      }),
    ],
    securityDepositLawsuit.statutes,
  );
}
