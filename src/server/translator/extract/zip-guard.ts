/**
 * A zip archive (a .docx) checked before any library unpacks it: its central directory is read by hand, every
 * entry is unpacked once here with Node's zlib under a hard output limit, and the archive is refused when it has
 * too many entries, when an entry unpacks to more than it declares, or when everything together unpacks to more
 * than a budget. A zip bomb therefore costs at most the budget, and what a library unpacks afterwards is known to
 * be small.
 */
import { inflateRawSync } from "node:zlib";

export interface ZipLimits {
  maxEntries: number;
  /** All entries together, unpacked. */
  maxTotalBytes: number;
  /** One entry, unpacked. */
  maxEntryBytes: number;
}

export const DOCX_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 64 * 1024 * 1024, maxEntryBytes: 32 * 1024 * 1024 };

export type ZipCheck = { ok: true; names: string[] } | { ok: false; problem: "corrupt" | "too_large" | "unsupported" };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function findEndOfCentralDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the end of the file.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  return -1;
}

export function checkZip(bytes: Uint8Array, limits: ZipLimits = DOCX_LIMITS): ZipCheck {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) return { ok: false, problem: "corrupt" };
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return { ok: false, problem: "corrupt" };
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (entryCount === 0xffff || directoryStart === ZIP64_MARK) return { ok: false, problem: "unsupported" };
  if (entryCount > limits.maxEntries) return { ok: false, problem: "too_large" };
  if (directoryStart + directorySize > end) return { ok: false, problem: "corrupt" };

  const names: string[] = [];
  let total = 0;
  let at = directoryStart;
  for (let index = 0; index < entryCount; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return { ok: false, problem: "corrupt" };
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) return { ok: false, problem: "unsupported" }; // encrypted
    if (compressedSize === ZIP64_MARK || declaredSize === ZIP64_MARK) return { ok: false, problem: "unsupported" };
    if (declaredSize > limits.maxEntryBytes) return { ok: false, problem: "too_large" };
    total += declaredSize;
    if (total > limits.maxTotalBytes) return { ok: false, problem: "too_large" };

    if (localOffset + 30 > view.byteLength || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) {
      return { ok: false, problem: "corrupt" };
    }
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataStart + compressedSize > view.byteLength) return { ok: false, problem: "corrupt" };
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) {
      if (compressedSize !== declaredSize) return { ok: false, problem: "corrupt" };
    } else if (method === 8) {
      // One byte over the declared size is enough to know the entry lies about it.
      let actual: number;
      try {
        actual = inflateRawSync(data, { maxOutputLength: declaredSize + 1 }).byteLength;
      } catch (error) {
        return { ok: false, problem: (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too_large" : "corrupt" };
      }
      if (actual !== declaredSize) return { ok: false, problem: actual > declaredSize ? "too_large" : "corrupt" };
    } else {
      return { ok: false, problem: "unsupported" };
    }
    names.push(name);
  }
  return { ok: true, names };
}
