/**
 * What pdfkit works out per document about the words of a font, kept for the process instead: the same words
 * come out the same in every document, and documents repeat most of theirs (the instructions, the legal
 * wording). Per style: each word's layout (its glyphs and scaled positions: OpenType shaping, then scaling, was
 * most of a document's time), each measured string's width (line wrapping measures every word, and pdfkit
 * would lay the string out again from its words to add up their widths) and each drawn line's layout (pdfkit
 * joins the layouts of its words, copying them word by word). All are emptied every so many documents, and the
 * widths and lines also when they hold many, so the words of many users' stories never pile up.
 */
import { BoundedCache } from "@server/cache/bounded-cache";
import type { FontStyle } from "./prepare-fonts";

/** A string's glyphs and positions, scaled to 1000 units per em (a fontkit GlyphRun, or this file's copy). */
interface GlyphRun {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

/** The members of a document's pdfkit EmbeddedFont that this file changes. */
export interface EmbeddedFont {
  /** pdfkit fills it with the run of each word it lays out, and reads it back; absent if a document opts out. */
  layoutCache?: Record<string, GlyphRun>;
  layoutRun(text: string, features?: unknown): GlyphRun;
  layout(text: string, features?: unknown, onlyWidth?: boolean): GlyphRun;
  widthOfString(text: string, size: number, features?: unknown): number;
}

interface StyleWork {
  layouts: Record<string, GlyphRun>;
  /** Widths of measured strings, in units of 1000 per em. */
  widths: BoundedCache<number>;
  lines: BoundedCache<GlyphRun>;
}

const DOCUMENTS_PER_CACHE = 200;
const MAX_WIDTHS = 50_000;
/** A line's layout is the heaviest entry (a glyph and a position per character): 2,000 lines, 3 MB or so. */
const MAX_LINES = 2000;
let work: Record<FontStyle, StyleWork> | undefined;
let documentsOnCaches = 0;

const emptyWork = (): StyleWork => ({
  layouts: Object.create(null) as Record<string, GlyphRun>,
  widths: new BoundedCache(MAX_WIDTHS),
  lines: new BoundedCache(MAX_LINES),
});

/** The caches a new document uses, emptied first when enough documents have used them. */
export function sharedFontWork(): Record<FontStyle, StyleWork> {
  if (!work || documentsOnCaches >= DOCUMENTS_PER_CACHE) {
    work = { regular: emptyWork(), bold: emptyWork(), italic: emptyWork() };
    documentsOnCaches = 0;
  }
  documentsOnCaches += 1;
  return work;
}

/** Has a document's font use the shared layouts, widths and lines of its style. */
export function shareFontWork(font: EmbeddedFont, { layouts, widths, lines }: StyleWork): void {
  // Only when pdfkit keeps a layout cache at all; a document uses a font's cache only if it draws with it.
  if (!font.layoutCache) return;
  font.layoutCache = layouts;
  const { layoutRun, layout, widthOfString } = font;
  // A fontkit run adds up its width each time it is asked, and pdfkit asks for every word it measures.
  font.layoutRun = (text, features) => withFixedWidth(layoutRun.call(font, text, features));
  font.widthOfString = (text, size, features) => {
    if (features) return widthOfString.call(font, text, size, features);
    const width = widths.get(text, () => font.layout(text, undefined, true).advanceWidth);
    // As pdfkit scales it, so that line breaks fall exactly where they did.
    return width * (size / 1000);
  };
  // pdfkit lays out every line it draws; it only reads the glyphs and positions it gets.
  font.layout = (text, features, onlyWidth) => {
    if (features || onlyWidth) return layout.call(font, text, features, onlyWidth);
    return lines.get(text, () => layout.call(font, text));
  };
}

const withFixedWidth = ({ glyphs, positions, advanceWidth }: GlyphRun): GlyphRun => ({ glyphs, positions, advanceWidth });
