/**
 * Where things are on the pages of a PDF, read back with pdf.js, for layout tests (margins, the clerk's stamp
 * space, type size). Positions are in points from the top-left corner of the page, as a ruler on paper reads them.
 */
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface TextRun extends Box {
  text: string;
  /** Font size in points. */
  size: number;
}

export interface PageLayout {
  width: number;
  height: number;
  text: TextRun[];
  /** The bounding boxes of drawn lines and shapes (rules, boxes). */
  drawings: Box[];
}

/** How far the document font's line reaches above and below the baseline, as a share of the size (Tinos' hhea). */
const ASCENT = 1825 / 2048;
const DESCENT = 443 / 2048;

export async function readLayout(pdf: Uint8Array): Promise<PageLayout[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: PageLayout[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const height = y1 - y0;
      const text: TextRun[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!("str" in item) || !item.str.trim()) continue;
        const [a, b, , , x, baseline] = item.transform as number[];
        const size = Math.hypot(a!, b!);
        text.push({
          text: item.str,
          size,
          left: x!,
          right: x! + item.width,
          top: height - (baseline! + ASCENT * size),
          bottom: height - (baseline! - DESCENT * size),
        });
      }
      pages.push({ width: x1 - x0, height, text, drawings: await drawings(page) });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>["promise"]>["getPage"]>>;

/**
 * pdf.js gives each path its bounding box in the coordinates it was drawn in; pdfkit draws with y running down
 * from the top of the page (its first operator flips the page), which is what a Box holds.
 */
async function drawings(page: PdfPage): Promise<Box[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const boxes: Box[] = [];
  fnArray.forEach((fn, index) => {
    if (fn !== OPS.constructPath) return;
    const minMax = (argsArray[index] as unknown[]).at(-1) as ArrayLike<number> | null;
    if (!minMax || minMax.length < 4) return;
    boxes.push({ left: minMax[0]!, top: minMax[1]!, right: minMax[2]!, bottom: minMax[3]! });
  });
  return boxes;
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
