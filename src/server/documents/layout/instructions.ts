/**
 * The plain-English pages every document ends with: how to sign it, file or send it, and what comes next.
 * Short sentences, one idea each, for someone reading on a phone in a second language.
 */
import { PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";

// Tighter than the court paper: these pages are read, not filed.
const GAP = (2 * PARAGRAPH_GAP) / 3;

export interface InstructionSection {
  heading: string;
  paragraphs?: readonly string[];
  /** Things to do, in order (a numbered list). */
  steps?: readonly string[];
  bullets?: readonly string[];
  /** Said after the list. */
  after?: readonly string[];
}

const INSTRUCTIONS_TITLE = "How to sign and use this document";

const COURT_INTRO = "Keep these pages for yourself. Do not file them with the court.";

export function instructionsPages(
  w: PdfWriter,
  sections: readonly InstructionSection[],
  statutes: readonly string[],
  /** The bold line under the title, for papers that are not filed with a court. */
  intro: string = COURT_INTRO,
): void {
  w.startInstructions();
  w.heading(INSTRUCTIONS_TITLE, 1);
  w.paragraph(intro, { font: "bold" });
  for (const section of sections) {
    w.heading(section.heading, 2);
    for (const paragraph of section.paragraphs ?? []) w.paragraph(paragraph, { gapAfter: GAP });
    if (section.steps) w.numbered(section.steps, 1, GAP);
    if (section.bullets) w.bullets(section.bullets);
    for (const paragraph of section.after ?? []) w.paragraph(paragraph, { gapAfter: GAP });
  }
  w.heading("Good to know", 2);
  w.paragraph(
    "This document was made from your answers. It is information, not legal advice. " +
      "For a hard case, talk to a Florida lawyer. Your local legal aid office may help for free.",
    { gapAfter: GAP },
  );
  w.paragraph(`The rules behind this document: ${statutes.join("; ")}.`, { gapAfter: GAP });
}
