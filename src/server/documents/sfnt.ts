/**
 * The font file container, and nothing inside the tables: a WOFF or TrueType file's table directory read into
 * named tables, and named tables written back as a plain TrueType file (checksums included). What the tables
 * mean is read by fontkit (the cmap, glyphs, layout); font-merge.ts rewrites the few a merged font needs.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_TABLE_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_TABLE_ENTRY_SIZE = 16;
const HEAD_CHECKSUM_ADJUSTMENT = 8;
const CHECKSUM_MAGIC = 0xb1b0afba;

export interface SfntTables {
  /** 0x00010000 for TrueType outlines. */
  flavor: number;
  tables: Map<string, Buffer>;
}

const padded = (length: number) => (length + 3) & ~3;
const tagOf = (buffer: Buffer, at: number) => buffer.toString("latin1", at, at + 4);

/** The tables of a WOFF 1 file, inflated. */
export function woffTables(woff: Buffer): SfntTables {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF font");
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < woff.readUInt16BE(12); index++) {
    const entry = WOFF_HEADER_SIZE + index * WOFF_TABLE_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    tables.set(tagOf(woff, entry), compressedLength < length ? inflateSync(stored) : stored);
  }
  return { flavor: woff.readUInt32BE(4), tables };
}

/** The tables of a plain TrueType/OpenType file. */
export function sfntTables(sfnt: Buffer): SfntTables {
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < sfnt.readUInt16BE(4); index++) {
    const entry = SFNT_HEADER_SIZE + index * SFNT_TABLE_ENTRY_SIZE;
    const offset = sfnt.readUInt32BE(entry + 8);
    tables.set(tagOf(sfnt, entry), sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)));
  }
  return { flavor: sfnt.readUInt32BE(0), tables };
}

function checksum(data: Buffer): number {
  let sum = 0;
  const whole = data.length & ~3;
  for (let at = 0; at < whole; at += 4) sum = (sum + data.readUInt32BE(at)) >>> 0;
  if (whole < data.length) {
    const tail = Buffer.alloc(4);
    data.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** A plain TrueType file of these tables, in tag order, with the checksums the format asks for. */
export function writeSfnt({ flavor, tables }: SfntTables): Buffer {
  const tags = [...tables.keys()].sort();
  const directorySize = SFNT_HEADER_SIZE + SFNT_TABLE_ENTRY_SIZE * tags.length;
  const out = Buffer.alloc(tags.reduce((size, tag) => size + padded(tables.get(tag)!.length), directorySize));
  // searchRange, entrySelector and rangeShift, as the OpenType header defines them.
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_ENTRY_SIZE;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(tags.length, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(tags.length * SFNT_TABLE_ENTRY_SIZE - searchRange, 10);
  let offset = directorySize;
  let headOffset: number | undefined;
  tags.forEach((tag, index) => {
    const data = Buffer.from(tables.get(tag)!);
    if (tag === "head") {
      data.writeUInt32BE(0, HEAD_CHECKSUM_ADJUSTMENT);
      headOffset = offset;
    }
    const entry = SFNT_HEADER_SIZE + index * SFNT_TABLE_ENTRY_SIZE;
    out.write(tag, entry, 4, "latin1");
    out.writeUInt32BE(checksum(data), entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(data.length, entry + 12);
    data.copy(out, offset);
    offset += padded(data.length);
  });
  if (headOffset !== undefined) {
    out.writeUInt32BE((CHECKSUM_MAGIC - checksum(out)) >>> 0, headOffset + HEAD_CHECKSUM_ADJUSTMENT);
  }
  return out;
}

/** WOFF to plain TrueType: fontkit would otherwise inflate every table in JavaScript for each document. */
export const woffToSfnt = (woff: Buffer): Buffer => writeSfnt(woffTables(woff));
