/**
 * Reads a multipart/form-data upload (its files and a few short fields) as it arrives: each file's chunks are posted,
 * moved when they may be, to a port a worker thread takes the file from (posted-bytes.ts), so the main thread neither
 * copies the file into one buffer nor holds it. What is wrong with an upload is an UploadError; each route says it in
 * its own words. Needs @fastify/multipart registered in the route's scope.
 */
import { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PostedBytes } from "./posted-bytes";
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
  /** Given up when the request's answer is sent, unless taken (a worker's task, or joined for one). */
  bytes: PostedBytes;
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

/** A file's chunks posted as they come (`bytes`), until more than `maxBytes`. */
async function postFileStream(
  stream: AsyncIterable<Uint8Array> & { truncated: boolean },
  bytes: PostedBytes,
  maxBytes: number,
): Promise<void> {
  for await (const chunk of stream) {
    if (bytes.byteLength + chunk.byteLength > maxBytes) throw new UploadError("too_large");
    bytes.add(chunk);
  }
  // busboy stops at the size limit and marks the stream: the file was larger.
  if (stream.truncated) throw new UploadError("too_large");
}

/**
 * The files and fields of a multipart request, each file's bytes posted for a worker. Refused before a byte of the body is
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
  // Whatever no worker took is let go with the request, answered or abandoned (a body cut off fails below).
  const discard = () => files.forEach((file) => file.bytes.discard());
  reply.raw.once("close", discard);
  // Only node:http's chunks are the request's own buffers (posted-bytes.ts).
  const ownsChunks = request.raw instanceof IncomingMessage;
  let received = 0;
  try {
    // Read to the end, so a file too many is found (and refused) rather than ignored.
    for await (const part of parts) {
      if (part.type === "file") {
        const file = { bytes: new PostedBytes(ownsChunks), fileName: part.filename };
        files.push(file);
        await postFileStream(part.file, file.bytes, options.fileBytes - received);
        received += file.bytes.byteLength;
      } else if (typeof part.value === "string" && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    discard();
    throw new UploadError(problemOf(error));
  }
  const [file] = files;
  if (!file) throw new UploadError("no_file");
  return { ...file, files, fields };
}
