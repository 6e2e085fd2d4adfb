/**
 * One TrueType font from several subsets of the same typeface (Tinos' latin, latin-ext, vietnamese, greek...).
 * The first font is kept whole, with its glyph numbers, metrics, kerning (GPOS) and ligatures (GSUB), so text it
 * could already draw is laid out exactly as before. Each later font adds only the glyphs of characters none before
 * it has (with the glyphs those are built from), appended after the others: a per-glyph fallback, done once at
 * build time. One font per style keeps line breaking, measuring and alignment in pdfkit's hands; pdfkit embeds
 * only the glyphs a document uses.
 */
import {
  components,
  glyphTables,
  readGlyph,
  table,
  HEAD_INDEX_TO_LOC_FORMAT,
  HHEA_NUMBER_OF_H_METRICS,
  MAXP_NUM_GLYPHS,
  type Glyph,
} from "./glyph-tables";
import type { SfntTables } from "./sfnt";

export interface SourceFont extends SfntTables {
  /** Code point to glyph number, as fontkit reads the font's cmap. */
  cmap: ReadonlyMap<number, number>;
}

// Offsets in the tables, from the OpenType specification.
const HEAD_BBOX = 36;
const HHEA_ADVANCE_WIDTH_MAX = 10;
const MAXP_FIRST_MAXIMUM = 6;

/** A cmap with one format 4 subtable (Unicode BMP), under both Unicode and Windows platform IDs. */
function cmapTable(map: ReadonlyMap<number, number>): Buffer {
  const codes = [...map.keys()].sort((a, b) => a - b);
  const last = codes.at(-1);
  if (last !== undefined && last > 0xfffe) throw new Error("Characters beyond the BMP need a format 12 cmap");
  // A segment is a run of consecutive characters whose glyph numbers are consecutive too.
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const code of codes) {
    const delta = (map.get(code)! - code) & 0xffff;
    const previous = segments.at(-1);
    if (previous && previous.end === code - 1 && previous.delta === delta) previous.end = code;
    else segments.push({ start: code, end: code, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const subtable = Buffer.alloc(16 + 8 * count);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 * 2 ** entrySelector;
  subtable.writeUInt16BE(4, 0);
  subtable.writeUInt16BE(subtable.length, 2);
  subtable.writeUInt16BE(2 * count, 6);
  subtable.writeUInt16BE(searchRange, 8);
  subtable.writeUInt16BE(entrySelector, 10);
  subtable.writeUInt16BE(2 * count - searchRange, 12);
  segments.forEach((segment, index) => {
    subtable.writeUInt16BE(segment.end, 14 + 2 * index);
    subtable.writeUInt16BE(segment.start, 16 + 2 * count + 2 * index);
    subtable.writeUInt16BE(segment.delta, 16 + 4 * count + 2 * index);
    // idRangeOffset stays 0: glyph = code + delta.
  });
  const header = Buffer.alloc(4 + 2 * 8);
  header.writeUInt16BE(2, 2);
  [
    [0, 3],
    [3, 1],
  ].forEach(([platform, encoding], index) => {
    header.writeUInt16BE(platform!, 4 + index * 8);
    header.writeUInt16BE(encoding!, 6 + index * 8);
    header.writeUInt32BE(header.length, 8 + index * 8);
  });
  return Buffer.concat([header, subtable]);
}

/** `base` with the glyphs of `fallbacks` for the characters it lacks, each taken from the first font that has it. */
export function mergeFonts(base: SourceFont, fallbacks: readonly SourceFont[]): SfntTables {
  const baseCount = table(base, "maxp").readUInt16BE(MAXP_NUM_GLYPHS);
  const glyphs: Glyph[] = Array.from({ length: baseCount }, (_, id) => readGlyph(base, id));
  const cmap = new Map(base.cmap);

  for (const font of fallbacks) {
    const renumbered = new Map<number, number>();
    const include = (id: number): number => {
      const known = renumbered.get(id);
      if (known !== undefined) return known;
      const newId = glyphs.length;
      renumbered.set(id, newId);
      const glyph = readGlyph(font, id);
      glyphs.push(glyph);
      const parts = components(glyph.data);
      if (parts.length > 0) {
        const data = Buffer.from(glyph.data);
        for (const part of parts) data.writeUInt16BE(include(part.glyph), part.at);
        glyphs[newId] = { ...glyph, data };
      }
      return newId;
    };
    for (const [code, id] of font.cmap) if (!cmap.has(code) && id !== 0) cmap.set(code, include(id));
  }
  if (glyphs.length > 0xffff) throw new Error("Too many glyphs for one TrueType font");

  const { glyf, loca, hmtx } = glyphTables(glyphs);

  const sources = [base, ...fallbacks];
  const head = Buffer.from(table(base, "head"));
  head.writeInt16BE(1, HEAD_INDEX_TO_LOC_FORMAT);
  // The bounding box of all glyphs (xMin, yMin, xMax, yMax).
  [Math.min, Math.min, Math.max, Math.max].forEach((pick, index) =>
    head.writeInt16BE(
      pick(...sources.map((font) => table(font, "head").readInt16BE(HEAD_BBOX + 2 * index))),
      HEAD_BBOX + 2 * index,
    ),
  );
  const hhea = Buffer.from(table(base, "hhea"));
  hhea.writeUInt16BE(glyphs.length, HHEA_NUMBER_OF_H_METRICS);
  hhea.writeUInt16BE(Math.max(...glyphs.map((glyph) => glyph.advance)), HHEA_ADVANCE_WIDTH_MAX);
  const maxp = Buffer.from(table(base, "maxp"));
  maxp.writeUInt16BE(glyphs.length, MAXP_NUM_GLYPHS);
  // Version 1.0 maxp: every field after numGlyphs is a maximum over the glyphs (points, contours, depth...).
  for (let at = MAXP_FIRST_MAXIMUM; at + 2 <= maxp.length; at += 2) {
    maxp.writeUInt16BE(Math.max(...sources.map((font) => table(font, "maxp").readUInt16BE(at))), at);
  }
  // post version 3: no glyph names (version 2's list would no longer match the glyphs).
  const post = Buffer.from(table(base, "post").subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const tables = new Map(base.tables);
  for (const [tag, data] of Object.entries({ glyf, loca, hmtx, head, hhea, maxp, post, cmap: cmapTable(cmap) })) {
    tables.set(tag, data);
  }
  return { flavor: base.flavor, tables };
}
