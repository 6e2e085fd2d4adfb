/**
 * Instruction sections every mailed letter shares: check and sign it, send it by certified mail with a return
 * receipt (the proof it arrived, and when), and what to keep. No notary or witness is needed for a letter.
 */
import { oneLine } from "../typed-text";
import type { InstructionSection } from "./instructions";
import type { LetterParty } from "./letter";

/** The bold line under the instructions title of a letter (pass it to instructionsPages). */
export const LETTER_INSTRUCTIONS_INTRO = "Keep these pages for yourself. Do not mail them with the letter.";

export function signTheLetter(): InstructionSection {
  return {
    heading: "Check it, then sign it",
    steps: [
      "Read every line. If something is wrong, change your answers in the app and download it again.",
      "Sign it by hand in blue or black ink, on the line above your name.",
      "Make a copy of the signed letter for yourself before you mail it.",
    ],
    after: ["A letter does not need a notary or witnesses."],
  };
}

export function sendByCertifiedMail(recipient: LetterParty): InstructionSection {
  return {
    heading: "Send it by certified mail",
    steps: [
      `At the post office, mail it to ${recipient.name} at ${oneLine(recipient.address)}.`,
      "Ask for certified mail with a return receipt (the green card, or an electronic receipt).",
      "Keep the certified mail receipt with its tracking number. Track the letter at usps.com.",
      "When the return receipt comes back, keep it. It proves the day they got the letter.",
    ],
    after: ["You may also send a copy by regular mail or e-mail. Keep proof of that too."],
  };
}

/** What to keep; `more` adds what this letter's matter needs. */
export function keepRecords(more: readonly string[] = []): InstructionSection {
  return {
    heading: "What to keep",
    bullets: [
      "Your copy of the signed letter.",
      "The certified mail receipt and the return receipt.",
      ...more,
      "Any answer you get, with its envelope.",
    ],
    after: ["After you send it, write down every contact: the date, the time, and what happened."],
  };
}
