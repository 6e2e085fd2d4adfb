/**
 * The glyphs of a TrueType font, read from and written to its tables (glyf, loca, hmtx), with the few offsets
 * of the other tables that count them (from the OpenType specification). Shared by the build-time merge of the
 * fonts (font-merge.ts) and the per-document subset pdfkit embeds (font-subset.ts).
 */
import type { SfntTables } from "./sfnt";

export interface Glyph {
  data: Buffer;
  advance: number;
  leftSideBearing: number;
}

export const HEAD_INDEX_TO_LOC_FORMAT = 50;
export const HHEA_NUMBER_OF_H_METRICS = 34;
export const MAXP_NUM_GLYPHS = 4;
const COMPOSITE_HEADER = 10;
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

export function table(font: SfntTables, tag: string): Buffer {
  const data = font.tables.get(tag);
  if (!data) throw new Error(`The font has no ${tag} table`);
  return data;
}

/** Glyph `id` of a font: its outline bytes (empty for a blank glyph) and horizontal metrics. */
export function readGlyph(font: SfntTables, id: number): Glyph {
  const longLoca = table(font, "head").readInt16BE(HEAD_INDEX_TO_LOC_FORMAT) === 1;
  const loca = table(font, "loca");
  const at = (index: number) => (longLoca ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  const metrics = table(font, "hmtx");
  const longMetrics = table(font, "hhea").readUInt16BE(HHEA_NUMBER_OF_H_METRICS);
  const advance = metrics.readUInt16BE(Math.min(id, longMetrics - 1) * 4);
  const leftSideBearing =
    id < longMetrics ? metrics.readInt16BE(id * 4 + 2) : metrics.readInt16BE(longMetrics * 4 + (id - longMetrics) * 2);
  return { data: table(font, "glyf").subarray(at(id), at(id + 1)), advance, leftSideBearing };
}

/** The glyphs a composite glyph is built from, with where each one's number is written. */
export function components(data: Buffer): { glyph: number; at: number }[] {
  if (data.length === 0 || data.readInt16BE(0) >= 0) return [];
  const found: { glyph: number; at: number }[] = [];
  let offset = COMPOSITE_HEADER;
  let flags: number;
  do {
    flags = data.readUInt16BE(offset);
    found.push({ glyph: data.readUInt16BE(offset + 2), at: offset + 2 });
    offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) offset += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
  } while (flags & MORE_COMPONENTS);
  return found;
}

/** The glyf, long-format loca and hmtx tables of these glyphs, numbered in order (each outline 4-byte aligned). */
export function glyphTables(glyphs: readonly Glyph[]): { glyf: Buffer; loca: Buffer; hmtx: Buffer } {
  const glyf = Buffer.alloc(glyphs.reduce((size, glyph) => size + ((glyph.data.length + 3) & ~3), 0));
  const loca = Buffer.alloc(4 * (glyphs.length + 1));
  const hmtx = Buffer.alloc(4 * glyphs.length);
  let offset = 0;
  glyphs.forEach((glyph, id) => {
    loca.writeUInt32BE(offset, 4 * id);
    glyph.data.copy(glyf, offset);
    offset += (glyph.data.length + 3) & ~3;
    hmtx.writeUInt16BE(glyph.advance, 4 * id);
    hmtx.writeInt16BE(glyph.leftSideBearing, 4 * id + 2);
  });
  loca.writeUInt32BE(offset, 4 * glyphs.length);
  return { glyf, loca, hmtx };
}
