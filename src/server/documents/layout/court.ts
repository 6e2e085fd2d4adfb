/**
 * Papers filed in a Florida county (or circuit) court: the caption (Form 7.310 of the Small Claims Rules), the
 * parties and case number, the title, and at the end the signature block and certificate of service.
 */
import { isFloridaCounty } from "@shared/counties";
import { circuitOrdinal } from "@shared/florida/law-circuits";
import { COURTS } from "@shared/florida/law";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";

export interface CourtHeader {
  county: string;
  plaintiff: string;
  defendant: string;
  /** Blank (a line to write it on) until the clerk gives one. */
  caseNumber?: string | undefined;
  title: string;
  /** County court unless said; a circuit caption names the county's circuit (Fla. Stat. § 26.021). */
  court?: "county" | "circuit";
}

const PARTIES_WIDTH = 3.4 * INCH;
const CASE_NUMBER_X = 3.9 * INCH;
const SIGNATURE_INSET = 3 * INCH;

function courtCaption(county: string, court: "county" | "circuit" = "county"): string {
  if (court === "county") return COURTS.countyCourtCaption.value.replace("{COUNTY}", county.toUpperCase());
  const circuit = isFloridaCounty(county) ? circuitOrdinal(COURTS.circuitOfCounty.value[county]).toUpperCase() : "______";
  return COURTS.circuitCourtCaption.value.replace("{CIRCUIT}", circuit).replace("{COUNTY}", county.toUpperCase());
}

/**
 * The top of page 1, clear of the clerk's stamp space (the top-right 3 × 3 inches, Rule 2.520): the caption left
 * of it, the parties below the caption, and the case number right of the parties, level with "v." or below the
 * stamp space, whichever is lower; then the title, centered.
 */
export function courtHeader(w: PdfWriter, header: CourtHeader): void {
  w.fileWithCourt();
  const caption = courtCaption(header.county, header.court);
  w.paragraph(caption, { font: "bold", width: w.stampColumnWidth, gapAfter: 2 * PARAGRAPH_GAP });

  const top = w.doc.y;
  const plaintiffHeight = w.heightOf(`${header.plaintiff},`, PARTIES_WIDTH) + w.lineHeight() + PARAGRAPH_GAP / 2;
  w.doc.y = Math.max(top + plaintiffHeight, w.stampAreaBottom);
  w.field("Case No.:", header.caseNumber, 1.9 * INCH, w.left + CASE_NUMBER_X);
  const caseNumberBottom = w.doc.y;
  w.doc.y = top;
  const party = (name: string, role: string) =>
    w.block("P", () => {
      w.text(`${name},`, w.left, w.doc.y, { width: PARTIES_WIDTH });
      w.text(role, w.left + 0.5 * INCH, w.doc.y, { width: PARTIES_WIDTH - 0.5 * INCH });
    });
  party(header.plaintiff, "Plaintiff(s),");
  w.moveDown(PARAGRAPH_GAP / 2);
  w.block("P", () => w.text("v.", w.left, w.doc.y));
  w.moveDown(PARAGRAPH_GAP / 2);
  party(header.defendant, "Defendant(s).");
  w.rule(w.left, w.left + PARTIES_WIDTH, w.doc.y + 2);
  w.moveDown(2 * PARAGRAPH_GAP + 4);
  w.doc.y = Math.max(w.doc.y, caseNumberBottom + PARAGRAPH_GAP / 2);

  w.belowStampArea();
  w.heading(header.title.toUpperCase(), 1, { align: "center" });
}

export interface Signer {
  role: "Plaintiff" | "Defendant";
  name: string;
  address: string;
  phone?: string | undefined;
  email?: string | undefined;
}

const SIGNING_SPACE = 2.5 * PARAGRAPH_GAP + 3;

/** A line under the signature: plain text, or a label with its value or a blank line to write it on. */
type SignerLine = { text: string } | { label: string; value: string | undefined; blank: number };

function signerLines(signer: Signer, withContact: boolean): SignerLine[] {
  const lines: SignerLine[] = [{ text: `Signature of ${signer.role}` }, { text: `Printed name: ${signer.name}` }];
  if (withContact) {
    lines.push(
      { text: `Address: ${signer.address.trim()}` },
      { label: "Telephone:", value: signer.phone, blank: 1.9 * INCH },
      { label: "E-mail:", value: signer.email, blank: 2.2 * INCH },
    );
  }
  lines.push({ label: "Date:", value: undefined, blank: 2.3 * INCH });
  return lines;
}

/** The height signatureLines draws (without the space after it), so a block is moved only when it must be. */
function signatureLinesHeight(w: PdfWriter, signer: Signer, withContact: boolean): number {
  const width = w.width - SIGNATURE_INSET;
  const height = (line: SignerLine) => {
    if ("text" in line) return w.heightOf(line.text, width);
    return line.value?.trim() ? w.heightOf(`${line.label} ${line.value}`, width) : w.lineHeight();
  };
  return signerLines(signer, withContact).reduce((sum, line) => sum + height(line), SIGNING_SPACE);
}

function signatureLines(w: PdfWriter, signer: Signer, withContact: boolean): void {
  const x = w.left + SIGNATURE_INSET;
  const width = w.width - SIGNATURE_INSET;
  w.moveDown(SIGNING_SPACE - 3);
  w.rule(x, x + width, w.doc.y);
  w.moveDown(3);
  for (const line of signerLines(signer, withContact)) {
    if ("text" in line) w.block("P", () => w.text(line.text, x, w.doc.y, { width }));
    else w.field(line.label, line.value, line.blank, x);
  }
  w.moveDown(PARAGRAPH_GAP);
}

/** The signer's declaration (if any) and signature, name, address, phone, e-mail and date, kept on one page. */
export function signatureBlock(w: PdfWriter, signer: Signer, declaration?: string): void {
  w.keepTogether((declaration ? w.heightOf(declaration, w.width) + PARAGRAPH_GAP : 0) + signatureLinesHeight(w, signer, true));
  if (declaration) w.paragraph(declaration);
  signatureLines(w, signer, true);
}

export interface Service {
  document: string;
  server: Signer;
  servedRole: "Plaintiff" | "Defendant" | "Plaintiff's attorney" | "Defendant's attorney";
  servedName: string;
  servedAddress: string;
}

/** How and when a copy went to the other side: the signer ticks the method and writes the date. */
function certificateOfService(w: PdfWriter, service: Service): void {
  const statement =
    `I certify that a copy of this ${service.document} was sent to ${service.servedRole}, ${service.servedName}, ` +
    `at ${oneLine(service.servedAddress)}, by (check one):  ___ U.S. mail   ___ e-mail   ___ hand delivery, ` +
    "on the date written below.";
  // The heading (with the space above and below it), the statement and the signature lines.
  const heading = w.lineHeight({ font: "bold" }) + 1.5 * PARAGRAPH_GAP;
  w.keepTogether(heading + w.heightOf(statement, w.width) + PARAGRAPH_GAP + signatureLinesHeight(w, service.server, false));
  w.heading("CERTIFICATE OF SERVICE", 2, { align: "center" });
  w.paragraph(statement);
  signatureLines(w, service.server, false);
}

/** The end of a paper served on the other side: the signer's signature block, then the certificate of service. */
export function signAndServe(w: PdfWriter, signer: Signer, service: Omit<Service, "server">): void {
  signatureBlock(w, signer);
  certificateOfService(w, { ...service, server: signer });
}
