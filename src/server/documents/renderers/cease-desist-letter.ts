/**
 * What the three cease-and-desist letters share: the letter itself (sender, recipient, certified mail), the
 * closing demand (firm and calm: lawful remedies, never a threat of criminal charges to get anything, which can
 * be extortion under § 836.05), the deadline date from the chosen number of days, and the instruction pages.
 */
import { responseDays, type RESPONSE_DAYS_OPTIONS } from "@shared/documents/cease-desist-fields";
import { addCalendarDays } from "@shared/florida/iso-date";
import { formatDate } from "@shared/i18n/format";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import { CERTIFIED_MAIL, letter, type LetterBlock, type LetterParty } from "../layout/letter";
import {
  calmAndLawful,
  keepRecords,
  letterInstructionsIntro,
  sendByCertifiedMail,
  signTheLetter,
} from "../layout/letter-instructions";
import type { PdfWriter } from "../pdf-writer";
import type { RenderContext } from "../renderer";

export interface CeaseDesistParties {
  sender_name: string;
  sender_address: string;
  recipient_name: string;
  recipient_address: string;
}

export interface CeaseDesistContent {
  subject: string;
  body: readonly LetterBlock[];
  /** What the sender will consider if the recipient does not comply, e.g. "asking a court for an injunction". */
  remedies: string;
  /** Whether the recipient is asked to confirm in writing (not in a harassment letter: no contact at all). */
  askConfirmation?: { by: string };
  /** Sections to read before anything else (safety). */
  first?: readonly InstructionSection[];
  /** Sections of this letter's own, between sending it and what to keep. */
  sections: readonly InstructionSection[];
  keep: readonly string[];
  statutes: readonly string[];
}

/** The last day to comply: the letter's date plus the chosen number of calendar days, written out. */
export function complyBy(context: RenderContext, option: (typeof RESPONSE_DAYS_OPTIONS)[number]): string {
  return formatDate(addCalendarDays(context.createdOn, responseDays(option)));
}

function closing(content: CeaseDesistContent): string[] {
  return [
    ...(content.askConfirmation
      ? [`Please confirm in writing, by ${content.askConfirmation.by}, that you have done what this letter asks.`]
      : []),
    "I would prefer to resolve this without going to court. If you do not comply, I will consider all lawful " +
      `remedies available to me, including ${content.remedies}.`,
    "This letter does not list every fact or every right I have, and nothing in it waives any of my rights or " +
      "remedies, all of which I reserve.",
  ];
}

export function ceaseDesistLetter(
  w: PdfWriter,
  data: CeaseDesistParties,
  context: RenderContext,
  content: CeaseDesistContent,
): void {
  const recipient: LetterParty = { name: data.recipient_name, address: data.recipient_address };
  letter(w, {
    sender: { name: data.sender_name, address: data.sender_address },
    date: context.createdOn,
    delivery: CERTIFIED_MAIL,
    recipient,
    subject: content.subject,
    greeting: `Dear ${data.recipient_name}:`,
    body: [...content.body, ...closing(content)],
  });

  instructionsPages(
    w,
    [
      ...(content.first ?? []),
      signTheLetter(),
      sendByCertifiedMail(recipient),
      ...content.sections,
      calmAndLawful(),
      keepRecords(content.keep),
    ],
    content.statutes,
    letterInstructionsIntro(),
  );
}
