/**
 * The serif the documents are set in: Tinos (metric-compatible with Times New Roman, which courts are used to),
 * from the @fontsource/tinos package, never a system font; its latin, latin-ext, vietnamese, greek and cyrillic
 * letters merged into one font per style (prepare-fonts.ts). The build prepares the fonts into a folder `fonts`
 * beside the server bundle; without it (development, tests) they are prepared in memory at first use. Either way
 * they are parsed once per process, by fontkit (the engine pdfkit itself uses).
 */
import type { Font } from "fontkit";
import { TrueTypeSubset } from "./font-subset";
import { buildFonts, fontsOf, printableCodePoints, readPreparedFonts, FONT_STYLES, type FontStyle } from "./prepare-fonts";
import { sfntTables, type SfntTables } from "./sfnt";
import { shareFontWork, sharedFontWork, type EmbeddedFont as SharedWorkFont } from "./shared-font-work";

export type { FontStyle } from "./prepare-fonts";

/** Where the build puts the prepared fonts: the folder `fonts` next to the file this code is bundled into. */
export const PREPARED_FONTS = new URL("./fonts/", import.meta.url);

interface DocumentFonts {
  fonts: Record<FontStyle, Font>;
  /** The same fonts' tables, which each document's embedded subset is copied from. */
  tables: Record<FontStyle, SfntTables>;
  /** Characters every style can draw. */
  covered: Set<number>;
}

/** A document's pdfkit EmbeddedFont, with the subset this file gives it besides. */
interface EmbeddedFont extends SharedWorkFont {
  subset: TrueTypeSubset;
}

/**
 * Gives a new document the three styles, sharing the parsed fonts and the work on words of earlier documents
 * (pdfkit takes a fontkit font wherever it takes a font file, and would otherwise parse the file for every
 * document), each embedded as a subset copied from the font's tables (font-subset.ts).
 */
export function useDocumentFonts(doc: PDFKit.PDFDocument): Set<number> {
  const { fonts, tables, covered } = documentFonts();
  const work = sharedFontWork();
  for (const style of FONT_STYLES) {
    doc.registerFont(style, fonts[style] as unknown as Buffer);
    const embedded = (doc.font(style) as unknown as { _font: EmbeddedFont })._font;
    shareFontWork(embedded, work[style]);
    embedded.subset = new TrueTypeSubset(tables[style]);
  }
  doc.font("regular");
  return covered;
}

let loaded: DocumentFonts | undefined;

function documentFonts(): DocumentFonts {
  if (loaded) return loaded;
  const files = readPreparedFonts(PREPARED_FONTS) ?? buildFonts();
  const fonts = fontsOf(files);
  const tables = Object.fromEntries(FONT_STYLES.map((style) => [style, sfntTables(files[style])])) as Record<
    FontStyle,
    SfntTables
  >;
  loaded = { fonts, tables, covered: printableCodePoints(fonts) };
  return loaded;
}
