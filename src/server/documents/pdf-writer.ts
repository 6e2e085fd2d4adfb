/**
 * A tagged PDF page by page: every piece of text is drawn inside a structure element (H1, H2, P, L/LI/Lbl/LBody)
 * in reading order, so screen readers and text extraction read it as a person would; decoration (rules, page
 * numbers) is marked as artifact. Layouts (court, letter) are built from these primitives.
 */
import PDFDocument from "pdfkit";
import { COURTS } from "@shared/florida/law";
import { BoundedCache } from "@server/cache/bounded-cache";
import { useDocumentFonts, type FontStyle } from "./fonts";
import { COURT_FOOTER_BAND, writePageFooters } from "./page-footers";
import { printableText } from "./printable-text";

export const INCH = 72;
const BODY_SIZE = 12;
const LINE_GAP = 3;
export const PARAGRAPH_GAP = 9;
const LIST_LABEL_WIDTH = 0.4 * INCH;
const BULLET_LABEL_WIDTH = 0.25 * INCH;
const { firstPageStampInches, laterPageStampInches, marginInches } = COURTS.paperFormat.value;
/**
 * The clerk's date and time stamp space of a court paper (COURTS.paperFormat): the top-right 3 × 3 inches of page 1
 * stay blank. On later pages it is 1 inch high, inside the top margin, so blank anyway.
 */
export const STAMP_AREA = { width: firstPageStampInches.width * INCH, height: firstPageStampInches.height * INCH };
const MARGIN = marginInches * INCH;
if (laterPageStampInches.height > marginInches) throw new Error("a later page's stamp space must fit in the top margin");
const STAMP_GAP = 0.25 * INCH;

export interface TextStyle {
  font?: FontStyle;
  size?: number;
  align?: "left" | "center" | "right" | "justify";
  /** Extra left indent of every line, in points. */
  inset?: number;
  /** Width of the text (default: from the inset to the right margin). */
  width?: number;
  /** Space after, in points (default one paragraph gap). */
  gapAfter?: number;
}

export interface PdfMeta {
  title: string;
  subject?: string;
  /** Fixes the file's dates and ID, so the same document always renders to the same bytes. */
  createdAt?: Date;
}

type Element = PDFKit.PDFStructureElement;

/**
 * Kept for the process, as the same texts (instructions, legal wording) come in every document: how many lines a
 * text takes in a style and width (measuring wraps the text as drawing it does), and texts made printable (the
 * document fonts, so what they cover, never change). 2,000 texts each: typed answers are at most 3,000 characters.
 */
