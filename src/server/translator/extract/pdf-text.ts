/**
 * A PDF's text layer, read with pdf.js (Mozilla's maintained reader; its legacy build runs on Node 20). Pages past
 * a cap are refused before they are read, a password-protected file says so, and a PDF whose pages hold no text
 * (a scan, a photo of a letter) gives its pages' pictures instead (pdf-page-images.ts), for character recognition
 * (ocr/); one with neither text nor pictures is reported as scanned. What every page repeats (a header, a footer,
 * its number) is left out (normalize/page-furniture.ts).
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { withoutPageFurniture } from "../normalize/page-furniture";
import { MAX_PHOTO_PAGES, MAX_PHOTO_PIXELS } from "../ocr/ocr-limits";
import { pageImages } from "./pdf-page-images";
import { MAX_PDF_PAGES } from "./pdf-limits";
import { ExtractionError } from "./problems";

/** What a PDF holds: its text, or (a scan) one picture of each page, as PGM images. */
export type PdfContent = { text: string } | { pageImages: Uint8Array[] };

/** Fewer letters than this in the whole file: there is no text layer to speak of. */
const MIN_TEXT_CHARACTERS = 20;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

function pageText(items: readonly TextItemLike[]): string {
  let text = "";
  for (const item of items) {
    if (typeof item.str !== "string") continue;
    text += item.str;
    if (item.hasEOL) text += "\n";
    else if (item.str && !text.endsWith(" ")) text += " ";
  }
  return text.replace(/[ \t]+\n/g, "\n").trim();
}

export async function extractPdfText(bytes: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<string> {
  const content = await extractPdf(bytes, maxPages);
  if ("text" in content) return content.text;
  throw new ExtractionError("scanned_pdf");
}

export async function extractPdf(bytes: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<PdfContent> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    // A picture past this is not decoded at all (a few kilobytes can unpack to gigabytes).
    maxImageSize: MAX_PHOTO_PIXELS,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw new ExtractionError((error as Error).name === "PasswordException" ? "encrypted_pdf" : "unreadable_pdf");
  }
  try {
    if (document.numPages > maxPages) throw new ExtractionError("too_many_pages");
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      pages.push(pageText((await page.getTextContent()).items as TextItemLike[]));
      page.cleanup();
    }
    if (pages.join("").replace(/[^\p{L}\p{N}]/gu, "").length < MIN_TEXT_CHARACTERS) {
      if (document.numPages > MAX_PHOTO_PAGES) throw new ExtractionError("too_many_photo_pages");
      const images = await pageImages(document);
      if (images.length === 0) throw new ExtractionError("scanned_pdf");
      return { pageImages: images };
    }
    // Running headers, footers and page numbers cut sentences that go on to the next page.
    return { text: withoutPageFurniture(pages) };
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError("unreadable_pdf");
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
