/** Any uploaded file to plain text, by what its bytes are: PDF, Word .docx, or a text file. */
import { extractDocxText } from "./docx-text";
import { sniffType } from "./file-type";
import { extractPdfText } from "./pdf-text";
import { ExtractionError } from "./problems";
import { decodeTextFile } from "./text-file";

export type SourceType = "text" | "pdf" | "docx";

export async function extractText(bytes: Uint8Array): Promise<{ text: string; sourceType: SourceType }> {
  const type = sniffType(bytes);
  if (type === "pdf") return { text: await extractPdfText(bytes), sourceType: "pdf" };
  if (type === "zip") return { text: await extractDocxText(bytes), sourceType: "docx" };
  if (type === "old_word") throw new ExtractionError("old_word");
  if (type === "other_binary") throw new ExtractionError("invalid_type");
  const text = decodeTextFile(bytes);
  if (text === undefined) throw new ExtractionError("invalid_type");
  return { text, sourceType: "text" };
}
