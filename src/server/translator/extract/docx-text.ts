/** A Word .docx file's text, by mammoth, after the zip guard has checked what it unpacks to. */
import mammoth from "mammoth";
import { checkZip } from "./zip-guard";
import { ExtractionError } from "./problems";

/** The one part every Word document has. */
const MAIN_PART = "word/document.xml";

export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const check = checkZip(bytes);
  if (!check.ok) throw new ExtractionError(check.problem === "too_large" ? "docx_too_large" : "unreadable_docx");
  // Another zip archive (a spreadsheet, a folder of files) is not a Word document.
  if (!check.names.includes(MAIN_PART)) throw new ExtractionError("invalid_type");
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return result.value;
  } catch {
    throw new ExtractionError("unreadable_docx");
  }
}
