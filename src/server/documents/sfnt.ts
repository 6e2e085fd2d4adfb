/**
 * Two small jobs on font files, done once per process:
 * - WOFF to plain TrueType. pdfkit reads WOFF, but fontkit then inflates every table in pure JavaScript for each
 *   document (about 50 ms for two pages); handing it the plain font makes a document about 8 times faster.
 * - Which characters a font has (its cmap), so text it cannot draw is replaced before it becomes blank boxes.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_TABLE_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_TABLE_ENTRY_SIZE = 16;

const padded = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER_SIZE + index * WOFF_TABLE_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });

  const directorySize = SFNT_HEADER_SIZE + SFNT_TABLE_ENTRY_SIZE * numTables;
  const out = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directorySize));
  // searchRange, entrySelector and rangeShift, as the OpenType header defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_ENTRY_SIZE;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * SFNT_TABLE_ENTRY_SIZE - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_SIZE + index * SFNT_TABLE_ENTRY_SIZE;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

function findTable(sfnt: Buffer, tag: string): number | undefined {
  const numTables = sfnt.readUInt16BE(4);
  for (let index = 0; index < numTables; index++) {
    const entry = SFNT_HEADER_SIZE + index * SFNT_TABLE_ENTRY_SIZE;
    if (sfnt.toString("latin1", entry, entry + 4) === tag) return sfnt.readUInt32BE(entry + 8);
  }
  return undefined;
}

/** The code points a TrueType font maps to glyphs (from its Unicode BMP cmap, format 4). */
export function coveredCodePoints(sfnt: Buffer): Set<number> {
  const covered = new Set<number>();
  const cmap = findTable(sfnt, "cmap");
  if (cmap === undefined) return covered;
  const subtables = sfnt.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtables; index++) {
    const record = cmap + 4 + index * 8;
    const platform = sfnt.readUInt16BE(record);
    const encoding = sfnt.readUInt16BE(record + 2);
    const subtable = cmap + sfnt.readUInt32BE(record + 4);
    const unicodeBmp = (platform === 3 && encoding === 1) || platform === 0;
    if (!unicodeBmp || sfnt.readUInt16BE(subtable) !== 4) continue;
    const segments = sfnt.readUInt16BE(subtable + 6) / 2;
    const ends = subtable + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment++) {
      const start = sfnt.readUInt16BE(starts + segment * 2);
      const end = sfnt.readUInt16BE(ends + segment * 2);
      const delta = sfnt.readUInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = sfnt.readUInt16BE(rangeOffsetAt);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        const glyph =
          rangeOffset === 0
            ? (code + delta) & 0xffff
            : sfnt.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        if (glyph !== 0) covered.add(code);
      }
    }
    return covered;
  }
  return covered;
}
