/**
 * The plain-English page of the deposit lawsuit: the small claims sections every statement of claim shares
 * (signing under penalty of perjury, attachments, where to file, the tiered filing fee for this amount, service,
 * the pretrial conference), plus what is particular to a deposit: not filing before the landlord's 30 days are
 * over, the § 83.49(5) warning, checking how the landlord's notice came before claiming a forfeiture, that the
 * loser may pay the winner's attorney fees, what the court can award (and that it is not double), and proof to
 * bring. The words are in content/en/instructions/security_deposit_lawsuit.yml.
 */
import type { DataOfKind } from "@shared/documents/registry";
import { TIMELY_CLAIM_NOTICE } from "@shared/documents/security-deposit-fields";
import { securityDepositLawsuit } from "@shared/documents/security-deposit-lawsuit";
import { instructionsText } from "../instructions-text";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation } from "./cited-rule";
import type { DepositSituation } from "./security-deposit-facts";
import { filingAStatementOfClaim } from "./small-claims-instructions";
import { formatDate } from "../instructions-format";

type LawsuitData = DataOfKind<"security_deposit_lawsuit">;

const text = instructionsText("security_deposit_lawsuit");

function beforeYouFile(data: LawsuitData, situation: DepositSituation): InstructionSection {
  const { deadlines } = situation;
  return {
    heading: text("beforeYouFile.heading"),
    paragraphs: [
      ...(situation.noticePeriodOver
        ? []
        : [text("beforeYouFile.wait", { date: formatDate(deadlines.claimNotice.date, "weekday") })]),
      ...(situation.noVacateNotice ? [explanationWithCitation(deadlines.vacatingNoticeWarning)] : []),
      ...(data.demand_sent === "yes" ? [] : [text("beforeYouFile.noDemand")]),
      ...(data.landlord_notice === TIMELY_CLAIM_NOTICE ? [] : [text("beforeYouFile.wrongClaim")]),
      text("beforeYouFile.fees"),
      text("beforeYouFile.doubleDamages"),
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
        copies: text("signIt.copies"),
        attachments: printed.attachments,
        county: printed.county,
        amount: data.damages_claimed,
      }),
    ],
    securityDepositLawsuit.statutes,
  );
}
