/**
 * The plain-English pages every document ends with: how to sign it, file or send it, and what comes next.
 * Short sentences, one idea each, for someone reading on a phone in a second language.
 */
import { instructionsText } from "../instructions-text";
import { PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";

const text = instructionsText("shared/page");

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

/** The heading of the section on checking and signing the paper. */
export const checkAndSignHeading = () => text("checkAndSign.heading");

/** The first step of checking a paper that is not filed with a court. */
export const readEveryLine = () => text("checkAndSign.readEveryLine");

export function instructionsPages(
  w: PdfWriter,
  sections: readonly InstructionSection[],
  statutes: readonly string[],
  /** The bold line under the title, for papers that are not filed with a court. */
  intro: string = text("intro"),
  /** What can cost her the case, boxed at the top, before everything else (the rent not yet in the registry). */
  warning?: string,
): void {
  // A filing packet holds only the papers; "How to file this" is its own page in the app.
  if (w.papersOnly) return;
  w.startInstructions();
  w.heading(text("title"), 1);
  w.paragraph(intro, { font: "bold" });
  if (warning) w.boxed(warning, { font: "bold" });
  for (const section of sections) {
    w.heading(section.heading, 2);
    for (const paragraph of section.paragraphs ?? []) w.paragraph(paragraph, { gapAfter: GAP });
    if (section.steps) w.numbered(section.steps, 1, GAP);
    if (section.bullets) w.bullets(section.bullets);
    for (const paragraph of section.after ?? []) w.paragraph(paragraph, { gapAfter: GAP });
  }
  w.heading(text("goodToKnow.heading"), 2);
  w.paragraph(text("goodToKnow.notAdvice"), { gapAfter: GAP });
  w.paragraph(text("goodToKnow.rules", { statutes: statutes.join("; ") }), { gapAfter: GAP });
}
