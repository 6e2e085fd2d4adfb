import { MAX_PHOTO_PAGES, MAX_UPLOAD_BYTES } from "@shared/translations";

/**
 * What the translator does with a chosen file (text, PDF, Word and photos: the picker offers .txt, .pdf, .doc, .docx,
 * JPEG and PNG, and the camera): a text file is read here into the text area; a PDF, Word file or photo is sent as
 * it is and read on the server, which decides by its bytes (a photo's words by character recognition). Anything
 * else, or a file over the size limit, is refused before upload.
 */
export type PickedFile = { use: "read" } | { use: "send"; photo?: true } | { problem: "invalidType" | "tooLarge" };

const WORD_NAME = /\.docx?$/i;
const WORD_TYPE = /msword|wordprocessingml/i;
const PHOTO_NAME = /\.(jpe?g|png)$/i;
const PHOTO_TYPE = /^image\/(jpeg|png)$/i;

export const isPhoto = (file: Pick<File, "name" | "type">) =>
  PHOTO_TYPE.test(file.type) || (!file.type.startsWith("image/") && PHOTO_NAME.test(file.name));

export function pickedFile(file: Pick<File, "name" | "type" | "size">): PickedFile {
  const type = file.type.toLowerCase();
  const photo = isPhoto(file);
  const isText = !photo && (type.includes("text") || (type === "" && /\.txt$/i.test(file.name)));
  const isDocument =
    photo || type.includes("pdf") || /\.pdf$/i.test(file.name) || WORD_TYPE.test(type) || WORD_NAME.test(file.name);
  if (!isText && !isDocument) return { problem: "invalidType" };
  if (file.size > MAX_UPLOAD_BYTES) return { problem: "tooLarge" };
  if (isText) return { use: "read" };
  return photo ? { use: "send", photo: true } : { use: "send" };
}

/**
 * Several files chosen at once: the photographed pages of one paper, each a JPEG or PNG, at most MAX_PHOTO_PAGES and
 * within the size limit all together (the server counts them as one upload).
 */
export function pickedPages(
  files: readonly Pick<File, "name" | "type" | "size">[],
): { use: "send" } | { problem: "notPhotos" | "tooMany" | "tooLarge" } {
  if (!files.every(isPhoto)) return { problem: "notPhotos" };
  if (files.length > MAX_PHOTO_PAGES) return { problem: "tooMany" };
  if (files.reduce((total, file) => total + file.size, 0) > MAX_UPLOAD_BYTES) return { problem: "tooLarge" };
  return { use: "send" };
}

/** The size limit in whole megabytes, for the message. */
export const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
