/**
 * Instruction sections every mailed letter shares: check and sign it, send it by certified mail with a return
 * receipt (the proof it arrived, and when), and what to keep. No notary or witness is needed for a letter. The
 * words are in content/en/instructions/shared/letter.yml.
 */
import { instructionsText } from "../instructions-text";
import { oneLine } from "../typed-text";
import { checkAndSignHeading, readEveryLine, type InstructionSection } from "./instructions";
import type { LetterParty } from "./letter";

const text = instructionsText("shared/letter");

/** The bold line under the instructions title of a letter (pass it to instructionsPages). */
export const letterInstructionsIntro = () => text("intro");

export function signTheLetter(): InstructionSection {
  return {
    heading: checkAndSignHeading(),
    steps: [readEveryLine(), text("signTheLetter.sign"), text("signTheLetter.copy")],
    after: [text("signTheLetter.noNotary")],
  };
}

export function sendByCertifiedMail(recipient: LetterParty): InstructionSection {
  return {
    heading: text("sendByCertifiedMail.heading"),
    steps: [
      text("sendByCertifiedMail.mailTo", { name: recipient.name, address: oneLine(recipient.address) }),
      text("sendByCertifiedMail.returnReceipt"),
      text("sendByCertifiedMail.tracking"),
      text("sendByCertifiedMail.keepReceipt"),
    ],
    after: [text("sendByCertifiedMail.alsoCopy")],
  };
}

/** Firm, not threatening: what a cease-and-desist letter's sender must keep in mind. */
export function calmAndLawful(): InstructionSection {
  return {
    heading: text("calmAndLawful.heading"),
    paragraphs: [text("calmAndLawful.noThreats"), text("calmAndLawful.extortion"), text("calmAndLawful.notAnOrder")],
  };
}

/** What to keep; `more` adds what this letter's matter needs. */
export function keepRecords(more: readonly string[] = []): InstructionSection {
  return {
    heading: text("keepRecords.heading"),
    bullets: [text("keepRecords.letter"), text("keepRecords.receipts"), ...more, text("keepRecords.answers")],
    after: [text("keepRecords.contacts")],
  };
}