const TEXTS_KEPT = 2000;
const lineCounts = new BoundedCache<number>(TEXTS_KEPT);
const printables = new BoundedCache<string>(TEXTS_KEPT);

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly root: Element;
  private readonly covered: Set<number>;
  private instructionsStart: number | undefined;
  private court = false;
  /** The first page of each paper (a packet holds several, each with its own stamp space and page numbers). */
  private readonly paperStarts: number[] = [0];
  /** A filing packet's papers: the "How to sign and use this document" pages are left out (layout/instructions.ts). */
  papersOnly = false;

  constructor(meta: PdfMeta) {
    this.doc = new PDFDocument({
      size: "LETTER",
      margin: MARGIN,
      bufferPages: true,
      tagged: true,
      lang: "en-US",
      displayTitle: true,
      pdfVersion: "1.7",
      // No default font: pdfkit would otherwise load Helvetica's metrics for nothing.
      font: null as unknown as string,
      info: {
        Title: meta.title,
        ...(meta.subject ? { Subject: meta.subject } : {}),
        Creator: "Florida Legal Champion",
        CreationDate: meta.createdAt ?? new Date(),
      },
    });
    this.covered = useDocumentFonts(this.doc);
    this.doc.fontSize(BODY_SIZE).lineGap(LINE_GAP);
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get top(): number {
    return this.doc.page.margins.top;
  }
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /**
   * Makes this a paper to file with a court, from its first page: the clerk's stamp space is kept blank (see
   * stampColumnWidth and belowStampArea), and the page numbers are set at 12 points inside the 1-inch margins.
   */
  fileWithCourt(): void {
    this.court = true;
    this.setMargins(INCH + COURT_FOOTER_BAND);
  }

  private setMargins(bottom: number): void {
    const margins = { top: INCH, left: INCH, right: INCH, bottom };
    // Pages pdfkit adds itself (text running on) take the document's options.
    (this.doc.options as { margin?: unknown }).margin = margins;
    Object.assign(this.doc.page.margins, margins);
  }

  /** On page 1 of a court paper, the width left of the stamp space, for what is drawn above its bottom. */
  get stampColumnWidth(): number {
    return this.doc.page.width - STAMP_AREA.width - STAMP_GAP - this.left;
  }

  /** Where the stamp space ends on this page: what starts above it stays left of stampColumnWidth. */
  get stampAreaBottom(): number {
    const page = this.doc.bufferedPageRange().count - 1;
    return this.court && this.paperStarts.includes(page) ? STAMP_AREA.height : this.top;
  }

  /**
   * Starts the next paper of a filing packet on a new page: its first page keeps its own stamp space, and its pages
   * are numbered "Page N of M" apart from the papers before it.
   */
  startPaper(): void {
    if (this.instructionsStart !== undefined) throw new Error("A paper cannot start after the instructions pages");
    this.newPage();
    this.paperStarts.push(this.doc.bufferedPageRange().count - 1);
  }

  /** Moves below the stamp space of page 1, so what follows may use the whole width. */
  belowStampArea(): void {
    this.doc.y = Math.max(this.doc.y, this.stampAreaBottom);
  }

  printable(text: string): string {
    return printables.get(text, () => printableText(text, this.covered));
  }

  style(style: TextStyle = {}): this {
    this.doc.font(style.font ?? "regular").fontSize(style.size ?? BODY_SIZE);
    return this;
  }

  lineHeight(style: TextStyle = {}): number {
    return this.style(style).doc.currentLineHeight(true) + LINE_GAP;
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    const printable = this.printable(text);
    const lineStep = this.lineHeight(style);
    const key = `${style.font ?? "regular"} ${style.size ?? BODY_SIZE} ${width} ${printable}`;
    const lines = lineCounts.get(key, () => Math.round(this.doc.heightOfString(printable, { width }) / lineStep));
    // Added up line by line from where the text starts, as pdfkit measures, so the figure is the same to the last bit.
    let bottom = this.doc.y;
    for (let line = 0; line < lines; line++) bottom += lineStep;
    return bottom - this.doc.y;
  }

  newPage(): void {
    this.doc.addPage();
  }

  /**
   * Keeps a block of text whole. Measuring wraps the text a second time, so it is only measured near the end
   * of a page: a generous upper bound of its height (7 points a character, a fifth of each line lost to
   * wrapping) says when it surely fits.
   */
  keepTextTogether(text: string, width: number, style: TextStyle = {}): void {
    const lines = Math.ceil((text.length * 7) / (0.8 * width)) + (text.match(/\n/g)?.length ?? 0) + 1;
    if (this.doc.y + lines * this.lineHeight(style) <= this.bottom) return;
    this.keepTogether(this.heightOf(text, width, style));
  }

  /** Starts a new page unless `height` fits on this one; a block taller than a page starts where it is. */
  keepTogether(height: number): void {
    const fitsOnAPage = height <= this.bottom - this.top;
    if (fitsOnAPage && this.doc.y + height > this.bottom && this.doc.y > this.top) this.newPage();
  }

  moveDown(points: number): void {
    this.doc.y += points;
  }

  /** Draws inside a new structure element of `type` under `parent` (the document by default). */
  block(type: string, draw: () => void, parent: Element = this.root): void {
    const element = this.doc.struct(type);
    parent.add(element);
    element.add(draw);
    element.end();
  }

  group(type: string, fill: (element: Element) => void): void {
    const element = this.doc.struct(type);
    this.root.add(element);
    fill(element);
    element.end();
  }

  /** Text at a position (inside a block); user text is made printable first. */
  text(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & TextStyle = {}): void {
    const { font, size, inset: _inset, gapAfter: _gapAfter, width, ...textOptions } = options;
    this.style({ font, size }).doc.text(this.printable(text), x, y, {
      lineGap: LINE_GAP,
      ...textOptions,
      ...(width === undefined ? {} : { width }),
    });
    this.doc.x = this.left;
  }

  paragraph(text: string, style: TextStyle = {}, type = "P"): void {
    if (!text.trim()) return;
    const inset = style.inset ?? 0;
    const width = style.width ?? this.width - inset;
    this.keepTextTogether(text, width, style);
    const y = this.doc.y;
    this.block(type, () => this.text(text, this.left + inset, y, { ...style, width }));
    this.moveDown(style.gapAfter ?? PARAGRAPH_GAP);
  }

  /** A heading kept on the same page as the start of what follows it. */
  heading(text: string, level: 1 | 2, style: TextStyle = {}): void {
    const headingStyle: TextStyle = { font: "bold", size: level === 1 ? 14 : BODY_SIZE, ...style };
    // Headings are a line or two; with three lines of what follows.
    this.keepTogether(2 * this.lineHeight(headingStyle) + 3 * this.lineHeight());
    if (level === 2 && this.doc.y > this.top) this.moveDown(PARAGRAPH_GAP / 2);
    this.paragraph(text, { gapAfter: PARAGRAPH_GAP, ...headingStyle }, level === 1 ? "H1" : "H2");
  }

  /** Numbered paragraphs (a list: label and body), each kept whole on one page. Returns the next number. */
  numbered(items: readonly string[], start = 1, gap = PARAGRAPH_GAP): number {
    this.list(
      items.map((item, index) => [`${start + index}.`, item]),
      LIST_LABEL_WIDTH,
      gap,
    );
    return start + items.length;
  }

  bullets(items: readonly string[]): void {
    this.list(
      items.map((item) => ["•", item]),
      BULLET_LABEL_WIDTH,
      PARAGRAPH_GAP / 3,
    );
    this.moveDown(PARAGRAPH_GAP - PARAGRAPH_GAP / 3);
  }

  private list(items: readonly (readonly [string, string])[], labelWidth: number, gap: number): void {
    if (items.length === 0) return;
    const bodyWidth = this.width - labelWidth;
    this.group("L", (list) => {
      for (const [label, body] of items) {
        this.keepTextTogether(body, bodyWidth);
        const item = this.doc.struct("LI");
        list.add(item);
        const y = this.doc.y;
        this.block("Lbl", () => this.text(label, this.left, y, { width: labelWidth, lineBreak: false }), item);
        this.block("LBody", () => this.text(body, this.left + labelWidth, y, { width: bodyWidth }), item);
        item.end();
        this.moveDown(gap);
      }
    });
  }

  /**
   * A warning in a box, kept whole on one page: the text is a paragraph inside it, the frame is decoration (an
   * artifact), so a screen reader reads the warning as any paragraph.
   */
  boxed(text: string, style: TextStyle = {}): void {
    if (!text.trim()) return;
    const padding = PARAGRAPH_GAP;
    const width = this.width - 2 * padding;
    const height = this.heightOf(text, width, style) + 2 * padding;
    this.keepTogether(height);
    const top = this.doc.y;
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc.save().rect(this.left, top, this.width, height).lineWidth(1.5).stroke().restore();
    this.doc.endMarkedContent();
    this.block("P", () => this.text(text, this.left + padding, top + padding, { ...style, width }));
    this.doc.y = top + height;
    this.moveDown(PARAGRAPH_GAP);
  }

  /** A horizontal line (decoration, so an artifact). */
  rule(x1: number, x2: number, y: number): void {
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(0.75).stroke().restore();
    this.doc.endMarkedContent();
  }

  /** "Label: value", or the label followed by a line to write the value on by hand; nothing goes beyond `right`. */
  field(label: string, value: string | undefined, lineLength = 3 * INCH, x = this.left, right = this.left + this.width): void {
    const y = this.doc.y;
    if (value?.trim()) {
      this.block("P", () => this.text(`${label} ${value}`, x, y, { width: right - x }));
      return;
    }
    this.block("P", () => this.text(label, x, y, { lineBreak: false }));
    const start = x + this.style().doc.widthOfString(label) + 4;
    this.rule(start, Math.min(start + lineLength, right), y + BODY_SIZE);
    // Text that does not wrap leaves the position on its line.
    this.doc.y = y + this.lineHeight();
  }

  /** Pages from here on are the plain-English instructions, numbered apart from the paper to file. */
  startInstructions(): void {
    // Not filed, so the usual footer below the margin.
    if (this.court) this.setMargins(INCH);
    this.newPage();
    this.instructionsStart = this.doc.bufferedPageRange().count - 1;
  }

  /** Ends the document: footers on every page, then the PDF bytes. */
  finish(): Promise<Buffer> {
    this.root.end();
    writePageFooters(this.doc, this.instructionsStart, this.court, this.paperStarts);
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}
