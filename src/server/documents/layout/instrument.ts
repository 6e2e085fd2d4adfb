/**
 * Signed legal instruments (powers of attorney, living will, health care surrogate): a centered title, numbered
 * articles each kept whole on one page, initial lines next to each power that needs the signer's own initials,
 * the signer's signature block with the date, witness blocks (name, address, signature, date), and Florida's
 * short-form notary acknowledgment (§ 695.25) where the law asks for one. "Page N of M" comes from the writer.
 */
import { POWER_OF_ATTORNEY } from "../../../shared/florida/law";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import { oneLine } from "./court";

/** A paragraph (may hold line breaks), powers to initial one by one, or a list labelled (a), (b)... or (1), (2)... */
export type ArticleBlock = string | { initialed: readonly string[] } | { list: readonly string[]; labels: "letters" | "numbers" };

export interface Article {
  heading: string;
  body: readonly ArticleBlock[];
}

const INITIALS_WIDTH = 1.1 * INCH;
const LABEL_WIDTH = 0.45 * INCH;
const CAPTION_SIZE = 8;
const SIGNATURE_WIDTH = 3.5 * INCH;
const COLUMN_GAP = 0.4 * INCH;
const SEAL_WIDTH = 2 * INCH;
const SEAL_HEIGHT = 1.4 * INCH;
const SIGNING_SPACE = 3 * PARAGRAPH_GAP;

/** A blank to write in by hand, inside a sentence. */
export const BLANK = "______________";

/** "Fla. Stat. § 765.101" -> "section 765.101, Florida Statutes", as instruments cite the law. */
export function inWords(citation: string): string {
  return citation
    .replace(/^Fla\. Stat\. §§ (.+)$/, (_all, list: string) => `sections ${list.replace(/, (?=[^,]*$)/, " and ")}, Florida Statutes`)
    .replace(/^Fla\. Stat\. § (.+)$/, "section $1, Florida Statutes")
    .replace(/^Fla\. Stat\. ch\. (.+)$/, "chapter $1, Florida Statutes");
}

export function instrumentTitle(w: PdfWriter, title: string, preparedBy?: { name: string; address: string }): void {
  if (preparedBy) {
    w.paragraph(`This instrument was prepared by: ${preparedBy.name}, ${oneLine(preparedBy.address)}`, {
      size: 10,
      gapAfter: 2 * PARAGRAPH_GAP,
    });
  }
  w.heading(title.toUpperCase(), 1, { align: "center" });
  w.moveDown(PARAGRAPH_GAP / 2);
}

function blockHeight(w: PdfWriter, block: ArticleBlock): number {
  if (typeof block === "string") return w.heightOf(block, w.width) + PARAGRAPH_GAP;
  const items = "initialed" in block ? block.initialed : block.list;
  const labelWidth = "initialed" in block ? INITIALS_WIDTH : LABEL_WIDTH;
  return items.reduce((sum, item) => sum + w.heightOf(item, w.width - labelWidth) + PARAGRAPH_GAP, 0);
}

/** Numbered articles ("1. Heading"), each kept whole on a page when it fits on one. Returns the next number. */
export function articles(w: PdfWriter, items: readonly Article[], start = 1): number {
  items.forEach((article, index) => {
    const heading = `${start + index}. ${article.heading}`;
    const height = 2 * w.lineHeight({ font: "bold" }) + article.body.reduce((sum, block) => sum + blockHeight(w, block), 0);
    w.keepTogether(height);
    w.heading(heading, 2);
    for (const block of article.body) {
      if (typeof block === "string") w.paragraph(block);
      else if ("initialed" in block) initialLines(w, block.initialed);
      else labelledList(w, block.list, block.labels);
    }
  });
  return start + items.length;
}

const label = (index: number, labels: "letters" | "numbers") =>
  labels === "letters" ? `(${String.fromCharCode(97 + index)})` : `(${index + 1})`;

/** A list labelled (a), (b)... or (1), (2)..., indented under its article, each item kept whole. */
export function labelledList(w: PdfWriter, items: readonly string[], labels: "letters" | "numbers"): void {
  const bodyWidth = w.width - 2 * LABEL_WIDTH;
  w.group("L", (list) => {
    items.forEach((item, index) => {
      w.keepTextTogether(item, bodyWidth);
      const element = w.doc.struct("LI");
      list.add(element);
      const y = w.doc.y;
      w.block("Lbl", () => w.text(label(index, labels), w.left + LABEL_WIDTH, y, { lineBreak: false }), element);
      w.block("LBody", () => w.text(item, w.left + 2 * LABEL_WIDTH, y, { width: bodyWidth }), element);
      element.end();
      w.moveDown(PARAGRAPH_GAP / 2);
    });
  });
  w.moveDown(PARAGRAPH_GAP / 2);
}

