/**
 * Pictures to text: photos of a paper (JPEG, PNG), checked before anything decodes them, or a scanned PDF's page
 * pictures (PGM, from extract/pdf-page-images.ts), read by recognize.ts. What comes out with too few words, or words
 * the engine is unsure of, is "no text", never a guess.
 */
import { sniffType } from "../extract/file-type";
import { ExtractionError } from "../extract/problems";
import { imageSize } from "./image-size";
import { MAX_PHOTO_PAGES, MAX_PHOTO_PIXELS } from "./ocr-limits";
import { recognizePages, warmReader } from "./recognize";

/** What recognition made of the pictures: how sure it is (0 to 100) and how many pages it read. */
export interface OcrReading {
  confidence: number;
  pages: number;
}

/** Fewer letters and digits than this, or a confidence below MIN_CONFIDENCE: nothing readable came out. */
const MIN_RECOGNIZED_CHARACTERS = 20;
const MIN_CONFIDENCE = 30;

/** A photo is checked before it is decoded: a JPEG or PNG, of a size a phone takes. */
export function checkedPhoto(bytes: Uint8Array): Uint8Array {
  const type = sniffType(bytes);
  if (type !== "jpeg" && type !== "png") throw new ExtractionError("invalid_type");
  const size = imageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw new ExtractionError("unreadable_photo");
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new ExtractionError("photo_too_large");
  return bytes;
}

/**
 * `photos`: JPEG or PNG files as sent (checked first); else a scan's page pictures. `onRecognizing` is told when the
 * engine is ready and recognition of the pages starts.
 */
export async function readPictures(
  pictures: readonly Uint8Array[],
  photos: boolean,
  onRecognizing?: (pages: number) => void,
): Promise<{ text: string; ocr: OcrReading }> {
  if (pictures.length > MAX_PHOTO_PAGES) throw new ExtractionError("too_many_photo_pages");
  const pages = photos ? pictures.map(checkedPhoto) : pictures;
  let recognized;
  try {
    // The engine is started first (a few times an hour at most), so its thread is there to count from the start.
    await warmReader();
    onRecognizing?.(pages.length);
    recognized = await recognizePages(pages);
  } catch {
    throw new ExtractionError("unreadable_photo");
  }
  const characters = recognized.text.replace(/[^\p{L}\p{N}]/gu, "").length;
  if (characters < MIN_RECOGNIZED_CHARACTERS || recognized.confidence < MIN_CONFIDENCE)
    throw new ExtractionError("no_text_in_photo");
  return { text: recognized.text, ocr: { confidence: recognized.confidence, pages: pages.length } };
}
