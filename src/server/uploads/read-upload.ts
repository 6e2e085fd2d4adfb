/**
 * Reads a multipart/form-data upload of one file (and a few short fields) as it arrives: each chunk is copied once
 * into a buffer allocated for the declared size, so no large copy or concatenation runs on the main thread, and the
 * buffer can be moved to a worker thread (movable-bytes.ts), where the file is read. What is wrong with an upload
 * is an UploadError; each route says it in its own words. Needs @fastify/multipart registered in the route's scope.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { movableBytes } from "./movable-bytes";
import type { UploadSlots } from "./upload-slots";

export type UploadProblem = "too_large" | "too_many_files" | "too_many_fields" | "no_file";

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
  }
}

export interface UploadOptions {
  /** The instance's cap on uploads in progress: a slot is held for the request, or the 503 is thrown. */
  slots: UploadSlots;
  /** The most bytes of all files together. */
  fileBytes: number;
  /** How many files the body may hold (1 unless said): more is "too_many_files". */
  files?: number;
  fields: number;
  fieldBytes: number;
}

export interface ReceivedFile {
  bytes: Uint8Array;
  /** As the browser sent it (clean it before storing or showing it). */
  fileName: string;
}

export interface ReceivedUpload extends ReceivedFile {
  /** Every file, in the order sent (the first is `bytes` and `fileName`); one unless `files` allowed more. */
  files: ReceivedFile[];
  /** The text fields sent with the file, before or after it. */
  fields: ReadonlyMap<string, string>;
}

/** Room for the multipart boundaries and headers around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The first buffer for a body of unknown size (a chunked upload); it doubles as needed. */
const UNKNOWN_SIZE_START_BYTES = 1024 * 1024;

/** @fastify/multipart's limit errors, by code; any other failure (a malformed or cut-off body) is "no_file". */
const LIMIT_PROBLEMS = new Map<string, UploadProblem>([
  ["FST_FILES_LIMIT", "too_many_files"],
  ["FST_FIELDS_LIMIT", "too_many_fields"],
  ["FST_PARTS_LIMIT", "too_many_fields"],
  ["FST_REQ_FILE_TOO_LARGE", "too_large"],
]);

function problemOf(error: unknown): UploadProblem {
  if (error instanceof UploadError) return error.problem;
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === "string" ? LIMIT_PROBLEMS.get(code) : undefined) ?? "no_file";
}

/** Chunks copied into one buffer as they come, grown (doubled) only when the size was not declared. */
async function readFileStream(
  stream: AsyncIterable<Uint8Array> & { truncated: boolean },
  declaredBytes: number,
  maxBytes: number,
): Promise<Uint8Array> {
  let buffer = movableBytes(Math.min(maxBytes, declaredBytes > 0 ? declaredBytes : UNKNOWN_SIZE_START_BYTES));
  let length = 0;
  for await (const chunk of stream) {
    const needed = length + chunk.byteLength;
    if (needed > maxBytes) throw new UploadError("too_large");
    if (needed > buffer.byteLength) {
      const grown = movableBytes(Math.min(maxBytes, Math.max(needed, buffer.byteLength * 2)));
      grown.set(buffer.subarray(0, length));
      buffer = grown;
    }
    buffer.set(chunk, length);
    length = needed;
  }
  // busboy stops at the size limit and marks the stream: the file was larger.
  if (stream.truncated) throw new UploadError("too_large");
  return buffer.subarray(0, length);
}

/**
 * The one file of a multipart request, its bytes in a buffer a worker may take. Refused before a byte of the body is
 * read (Node then discards the rest, and the browser gets the answer) when its declared size is too large or the
 * instance is busy with other uploads.
 */
export async function readUpload(request: FastifyRequest, reply: FastifyReply, options: UploadOptions): Promise<ReceivedUpload> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.fileBytes + MULTIPART_OVERHEAD_BYTES) throw new UploadError("too_large");
  options.slots.hold(reply);
  const maxFiles = options.files ?? 1;
  const parts = request.parts({
    limits: {
      fileSize: options.fileBytes,
      files: maxFiles,
      fields: options.fields,
      fieldSize: options.fieldBytes,
      parts: options.fields + maxFiles,
      headerPairs: 50,
    },
  });
  const fields = new Map<string, string>();
  const files: ReceivedFile[] = [];
  let received = 0;
  try {
    // Read to the end, so a file too many is found (and refused) rather than ignored.
    for await (const part of parts) {
      if (part.type === "file") {
        // The size declared is the whole body's: the first file's buffer is made that size (a lone file is copied
        // once); a further one (photos of more pages) starts small and grows as it comes.
        const bytes = await readFileStream(
          part.file,
          files.length === 0 && Number.isFinite(declared) ? declared : 0,
          options.fileBytes - received,
        );
        received += bytes.byteLength;
        files.push({ bytes, fileName: part.filename });
      } else if (typeof part.value === "string" && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw new UploadError(problemOf(error));
  }
  const [file] = files;
  if (!file) throw new UploadError("no_file");
  return { ...file, files, fields };
}
