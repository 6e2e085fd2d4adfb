/**
 * Any uploaded file to plain text, by what its bytes are: PDF, Word .docx, or a text file. A photo (JPEG, PNG) and a
 * scanned PDF's pages are pictures: their words are read by character recognition in a thread of its own
 * (ocr/ocr-pool.ts), so here a scan gives its page pictures back, and a photo is refused (the route sends photos to
 * recognition directly).
 */
import { extractDocxText } from "./docx-text";
import { sniffType } from "./file-type";
import { extractPdf } from "./pdf-text";
import { ExtractionError } from "./problems";
import { decodeTextFile } from "./text-file";

export type SourceType = "text" | "pdf" | "docx";

/** `pictures`: a scan's page pictures, to be read by character recognition (its `text` is then empty). */
export interface Extracted {
  text: string;
  sourceType: SourceType;
  pictures?: Uint8Array[];
}

export async function extractText(bytes: Uint8Array): Promise<Extracted> {
  const type = sniffType(bytes);
  if (type === "pdf") {
    const content = await extractPdf(bytes);
    return "text" in content
      ? { text: content.text, sourceType: "pdf" }
      : { text: "", pictures: content.pageImages, sourceType: "pdf" };
  }
  if (type === "zip") return { text: await extractDocxText(bytes), sourceType: "docx" };
  if (type === "old_word") throw new ExtractionError("old_word");
  if (type === "other_binary" || type === "jpeg" || type === "png") throw new ExtractionError("invalid_type");
  const text = decodeTextFile(bytes);
  if (text === undefined) throw new ExtractionError("invalid_type");
  return { text, sourceType: "text" };
}
