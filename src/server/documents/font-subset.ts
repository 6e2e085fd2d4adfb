/**
 * The part of a document font that pdfkit embeds in the PDF: the glyphs the document drew, copied byte for byte
 * from the prepared font's tables. It stands in for fontkit's subset (same two calls), which decoded every glyph
 * and wrote the tables through its generic structures again for each document: a tenth of a document's time.
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
import { writeSfnt, type SfntTables } from "./sfnt";

/** Tables a PDF's TrueType font program keeps besides the glyphs, copied when the font has them. */
const COPIED_TABLES = ["cvt ", "fpgm", "prep"];

export class TrueTypeSubset {
  /** Glyph numbers in the font, in the order of the subset (0, the missing glyph, first). */
  private readonly glyphs: number[] = [];
  private readonly subsetIds = new Map<number, number>();

  constructor(private readonly font: SfntTables) {
    this.includeGlyph(0);
  }

  /** The glyph's number in the subset; a glyph not in it yet is added at the end. */
  includeGlyph(id: number): number {
    let subsetId = this.subsetIds.get(id);
    if (subsetId === undefined) {
      subsetId = this.glyphs.push(id) - 1;
      this.subsetIds.set(id, subsetId);
    }
    return subsetId;
  }

  /** The subset as a TrueType file; the parts of composite glyphs join it as it is written. */
  encode(): Buffer {
    const glyphs: Glyph[] = [];
    // Not for...of: the list grows as composite glyphs add their parts.
    for (let index = 0; index < this.glyphs.length; index++) {
      glyphs.push(this.renumbered(readGlyph(this.font, this.glyphs[index]!)));
    }
    const head = Buffer.from(table(this.font, "head"));
    head.writeInt16BE(1, HEAD_INDEX_TO_LOC_FORMAT);
    const hhea = Buffer.from(table(this.font, "hhea"));
    hhea.writeUInt16BE(glyphs.length, HHEA_NUMBER_OF_H_METRICS);
    const maxp = Buffer.from(table(this.font, "maxp"));
    maxp.writeUInt16BE(glyphs.length, MAXP_NUM_GLYPHS);
    const tables = new Map(Object.entries({ head, hhea, maxp, ...glyphTables(glyphs) }));
    for (const tag of COPIED_TABLES) {
      const data = this.font.tables.get(tag);
      if (data) tables.set(tag, data);
    }
    return writeSfnt({ flavor: this.font.flavor, tables });
  }

  /** A composite glyph with its parts' numbers in the subset; any other glyph as it is. */
  private renumbered(glyph: Glyph): Glyph {
    const parts = components(glyph.data);
    if (parts.length === 0) return glyph;
    const data = Buffer.from(glyph.data);
    for (const part of parts) data.writeUInt16BE(this.includeGlyph(part.glyph), part.at);
    return { ...glyph, data };
  }
}
