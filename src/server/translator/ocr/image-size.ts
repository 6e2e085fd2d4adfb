/**
 * A JPEG's or a PNG's width and height from its header, read before anything decodes the picture, so a picture
 * too large to decode (a "decompression bomb": a few kilobytes that unpack to gigabytes) is refused first.
 */
import { JPEG, PNG } from "../extract/file-type";

export interface ImageSize {
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** PNG: the IHDR chunk comes first, width and height as 4-byte big-endian numbers. */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…): every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walks the segments to the first start-of-frame, which holds height then width. */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    }
    at += 2 + length;
  }
  return undefined;
}

/** undefined: not a JPEG or PNG, or a header too broken to say. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  if (startsWith(bytes, PNG)) return pngSize(bytes);
  if (startsWith(bytes, JPEG)) return jpegSize(bytes);
  return undefined;
}
