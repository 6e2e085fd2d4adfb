/**
 * The serif the documents are set in: Tinos (metric-compatible with Times New Roman, which courts are used to),
 * from the @fontsource/tinos package, never a system font. Read, unpacked and parsed once per process.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { coveredCodePoints, woffToSfnt } from "./sfnt";

export type FontStyle = "regular" | "bold" | "italic";
const STYLES: readonly FontStyle[] = ["regular", "bold", "italic"];

const FILES: Record<FontStyle, string> = {
  regular: "@fontsource/tinos/files/tinos-latin-400-normal.woff",
  bold: "@fontsource/tinos/files/tinos-latin-700-normal.woff",
  italic: "@fontsource/tinos/files/tinos-latin-400-italic.woff",
};

/** A font as fontkit parsed it; pdfkit accepts one wherever it accepts a font file. */
export type ParsedFont = object;

export interface DocumentFonts {
  fonts: Record<FontStyle, ParsedFont>;
  /** Characters every style can draw. */
  covered: Set<number>;
}

/**
 * pdfkit parses a font file again for every document, which is most of the time a document takes. Its fontkit
 * font objects only cache (glyphs, metrics) and each document makes its own subset, so one parse per process
 * is shared. pdfkit exposes no parser, so a document with no pages parses each file once.
 */
function parse(file: Buffer): ParsedFont {
  const probe = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  probe.font(file);
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  if (typeof parsed?.layout !== "function") throw new Error("pdfkit did not parse the document font");
  return parsed;
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

/** Gives a new document the three styles, sharing the parsed fonts and word layouts of earlier documents. */
export function useDocumentFonts(doc: PDFKit.PDFDocument): Set<number> {
  const { fonts, covered } = documentFonts();
  const caches = sharedLayoutCaches();
  for (const style of STYLES) {
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
  const require = createRequire(import.meta.url);
  const files = STYLES.map((style) => woffToSfnt(readFileSync(require.resolve(FILES[style]))));
  const [first, ...others] = files.map(coveredCodePoints);
  loaded = {
    fonts: Object.fromEntries(STYLES.map((style, index) => [style, parse(files[index]!)])) as Record<FontStyle, ParsedFont>,
    covered: new Set([...first!].filter((code) => others.every((set) => set.has(code)))),
  };
  return loaded;
}
