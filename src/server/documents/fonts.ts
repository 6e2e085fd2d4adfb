/**
 * The serif the documents are set in: Tinos (metric-compatible with Times New Roman, which courts are used to),
 * from the @fontsource/tinos package, never a system font; its latin, latin-ext, vietnamese, greek and cyrillic
 * letters merged into one font per style (prepare-fonts.ts). The build prepares the fonts into a folder `fonts`
 * beside the server bundle; without it (development, tests) they are prepared in memory at first use. Either way
 * they are parsed once per process, by fontkit (the engine pdfkit itself uses).
 */
import type { Font } from "fontkit";
import { buildFonts, fontsOf, printableCodePoints, readPreparedFonts, FONT_STYLES, type FontStyle } from "./prepare-fonts";

export type { FontStyle } from "./prepare-fonts";

/** Where the build puts the prepared fonts: the folder `fonts` next to the file this code is bundled into. */
export const PREPARED_FONTS = new URL("./fonts/", import.meta.url);

interface DocumentFonts {
  fonts: Record<FontStyle, Font>;
  /** Characters every style can draw. */
  covered: Set<number>;
}

/**
 * What pdfkit keeps per document about each word: its glyphs and scaled positions. Building it (OpenType shaping,
 * then scaling) was most of a document's time, and documents repeat most of their words (the instructions, the
 * legal wording), so each style keeps one for the process. pdfkit only reads the runs it caches. Emptied every
 * so many documents, so the words of many users' stories never pile up.
 */
type LayoutCache = Record<string, unknown>;
const DOCUMENTS_PER_LAYOUT_CACHE = 200;
let layoutCaches: Record<FontStyle, LayoutCache> | undefined;
let documentsOnCaches = 0;

function sharedLayoutCaches(): Record<FontStyle, LayoutCache> {
  if (!layoutCaches || documentsOnCaches >= DOCUMENTS_PER_LAYOUT_CACHE) {
    layoutCaches = { regular: Object.create(null), bold: Object.create(null), italic: Object.create(null) };
    documentsOnCaches = 0;
  }
  documentsOnCaches += 1;
  return layoutCaches;
}

/**
 * Gives a new document the three styles, sharing the parsed fonts and word layouts of earlier documents (pdfkit
 * takes a fontkit font wherever it takes a font file, and would otherwise parse the file for every document).
 */
export function useDocumentFonts(doc: PDFKit.PDFDocument): Set<number> {
  const { fonts, covered } = documentFonts();
  const caches = sharedLayoutCaches();
  for (const style of FONT_STYLES) {
    doc.registerFont(style, fonts[style] as unknown as Buffer);
    const embedded = (doc.font(style) as unknown as { _font: { layoutCache?: LayoutCache } })._font;
    // Only when pdfkit keeps a layout cache at all; a document uses a font's cache only if it draws with it.
    if (embedded.layoutCache) embedded.layoutCache = caches[style];
  }
  doc.font("regular");
  return covered;
}

let loaded: DocumentFonts | undefined;

function documentFonts(): DocumentFonts {
  if (loaded) return loaded;
  const fonts = fontsOf(readPreparedFonts(PREPARED_FONTS) ?? buildFonts());
  loaded = { fonts, covered: printableCodePoints(fonts) };
  return loaded;
}
