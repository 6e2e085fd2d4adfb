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
const CASE_NUMBER_LINE = 2.2 * INCH;
const SIGNATURE_INSET = 3 * INCH;

function courtCaption(county: string, court: "county" | "circuit" = "county"): string {
  if (court === "county") return COURTS.countyCourtCaption.value.replace("{COUNTY}", county.toUpperCase());
  const circuit = isFloridaCounty(county) ? circuitOrdinal(COURTS.circuitOfCounty.value[county]).toUpperCase() : "______";
  return COURTS.circuitCourtCaption.value.replace("{CIRCUIT}", circuit).replace("{COUNTY}", county.toUpperCase());
}

/**
 * The top of page 1. The caption, case number and parties stay left of the clerk's stamp space (the top-right
 * 3 × 3 inches, Rule 2.520); the title starts below it, centered on the page.
 */
export function courtHeader(w: PdfWriter, header: CourtHeader): void {
  w.fileWithCourt();
  const column = w.stampColumnWidth;
  const caption = courtCaption(header.county, header.court);
  w.paragraph(caption, { font: "bold", width: column, gapAfter: PARAGRAPH_GAP });
  w.field("Case No.:", header.caseNumber, CASE_NUMBER_LINE, w.left, w.left + column);
  w.moveDown(1.5 * PARAGRAPH_GAP);
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

function signatureLines(w: PdfWriter, signer: Signer, withContact: boolean): void {
  const x = w.left + SIGNATURE_INSET;
  const lineWidth = w.width - SIGNATURE_INSET;
  w.moveDown(2.5 * PARAGRAPH_GAP);
  w.rule(x, x + lineWidth, w.doc.y);
  w.moveDown(3);
  w.block("P", () => w.text(`Signature of ${signer.role}`, x, w.doc.y, { width: lineWidth }));
  w.block("P", () => w.text(`Printed name: ${signer.name}`, x, w.doc.y, { width: lineWidth }));
  if (withContact) {
    w.block("P", () => w.text(`Address: ${signer.address.trim()}`, x, w.doc.y, { width: lineWidth }));
    w.field("Telephone:", signer.phone, 1.9 * INCH, x);
    w.field("E-mail:", signer.email, 2.2 * INCH, x);
  }
  w.field("Date:", undefined, 2.3 * INCH, x);
  w.moveDown(PARAGRAPH_GAP);
}

/** The signer's declaration (if any) and signature, name, address, phone, e-mail and date, kept on one page. */
export function signatureBlock(w: PdfWriter, signer: Signer, declaration?: string): void {
  const lineWidth = w.width - SIGNATURE_INSET;
  const height =
    (declaration ? w.heightOf(declaration, w.width) + PARAGRAPH_GAP : 0) +
    w.heightOf(signer.address, lineWidth) +
    7 * w.lineHeight() +
    4 * PARAGRAPH_GAP;
  w.keepTogether(height);
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
  const height = w.heightOf(statement, w.width) + 5 * w.lineHeight() + 5 * PARAGRAPH_GAP;
  w.keepTogether(height);
  w.heading("CERTIFICATE OF SERVICE", 2, { align: "center" });
  w.paragraph(statement);
  signatureLines(w, service.server, false);
}

/** The end of a paper served on the other side: the signer's signature block, then the certificate of service. */
export function signAndServe(w: PdfWriter, signer: Signer, service: Omit<Service, "server">): void {
  signatureBlock(w, signer);
  certificateOfService(w, { ...service, server: signer });
}
