/**
 * Signed legal instruments (powers of attorney, living will, health care surrogate): a centered title, numbered
 * articles each kept whole on one page, lettered lists, and initial lines next to each power that needs the
 * signer's own initials. The signatures, witnesses and notary are in signatures.ts; "Page N of M" comes from
 * the writer.
 */
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";

/** A paragraph (may hold line breaks), powers to initial one by one, or a list labelled (a), (b)... or (1), (2)... */
export type ArticleBlock = string | { initialed: readonly string[] } | { list: readonly string[]; labels: "letters" | "numbers" };

export interface Article {
  heading: string;
  body: readonly ArticleBlock[];
}

const INITIALS_WIDTH = 1.1 * INCH;
const LABEL_WIDTH = 0.45 * INCH;
const CAPTION_SIZE = 8;

/** A blank to write in by hand, inside a sentence. */
export const BLANK = "______________";

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

/** Longer articles are not moved whole (that would leave most of a page blank); their paragraphs are kept whole. */
const KEEP_WHOLE_UP_TO = 4.5 * INCH;

/**
 * Numbered articles ("1. Heading"), each kept whole on a page; a long one starts where it is, its heading kept
 * with its first paragraph, and each paragraph and list item kept whole. Returns the next number.
 */
export function articles(w: PdfWriter, items: readonly Article[], start = 1): number {
  items.forEach((article, index) => {
    const heading = `${start + index}. ${article.heading}`;
    const headingHeight = 2 * w.lineHeight({ font: "bold" });
    const heights = article.body.map((block) => blockHeight(w, block));
    const whole = headingHeight + heights.reduce((sum, height) => sum + height, 0);
    w.keepTogether(whole <= KEEP_WHOLE_UP_TO ? whole : headingHeight + (heights[0] ?? 0));
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
function labelledList(w: PdfWriter, items: readonly string[], labels: "letters" | "numbers"): void {
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

const NUMBER_WORDS = ["no", "one", "two", "three", "four"] as const;

/** 2 -> "two", as legal instruments write small counts. */
export const countWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);
