/**
 * Statement of claim, with the content Rule 7.050 asks for and the wording of the Supreme Court's small claims
 * statement-of-claim forms (7.330-7.337): "Plaintiff(s) sue(s) defendant(s) for $... that is due with costs and
 * interest", the reason, the date, the attached documents, and a declaration under § 92.525(2) above the
 * plaintiff's signature, address and phone.
 */
import { smallClaimsStatement } from "../../../shared/documents/small-claims-statement";
import { formatDollars } from "../../../shared/florida/fees";
import { SMALL_CLAIMS } from "../../../shared/florida/law";
import { formatDate, formatMoney } from "../../../shared/format";
import { courtHeader, oneLine, signatureBlock } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import type { DocumentTemplate } from "../template";
import {
  attachYourPapers,
  filingCosts,
  pretrialConference,
  serveTheDefendant,
  signIt,
  whereToFile,
} from "./small-claims-instructions";

export const DECLARATION =
  "Under penalties of perjury, I declare that I have read the foregoing Statement of Claim and that the facts " +
  "stated in it are true.";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The parties of a statement of claim, as its wizards name them. */
export interface ClaimParties {
  plaintiff_name: string;
  plaintiff_address: string;
  defendant_name: string;
  defendant_address: string;
}

/** The small claims forms' opening: who sues whom, for how much (any statement of claim uses it). */
export const sueSentence = (parties: ClaimParties, amount: number) =>
  `Plaintiff(s), ${parties.plaintiff_name}, of ${oneLine(parties.plaintiff_address)}, sue(s) defendant(s), ` +
  `${parties.defendant_name}, of ${oneLine(parties.defendant_address)}, for ${formatMoney(amount)} ` +
  "that is due with costs and interest.";

export const withinLimitSentence = () =>
  `The amount claimed is not more than ${formatDollars(SMALL_CLAIMS.limitDollars.value)}, not counting costs, ` +
  `interest and attorney fees, so this claim belongs in small claims court (${SMALL_CLAIMS.limitDollars.citation}).`;

/** Rule 7.050: copies of the written documents the claim rests on. */
export const attachmentsSentences = (attachments: readonly string[]) =>
  attachments.length > 0
    ? [
        "Attached are copies of the written documents this claim is based on and other evidence: " +
          `${attachments.map(lowerFirst).join("; ")}.`,
      ]
    : [];

export const renderSmallClaimsStatement: DocumentTemplate<"small_claims_statement"> = (w, data) => {
  courtHeader(w, {
    county: data.county,
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    title: smallClaimsStatement.title,
  });
  w.numbered([
    sueSentence(data, data.claim_amount),
    `This money is owed because: ${data.claim_description}`,
    `This happened on or about ${formatDate(data.damages_occurred)}.`,
    withinLimitSentence(),
    ...attachmentsSentences(data.attachments),
  ]);
  signatureBlock(
    w,
    {
      role: "Plaintiff",
      name: data.plaintiff_name,
      address: data.plaintiff_address,
      phone: data.plaintiff_phone,
      email: data.plaintiff_email,
    },
    DECLARATION,
  );

  const copies = "one for the clerk, one for each defendant, and one for you";
  instructionsPages(
    w,
    [
      signIt("Statement of Claim", copies, true),
      ...attachYourPapers(data.attachments),
      whereToFile(data.county),
      filingCosts(data.claim_amount),
      serveTheDefendant(),
      pretrialConference("plaintiff"),
    ],
    smallClaimsStatement.statutes,
  );
};
