/**
 * A letter laid out as a letter: sender block, date, how it was sent, recipient block, "Re:" line, greeting,
 * body, closing and signature. Demand letters and cease-and-desist letters use it.
 */
import { formatDate } from "@shared/i18n/format";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";

/** The delivery line of a letter whose arrival must be provable. */
export const CERTIFIED_MAIL = "Sent by certified mail, return receipt requested";

export interface LetterParty {
  name: string;
  address: string;
  phone?: string | undefined;
  email?: string | undefined;
}

/** A paragraph, or a list inside the body. */
export type LetterBlock = string | { bullets: readonly string[] } | { numbered: readonly string[] };

export interface Letter {
  sender: LetterParty;
  /** "YYYY-MM-DD". */
  date: string;
  /** e.g. CERTIFIED_MAIL. */
  delivery?: string | undefined;
  recipient: LetterParty;
  subject: string;
  greeting: string;
  body: readonly LetterBlock[];
  closing?: string;
}

const partyLines = (party: LetterParty) =>
  [party.name, party.address.trim(), party.phone, party.email].filter((line): line is string => Boolean(line?.trim()));

export function letter(w: PdfWriter, content: Letter): void {
  w.paragraph(partyLines(content.sender).join("\n"), { gapAfter: 2 * PARAGRAPH_GAP });
  w.paragraph(formatDate(content.date), { gapAfter: 2 * PARAGRAPH_GAP });
  if (content.delivery) w.paragraph(content.delivery, { font: "bold" });
  w.paragraph(partyLines(content.recipient).join("\n"), { gapAfter: 2 * PARAGRAPH_GAP });
  w.paragraph(`Re: ${content.subject}`, { font: "bold", gapAfter: 2 * PARAGRAPH_GAP });
  w.paragraph(content.greeting);
  const closingHeight = 4 * w.lineHeight() + 3 * PARAGRAPH_GAP;
  content.body.forEach((block, index) => {
    // The last paragraph goes with the closing, so a signature never stands alone on a page.
    const last = index === content.body.length - 1;
    if (typeof block === "string" && last) w.keepTogether(w.heightOf(block, w.width) + PARAGRAPH_GAP + closingHeight);
    if (typeof block === "string") w.paragraph(block);
    else if ("bullets" in block) w.bullets(block.bullets);
    else w.numbered(block.numbered);
  });
  // The closing, the space to sign and the name stay together.
  w.keepTogether(closingHeight);
  w.paragraph(content.closing ?? "Sincerely,", { gapAfter: 3 * PARAGRAPH_GAP });
  w.rule(w.left, w.left + 3 * INCH, w.doc.y);
  w.moveDown(3);
  w.paragraph(content.sender.name);
}