/** Each item with a line to its left for the signer's initials, captioned "(initials)". */
export function initialLines(w: PdfWriter, items: readonly string[]): void {
  const bodyWidth = w.width - INITIALS_WIDTH;
  w.group("L", (list) => {
    for (const item of items) {
      w.keepTogether(Math.max(w.heightOf(item, bodyWidth), 2 * w.lineHeight()));
      const element = w.doc.struct("LI");
      list.add(element);
      const y = w.doc.y;
      const lineY = y + w.lineHeight() - 2;
      w.rule(w.left, w.left + INITIALS_WIDTH - 0.2 * INCH, lineY);
      w.block("Lbl", () => w.text("(initials)", w.left, lineY + 2, { size: CAPTION_SIZE, lineBreak: false }), element);
      const labelBottom = lineY + 2 + CAPTION_SIZE + 2;
      w.block("LBody", () => w.text(item, w.left + INITIALS_WIDTH, y, { width: bodyWidth }), element);
      element.end();
      w.doc.y = Math.max(w.doc.y, labelBottom);
      w.moveDown(PARAGRAPH_GAP);
    }
  });
}

/** A label followed by a line to write on, ending at `right`. */
function blankLine(w: PdfWriter, label: string, x: number, right: number): void {
  const y = w.doc.y;
  w.block("P", () => w.text(label, x, y, { lineBreak: false }));
  const start = x + (label ? w.style().doc.widthOfString(label) + 4 : 0);
  w.rule(start, right, y + w.lineHeight() - 3);
  w.doc.y = y + w.lineHeight() + 4;
}

/** Space to sign, a line, and a caption under it; with `dateTo`, a "Date:" line beside it up to that x. */
function signatureLine(w: PdfWriter, caption: string, x: number, width: number, dateTo?: number): void {
  w.moveDown(SIGNING_SPACE);
  const lineY = w.doc.y;
  w.rule(x, x + width, lineY);
  if (dateTo !== undefined) {
    w.doc.y = lineY - w.lineHeight() + 3;
    blankLine(w, "Date:", x + width + COLUMN_GAP, dateTo);
  }
  w.doc.y = lineY + 2;
  w.block("P", () => w.text(caption, x, w.doc.y, { width, size: 10 }));
}

export interface InstrumentSigner {
  /** "Principal", "Declarant"... */
  role: string;
  name: string;
  address: string;
}

const signerHeight = (w: PdfWriter, signer: InstrumentSigner, statement?: string) =>
  2 * w.lineHeight({ font: "bold" }) +
  (statement ? w.heightOf(statement, w.width) + PARAGRAPH_GAP : 0) +
  SIGNING_SPACE +
  w.heightOf(`Address: ${oneLine(signer.address)}`, w.width) +
  2 * w.lineHeight() +
  2 +
  PARAGRAPH_GAP;

/** The signer's statement, signature, printed name, address and a date line, kept on one page. */
export function signerBlock(w: PdfWriter, signer: InstrumentSigner, statement?: string): void {
  w.keepTogether(signerHeight(w, signer, statement));
  w.heading("Signature", 2);
  if (statement) w.paragraph(statement);
  signatureLine(w, `Signature of ${signer.role.toLowerCase()}`, w.left, SIGNATURE_WIDTH, w.left + w.width);
  w.block("P", () => w.text(`Printed name: ${signer.name}`, w.left, w.doc.y, { width: w.width }));
  w.block("P", () => w.text(`Address: ${oneLine(signer.address)}`, w.left, w.doc.y, { width: w.width }));
  w.moveDown(PARAGRAPH_GAP);
}

/** The heading, the statement and the first row of witnesses. */
const witnessesHeight = (w: PdfWriter, statement: string) =>
  2 * w.lineHeight({ font: "bold" }) + w.heightOf(statement, w.width) + PARAGRAPH_GAP + witnessRowHeight(w);

const witnessRowHeight = (w: PdfWriter) => SIGNING_SPACE + 5 * w.lineHeight() + 4 * 4 + PARAGRAPH_GAP;

