/**
 * The pictures on the pages of a scanned PDF, for character recognition (ocr/). pdf.js gives each page's image
 * objects decoded (JPEG, Flate, CCITT, JBIG2…) through its operator list, with no canvas: rendering the pages would
 * need a canvas package with native code in production, and a scan's page is its picture anyway, at the scanner's
 * own resolution. Each picture is made an 8-bit grayscale PGM (which Tesseract's Leptonica reads as it is): of each
 * page, the pictures large enough to hold a line of text, in the order they are drawn.
 */
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { ImageKind, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Smaller pictures are logos, signatures or rules, not a page of text. */
const MIN_WIDTH = 300;
const MIN_HEIGHT = 100;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** 1 bit, RGB or RGBA pixels to one gray byte each (black is 0). */
function grayPixels(image: Required<DecodedImage>): Uint8Array | undefined {
  const { width, height, data, kind } = image;
  const gray = new Uint8Array(width * height);
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return undefined;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) gray[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    return gray;
  }
  const channels = kind === ImageKind.RGB_24BPP ? 3 : kind === ImageKind.RGBA_32BPP ? 4 : 0;
  if (!channels || data.length < width * height * channels) return undefined;
  for (let i = 0, at = 0; i < gray.length; i++, at += channels)
    gray[i] = (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;
  return gray;
}

export function pgm(width: number, height: number, gray: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const bytes = new Uint8Array(header.length + gray.length);
  bytes.set(header);
  bytes.set(gray, header.length);
  return bytes;
}

function objectOf(page: Awaited<ReturnType<PDFDocumentProxy["getPage"]>>, id: string): DecodedImage | undefined {
  const store = id.startsWith("g_") ? page.commonObjs : page.objs;
  try {
    return store.get(id) as DecodedImage | undefined;
  } catch {
    return undefined;
  }
}

/** Each page's pictures of text as PGM images, page after page. */
export async function pageImages(document: PDFDocumentProxy): Promise<Uint8Array[]> {
  const images: Uint8Array[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((op, index) => {
      let image: DecodedImage | undefined;
      if (op === OPS.paintImageXObject) image = objectOf(page, operators.argsArray[index][0] as string);
      else if (op === OPS.paintInlineImageXObject) image = operators.argsArray[index][0] as DecodedImage;
      if (!image?.data || image.kind === undefined || image.width < MIN_WIDTH || image.height < MIN_HEIGHT) return;
      const gray = grayPixels(image as Required<DecodedImage>);
      if (gray) images.push(pgm(image.width, image.height, gray));
    });
    page.cleanup();
  }
  return images;
}
