/**
 * A notice from one party to another (a landlord's notice to a tenant): not a court filing, so no caption. A
 * centered title, who it is to and about, the notice itself, the sender's signature with address and phone, and a
 * certificate of delivery saying who delivered it, how and when.
 */
import { formatDate } from "@shared/i18n/format";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";

export interface NoticeHeader {
  title: string;
  /** "YYYY-MM-DD": the day it is delivered. */
  date: string;
  to: string;
  /** The premises, with city and county. */
  premises: string;
}

const LABEL_WIDTH = 1.1 * INCH;
const SIGNATURE_INSET = 3 * INCH;

function labelled(w: PdfWriter, label: string, value: string): void {
  const y = w.doc.y;
  w.block("P", () => {
    w.text(label, w.left, y, { font: "bold", width: LABEL_WIDTH, lineBreak: false });
    w.text(value, w.left + LABEL_WIDTH, y, { width: w.width - LABEL_WIDTH });
  });
  w.moveDown(PARAGRAPH_GAP / 2);
}

export function noticeHeader(w: PdfWriter, header: NoticeHeader): void {
  w.heading(header.title.toUpperCase(), 1, { align: "center" });
  w.moveDown(PARAGRAPH_GAP / 2);
  labelled(w, "Date:", formatDate(header.date));
  labelled(w, "To:", header.to);
  labelled(w, "Premises:", header.premises);
  w.moveDown(PARAGRAPH_GAP);
}

export interface NoticeSigner {
  role: string;
  name: string;
  /** When the party is a company: the person who signs for it, "name, title" (printed "By: ..."). */
  signedBy?: string | undefined;
  address: string;
  phone?: string | undefined;
}

/** The signature line, then the signer's name, address and phone (a 3-day notice must give all three). */
export function noticeSignature(w: PdfWriter, signer: NoticeSigner): void {
  const x = w.left + SIGNATURE_INSET;
  const width = w.width - SIGNATURE_INSET;
  const lines = signer.signedBy ? 7 : 6;
  w.keepTogether(w.heightOf(oneLine(signer.address), width) + lines * w.lineHeight() + 3 * PARAGRAPH_GAP);
  w.moveDown(2.5 * PARAGRAPH_GAP);
  w.rule(x, x + width, w.doc.y);
  w.moveDown(3);
  const line = (text: string) => w.block("P", () => w.text(text, x, w.doc.y, { width }));
  line(signer.signedBy ? `Signature for the ${signer.role}` : `Signature of ${signer.role}`);
  line(`${signer.role}: ${signer.name}`);
  if (signer.signedBy) line(`By: ${signer.signedBy}`);
  line(`Address: ${oneLine(signer.address)}`);
  w.field("Telephone:", signer.phone, 1.9 * INCH, x);
  w.moveDown(PARAGRAPH_GAP);
}

export interface Delivery {
  /** e.g. "I certify that a copy of this notice was delivered to Jane Doe at ..., on May 4, 2026, by:" */
  statement: string;
  methods: readonly string[];
  chosen: string;
  /** Printed under the signature line; a line to write it on when not known. */
  deliveredBy?: string | undefined;
}

/** Who delivered the notice, how and when: the landlord's proof, kept whole on one page. */
export function certificateOfDelivery(w: PdfWriter, delivery: Delivery): void {
  const x = w.left + SIGNATURE_INSET;
  const width = w.width - SIGNATURE_INSET;
  w.keepTogether(w.heightOf(delivery.statement, w.width) + (delivery.methods.length + 7) * w.lineHeight() + 6 * PARAGRAPH_GAP);
  w.heading("CERTIFICATE OF DELIVERY", 2, { align: "center" });
  w.paragraph(delivery.statement, { gapAfter: PARAGRAPH_GAP / 2 });
  for (const method of delivery.methods) {
    w.paragraph(`${method === delivery.chosen ? "[X]" : "[  ]"}  ${method}`, { inset: 0.3 * INCH, gapAfter: 2 });
  }
  w.moveDown(PARAGRAPH_GAP);
  w.field("Time of delivery:", undefined, 1.5 * INCH);
  w.moveDown(2 * PARAGRAPH_GAP);
  w.rule(x, x + width, w.doc.y);
  w.moveDown(3);
  w.block("P", () => w.text("Signature of person who delivered it", x, w.doc.y, { width }));
  w.field("Printed name:", delivery.deliveredBy, 1.6 * INCH, x);
  w.moveDown(PARAGRAPH_GAP);
}
