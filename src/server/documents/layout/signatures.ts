/**
 * The end of a signed instrument: the signer's statement, signature, name, address and date; the witnesses'
 * statement and blocks (signature, printed name, address, date), two to a row; and Florida's short-form notary
 * acknowledgment (§ 695.25) with a box for the seal, where the law asks for one.
 */
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";

const SIGNATURE_WIDTH = 3.5 * INCH;
const COLUMN_GAP = 0.4 * INCH;
const SEAL_WIDTH = 2 * INCH;
const SEAL_HEIGHT = 1.4 * INCH;
const SIGNING_SPACE = 3 * PARAGRAPH_GAP;

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
  w.doc.y = lineY + 2;
  w.block("P", () => w.text(caption, x, w.doc.y, { width, size: 10 }));
  if (dateTo !== undefined) {
    const below = w.doc.y;
    w.doc.y = lineY - w.lineHeight() + 3;
    blankLine(w, "Date:", x + width + COLUMN_GAP, dateTo);
    w.doc.y = below;
  }
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
function signerBlock(w: PdfWriter, signer: InstrumentSigner, statement?: string): void {
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
function witnessBlocks(w: PdfWriter, statement: string, count: number): void {
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
function notaryAcknowledgment(w: PdfWriter, signerName: string, county?: string): void {
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
  w.doc
    .save()
    .rect(sealX, top + PARAGRAPH_GAP, SEAL_WIDTH, SEAL_HEIGHT)
    .dash(3, { space: 3 })
    .lineWidth(0.75)
    .stroke()
    .restore();
  w.doc.endMarkedContent();
  w.block("P", () =>
    w.text("(Notary seal)", sealX, top + PARAGRAPH_GAP + SEAL_HEIGHT / 2 - 6, { width: SEAL_WIDTH, align: "center", size: 10 }),
  );
  w.doc.y = Math.max(bottom, top + PARAGRAPH_GAP + SEAL_HEIGHT) + PARAGRAPH_GAP;
}

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
