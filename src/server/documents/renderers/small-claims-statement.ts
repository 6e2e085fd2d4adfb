/**
 * Statement of claim, with the content Rule 7.050 asks for and the wording of the Supreme Court's small claims
 * statement-of-claim forms (7.330-7.337): "Plaintiff(s) sue(s) defendant(s) for $... that is due with costs and
 * interest", the reason, the date, the attached documents, and a declaration under § 92.525(2) above the
 * plaintiff's signature, address and phone. The deposit lawsuit is written on the same frame (statementOfClaim).
 */
import { smallClaimsStatement } from "@shared/documents/small-claims-statement";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { courtHeader, signatureBlock } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import type { DocumentRenderer } from "../renderer";
import { lowerFirst, oneLine } from "../typed-text";
import { filingAStatementOfClaim } from "./small-claims-instructions";
import { instructionsText } from "../instructions-text";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { optionWords } from "./option-words";

export const DECLARATION = COURTS.verificationByDeclaration.value.replace("{DOCUMENT}", "Statement of Claim");

/** The answers every statement of claim has, as its wizards name them. */
export interface ClaimAnswers {
  plaintiff_name: string;
  plaintiff_address: string;
  plaintiff_phone?: string | undefined;
  plaintiff_email?: string | undefined;
  defendant_name: string;
  defendant_address: string;
  county: string;
  attachments: readonly string[];
}

/** The small claims forms' opening: who sues whom, for how much. */
const sueSentence = (parties: ClaimAnswers, amount: number) =>
  `Plaintiff(s), ${parties.plaintiff_name}, of ${oneLine(parties.plaintiff_address)}, sue(s) defendant(s), ` +
  `${parties.defendant_name}, of ${oneLine(parties.defendant_address)}, for ${formatMoney(amount)} ` +
  "that is due with costs and interest.";

const withinLimitSentence = () =>
  `The amount claimed is not more than ${formatMoney(SMALL_CLAIMS.limitDollars.value, "whole")}, not counting costs, ` +
  `interest and attorney fees, so this claim belongs in small claims court (${SMALL_CLAIMS.limitDollars.citation}).`;

/** Rule 7.050: copies of the written documents the claim rests on. */
const attachmentsSentences = (attachments: readonly string[]) =>
  attachments.length > 0
    ? [
        "Attached are copies of the written documents this claim is based on and other evidence: " +
          `${attachments.map(lowerFirst).join("; ")}.`,
      ]
    : [];

/**
 * Any statement of claim: the caption with a blank case number, numbered paragraphs (who sues whom for how much,
 * then `facts`, the small claims limit and the attachments), and the declaration above the plaintiff's signature.
 */
export function statementOfClaim(
  w: PdfWriter,
  data: ClaimAnswers,
  claim: { title: string; amount: number; facts: readonly string[] },
): void {
  courtHeader(w, {
    county: data.county,
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    title: claim.title,
  });
  w.numbered([sueSentence(data, claim.amount), ...claim.facts, withinLimitSentence(), ...attachmentsSentences(data.attachments)]);
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
}

const attachmentWords = optionWords(smallClaimsStatement, "attachments");
const instructions = instructionsText("small_claims_statement");

export const renderSmallClaimsStatement: DocumentRenderer<"small_claims_statement"> = (w, answers) => {
  // The paper prints the county and the attachments in words.
  const data = { ...answers, county: countyName(answers.county), attachments: answers.attachments.map(attachmentWords) };
  statementOfClaim(w, data, {
    title: englishKindTitle(smallClaimsStatement.kind),
    amount: data.claim_amount,
    facts: [
      `This money is owed because: ${data.claim_description}`,
      `This happened on or about ${formatDate(data.damages_occurred)}.`,
    ],
  });
  instructionsPages(
    w,
    filingAStatementOfClaim({
      copies: instructions("signIt.copies"),
      attachments: data.attachments,
      county: data.county,
      amount: data.claim_amount,
    }),
    smallClaimsStatement.statutes,
  );
};