/** The witnesses' statement, then one block per witness, two to a row: signature, name, address, date. */
export function witnessBlocks(w: PdfWriter, statement: string, count: number): void {
  const columnWidth = (w.width - COLUMN_GAP) / 2;
  const rowHeight = witnessRowHeight(w);
  w.keepTogether(witnessesHeight(w, statement));
  w.heading("Witnesses", 2);
  w.paragraph(statement);
  for (let first = 1; first <= count; first += 2) {
    if (first > 1) w.keepTogether(rowHeight);
    const top = w.doc.y;
    let bottom = top;
    for (let number = first; number <= Math.min(first + 1, count); number++) {
      const x = w.left + (number - first) * (columnWidth + COLUMN_GAP);
      w.doc.y = top;
      signatureLine(w, `Signature of witness ${number}`, x, columnWidth);
      blankLine(w, "Printed name:", x, x + columnWidth);
      blankLine(w, "Address:", x, x + columnWidth);
      blankLine(w, "", x, x + columnWidth);
      blankLine(w, "Date:", x, x + columnWidth / 2);
      bottom = Math.max(bottom, w.doc.y);
    }
    w.doc.y = bottom + PARAGRAPH_GAP;
  }
}

const acknowledgmentStatement = (signerName: string) =>
  POWER_OF_ATTORNEY.acknowledgmentForm.value.statement.replace("{NAME}", signerName);

const notaryHeight = (w: PdfWriter, statement: string) =>
  w.heightOf(statement, w.width) + 2 * SIGNING_SPACE + 7 * w.lineHeight() + 5 * PARAGRAPH_GAP;

/** Florida's short-form acknowledgment (§ 695.25) for the signer, with a box for the notary's seal. */
export function notaryAcknowledgment(w: PdfWriter, signerName: string, county?: string): void {
  const form = POWER_OF_ATTORNEY.acknowledgmentForm.value;
  const statement = acknowledgmentStatement(signerName);
  const [state, countyLabel] = form.venue;
  w.keepTogether(notaryHeight(w, statement));
  w.heading("Notary acknowledgment", 2);
  w.block("P", () => w.text(state, w.left, w.doc.y));
  if (county) w.block("P", () => w.text(`${countyLabel} ${county.toUpperCase()}`, w.left, w.doc.y));
  else blankLine(w, countyLabel, w.left, w.left + 3 * INCH);
  w.moveDown(PARAGRAPH_GAP / 2);
  w.paragraph(statement);

  const top = w.doc.y;
  const sealX = w.left + w.width - SEAL_WIDTH;
  const lineWidth = w.width - SEAL_WIDTH - COLUMN_GAP;
  signatureLine(w, form.notarySignature, w.left, lineWidth);
  signatureLine(w, form.notaryName, w.left, lineWidth);
  w.moveDown(PARAGRAPH_GAP);
  for (const line of form.identification) w.block("P", () => w.text(line, w.left, w.doc.y, { width: w.width }));
  const bottom = w.doc.y;

  w.doc.markContent("Artifact", { type: "Layout" });
  w.doc.save().rect(sealX, top + PARAGRAPH_GAP, SEAL_WIDTH, SEAL_HEIGHT).dash(3, { space: 3 }).lineWidth(0.75).stroke().restore();
  w.doc.endMarkedContent();
  w.block("P", () => w.text("(Notary seal)", sealX, top + PARAGRAPH_GAP + SEAL_HEIGHT / 2 - 6, { width: SEAL_WIDTH, align: "center", size: 10 }));
  w.doc.y = Math.max(bottom, top + PARAGRAPH_GAP + SEAL_HEIGHT) + PARAGRAPH_GAP;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four"] as const;

/** 2 -> "two", as legal instruments write small counts. */
export const countWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

export interface Execution {
  signer: InstrumentSigner;
  /** Said above the signer's signature. */
  statement: string;
  /** Said above the witnesses' signatures. */
  witnessStatement: string;
  witnesses: number;
  /** A notary acknowledges the signer's signature (with the county, when known). */
  notary?: { county?: string | undefined };
}

/** The end of every instrument: the signer, the witnesses, and the notary where the law asks for one. */
export function execution(w: PdfWriter, content: Execution): void {
  // The signer's signature and the witnesses' stay on one page; the notary's follows them, on the next if need be.
  w.keepTogether(signerHeight(w, content.signer, content.statement) + witnessesHeight(w, content.witnessStatement));
  signerBlock(w, content.signer, content.statement);
  witnessBlocks(w, content.witnessStatement, content.witnesses);
  if (content.notary) notaryAcknowledgment(w, content.signer.name, content.notary.county);
}
