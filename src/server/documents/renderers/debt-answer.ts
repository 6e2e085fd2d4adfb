/**
 * Answer and affirmative defenses to a debt collection lawsuit, in county or circuit court: the caption of the
 * court the case is in, the response to the complaint (a general denial or paragraph by paragraph), each defense
 * chosen with its short legal ground, the arbitration demand, the demand for proof, the request to the court,
 * the defendant's signature block and a certificate of service on the plaintiff's lawyer (or the plaintiff).
 */
import { DEBT_RESPONSES, debtAnswer, RESERVE_ARBITRATION, type DEBT_DEFENSES } from "@shared/documents/debt-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { DEBT } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { courtHeader, signAndServe } from "../layout/court";
import type { DocumentRenderer } from "../renderer";
import { asSentence } from "../typed-text";
import { defendantSigner, defensesWithFacts, numberedSection } from "./answer-parts";
import { optionWords } from "./option-words";
import { answerCourt, debtAnswerInstructions } from "./debt-answer-instructions";

type Data = DataOfKind<"debt_answer">;

const defenseName = optionWords(debtAnswer, "defenses");

const written = DEBT.limitationsWrittenContractYears;
const oral = DEBT.limitationsOralContractOrOpenAccountYears;

/** Each defense's paragraph, after its name as the kind prints it (src/shared/documents/paper/defense-headings.ts). */
const DEFENSES: Record<(typeof DEBT_DEFENSES)[number], string> = {
  statute_of_limitations:
    `Plaintiff's claim is barred because it was not filed within the time the law allows. ` +
    `An action on a written contract must be brought within ${written.value} years (${written.citation}), and an ` +
    `action on an oral contract or an open account within ${oral.value} years (${oral.citation}).`,
  not_my_debt: "Defendant did not open, use or agree to pay the account Plaintiff sues on, and does not owe it.",
  wrong_amount:
    "Defendant does not owe the amount claimed. Plaintiff must prove how each part of it " +
    "(principal, interest, fees and other charges) was calculated, that the agreement allows it, and that every " +
    "payment and credit was applied.",
  paid: "The debt, or part of it, has been paid. Defendant is entitled to credit for every payment.",
  no_standing:
    "Plaintiff has not shown that it owns this debt or has the right to sue on it. If Plaintiff " +
    "claims the debt was sold or assigned to it, Plaintiff must prove each assignment in the chain from the " +
    "original creditor to Plaintiff, and that this account was included in it.",
};

const DEBT_NAMES: Record<Data["debt_type"], string> = {
  credit_card: "a credit card account",
  medical: "medical bills",
  personal_loan: "a personal loan",
  auto_loan: "an auto loan",
  student_loan: "a student loan",
  other: "a debt",
};

/** "paragraph 3", "paragraphs 1, 2 and 5". */
const paragraphsOf = (numbers: string) => `${/[,;&-]|\band\b/.test(numbers) ? "paragraphs" : "paragraph"} ${numbers}`;

function responses(data: Data, complaint: string): string[] {
  if (data.response === DEBT_RESPONSES.general) {
    return [`Defendant denies each and every allegation of the ${complaint} and demands strict proof of them.`];
  }
  const of = `of the ${complaint}`;
  return [
    ...(data.admitted_paragraphs ? [`Defendant admits the allegations of ${paragraphsOf(data.admitted_paragraphs)} ${of}.`] : []),
    ...(data.denied_paragraphs ? [`Defendant denies the allegations of ${paragraphsOf(data.denied_paragraphs)} ${of}.`] : []),
    ...(data.unknown_paragraphs
      ? [
          `Defendant is without knowledge of the allegations of ${paragraphsOf(data.unknown_paragraphs)} ${of}, ` +
            "and therefore denies them.",
        ]
      : []),
    `Defendant denies every allegation of the ${complaint} that is not specifically admitted above.`,
  ];
}

function arbitration(data: Data): string | undefined {
  const law = DEBT.arbitrationCanBeCompelled;
  if (data.arbitration_clause === "yes") {
    return (
      "Demand for arbitration. The agreement Plaintiff sues on contains an arbitration clause. Defendant demands " +
      "arbitration of this claim under that clause, does not waive the right to arbitrate by filing this answer, " +
      `and asks the Court to stay this action pending arbitration (${law.citation}).`
    );
  }
  if (data.arbitration_clause === RESERVE_ARBITRATION) {
    return (
      "Arbitration. The agreement Plaintiff sues on contains an arbitration clause. Defendant reserves the right to " +
      "demand arbitration and does not waive it by filing this answer."
    );
  }
  if (data.arbitration_clause === "unknown") {
    return (
      "Arbitration. Defendant does not know whether the agreement Plaintiff sues on contains an arbitration " +
      "clause. Defendant reserves the right to demand arbitration and does not waive it by filing this answer."
    );
  }
  return undefined;
}

export const renderDebtAnswer: DocumentRenderer<"debt_answer"> = (w, data, context) => {
  const court = answerCourt(data);
  const complaint = court.deadlineCourt === "small_claims" ? "Statement of Claim" : "Complaint";
  const title = data.defenses.length > 0 ? englishKindTitle(debtAnswer.kind) : "Answer";
  courtHeader(w, {
    county: countyName(data.county),
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    caseNumber: data.case_number,
    title,
    court: court.caption,
  });
  w.paragraph(
    `Defendant, ${data.defendant_name}, answers the ${complaint} filed by Plaintiff, ${data.plaintiff_name}, which ` +
      `seeks ${formatMoney(data.debt_amount)} said to be owed on ${DEBT_NAMES[data.debt_type]}, as follows:`,
  );
  const response = responses(data, complaint);
  if (data.defenses.length === 0 && data.defense_details)
    response.push(`Defendant also states: ${asSentence(data.defense_details)}`);
  let next = w.numbered(response);

  if (data.defenses.length > 0) {
    const defenses = data.defenses.map((defense) => `${defenseName(defense)}. ${DEFENSES[defense]}`);
    const facts = data.defense_details ? asSentence(data.defense_details) : undefined;
    next = numberedSection(w, "AFFIRMATIVE DEFENSES", defensesWithFacts(defenses, facts), next);
  }

  const arbitrate = arbitration(data);
  numberedSection(
    w,
    arbitrate ? "ARBITRATION AND DEMAND FOR PROOF" : "DEMAND FOR PROOF",
    [
      ...(arbitrate ? [arbitrate] : []),
      "Defendant demands strict proof of every element of Plaintiff's claim, including the signed agreement, the " +
        "account statements that show how the amount claimed was reached, and, if Plaintiff is not the original " +
        "creditor, proof that Plaintiff owns this debt.",
    ],
    next,
  );

  w.paragraph(
    "WHEREFORE, Defendant asks the Court to enter judgment for Defendant and order that Plaintiff take nothing" +
      (data.arbitration_clause === "yes" ? ", or else to stay this action pending arbitration" : "") +
      ", to award Defendant the costs of this action, and to grant any other relief the Court finds just.",
  );
  signAndServe(w, defendantSigner(data), {
    document: title,
    servedRole: data.plaintiff_attorney ? "Plaintiff's attorney" : "Plaintiff",
    servedName: data.plaintiff_attorney ?? data.plaintiff_name,
    servedAddress: data.service_email ? `${data.service_address} (e-mail: ${data.service_email})` : data.service_address,
  });

  debtAnswerInstructions(w, data, court, context.createdOn);
};
