import { MAX_UPLOAD_BYTES } from "@shared/translations";

/**
 * What the translator does with a chosen file (text, PDF and Word: the picker offers .txt, .pdf, .doc and
 * .docx): a text file is read here into the text area; a PDF or Word file is sent as it is and read on the server,
 * which decides by its bytes. Anything else, or a file over the size limit, is refused before upload.
 */
export type PickedFile = { use: "read" } | { use: "send" } | { problem: "invalidType" | "tooLarge" };

const WORD_NAME = /\.docx?$/i;
const WORD_TYPE = /msword|wordprocessingml/i;

export function pickedFile(file: Pick<File, "name" | "type" | "size">): PickedFile {
  const type = file.type.toLowerCase();
  const isText = type.includes("text") || (type === "" && /\.txt$/i.test(file.name));
  const isDocument = type.includes("pdf") || /\.pdf$/i.test(file.name) || WORD_TYPE.test(type) || WORD_NAME.test(file.name);
  if (!isText && !isDocument) return { problem: "invalidType" };
  if (file.size > MAX_UPLOAD_BYTES) return { problem: "tooLarge" };
  return isText ? { use: "read" } : { use: "send" };
}

/** The size limit in whole megabytes, for the message. */
export const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
