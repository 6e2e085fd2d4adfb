/**
 * Debt validation letter: disputes the debt and asks the collector to verify it (15 U.S.C. § 1692g(b);
 * Regulation F, 12 C.F.R. § 1006.34), asks for what proves it, reminds the collector of the stop-collecting rule,
 * credit reporting of disputed debts (§ 1692e(8)), Florida's FCCPA (§ 559.72) and registration (§ 559.553), asks
 * for written contact only, and says it admits nothing. Sent by certified mail, return receipt requested.
 */
import { debtValidationLetter } from "@shared/documents/debt-validation-letter";
import type { DataOfKind } from "@shared/documents/registry";
import { validationDisputeDeadline, type Deadline } from "@shared/florida/deadlines";
import { DEBT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import { CERTIFIED_MAIL, letter, type LetterParty } from "../layout/letter";
import { keepRecords, letterInstructionsIntro, sendByCertifiedMail, signTheLetter } from "../layout/letter-instructions";
import { instructionsText } from "../instructions-text";
import type { DocumentRenderer } from "../renderer";
import { explanationWithCitation } from "./cited-rule";

type Data = DataOfKind<"debt_validation_letter">;

const instructions = instructionsText("debt_validation_letter");

/** Where the notice came, the last day to dispute and whether the letter is dated by then. */
type Timing = { received: false } | { received: true; deadline: Deadline; inTime: boolean };

const known = (name: string) => !/^(unknown|not sure|n\/a|none)\.?$/i.test(name.trim());

function timingOf(data: Data, today: string): Timing {
  if (!data.notice_received_date) return { received: false };
  const deadline = validationDisputeDeadline(data.notice_received_date);
  return { received: true, deadline, inTime: today <= deadline.date };
}

function opening(data: Data): string {
  const owner = known(data.current_creditor) ? `, which you say is now owed to ${data.current_creditor}` : "";
  const origin = known(data.creditor_name) ? ` and came from ${data.creditor_name}` : "";
  return `I am writing about the debt of ${formatMoney(data.debt_amount)} you say I owe${owner}${origin}.`;
}

function dispute(data: Data, timing: Timing): string[] {
  const days = DEBT.validationDisputeDays;
  const stop = DEBT.disputeStopsCollectionUntilVerified;
  const ask =
    "I dispute this debt, all of it, and I request validation of it under the Fair Debt Collection Practices Act, " +
    `${stop.citation}, and Regulation F, ${DEBT.validationNoticeContents.citation}.`;
  const rule =
    `Under ${stop.citation}, a debt collector that receives a written dispute within ${days.value} days after the ` +
    "consumer receives the validation notice must stop collecting the debt until it mails verification to the consumer.";
  if (!timing.received) {
    return [
      `${ask} I have not received a validation notice from you, so my ${days.value} days to dispute have not started.`,
      `${rule} Please send me a validation notice as the law requires, and treat this letter as my written dispute.`,
    ];
  }
  const when = `I received your validation notice on ${formatDate(data.notice_received_date ?? "")}.`;
  return [
    `${when} ${ask}`,
    timing.inTime
      ? `${rule} This letter is sent within that time, so you must stop collecting until you send me verification.`
      : rule,
  ];
}

function requests(data: Data): string[] {
  return [
    "The name and address of the original creditor.",
    "The amount you say I owe and how you calculated it: the principal, interest, fees and other charges, and " +
      "every payment and credit, since the date the debt was last itemized.",
    "Proof that you have the right to collect this debt. If it was sold or assigned, a copy of each assignment or " +
      "bill of sale from the original creditor to the current owner, showing that my account was included.",
    "A copy of the signed agreement or other document that created the debt.",
    "The date of default, with the records that show it" +
      (data.date_of_default ? ` (the date I have is ${formatDate(data.date_of_default)}).` : "."),
    `Your Florida consumer collection agency registration number, or the reason you are not required to register ` +
      `(${DEBT.collectorMustRegisterInFlorida.citation}).`,
  ];
}

function deadlineSection(timing: Timing): InstructionSection {
  if (!timing.received) return { heading: instructions("deadline.heading"), paragraphs: [instructions("deadline.noNotice")] };
  const { deadline } = timing;
  const date = formatDate(deadline.date);
  return {
    heading: instructions("deadline.heading"),
    paragraphs: timing.inTime
      ? [explanationWithCitation(deadline), instructions("deadline.mailToday", { date })]
      : [instructions("deadline.ended", { date })],
  };
}

export const renderDebtValidationLetter: DocumentRenderer<"debt_validation_letter"> = (w, data, context) => {
  const timing = timingOf(data, context.createdOn);
  const collector: LetterParty = { name: data.collector_name, address: data.collector_address };
  const fccpa = DEBT.floridaActCoversOriginalCreditors;
  const reporting = DEBT.disputedDebtReportedAsDisputed;
  letter(w, {
    sender: { name: data.sender_name, address: data.sender_address },
    date: context.createdOn,
    delivery: CERTIFIED_MAIL,
    recipient: collector,
    subject: `Dispute of debt and request for validation${data.account_number ? `, account ${data.account_number}` : ""}`,
    greeting: "To whom it may concern:",
    body: [
      opening(data),
      ...dispute(data, timing),
      "This letter is not an admission that I owe this debt or any amount, and it is not a promise to pay.",
      "Please send me, in writing:",
      { numbered: requests(data) },
      `If you report this debt to any credit bureau, you must report that I dispute it (${reporting.citation}).`,
      `I also remind you of the Florida Consumer Collection Practices Act (${fccpa.citation}). It protects me ` +
        "from anyone collecting a consumer debt, including the original creditor. Among other things, no one may " +
        "harass me, threaten me, or try to collect a debt while knowing it is not legitimate.",
      "Please contact me only in writing, by mail to the address above. Do not call me at home, at work or on my " +
        "cell phone.",
    ],
  });

  instructionsPages(
    w,
    [
      signTheLetter(),
      deadlineSection(timing),
      sendByCertifiedMail(collector),
      {
        heading: instructions("whatNext.heading"),
        paragraphs: [
          instructions("whatNext.whoIsCovered"),
          instructions("whatNext.proof"),
          instructions("whatNext.complain"),
          instructions("whatNext.sued"),
        ],
      },
      keepRecords([instructions("keep.collectorLetters")]),
    ],
    debtValidationLetter.statutes,
    letterInstructionsIntro(),
  );
};
