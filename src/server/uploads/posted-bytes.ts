/**
 * An uploaded file's bytes, posted chunk by chunk as they arrive to a message port that a worker thread takes and
 * reads them from (readPostedBytes). A chunk's buffer is moved into the port, not copied, when the request owns it,
 * so the main thread never holds the file: neither a buffer of its size nor its chunks. Held there, every upload's
 * bytes counted towards V8's external memory and brought on a full garbage collection of the main thread (10-70 ms)
 * every few dozen megabytes received (bench/uploads.ts); the bytes waiting in a port are not counted.
 */
import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import { movableBytes } from "./movable-bytes";

/** What the file is, as far as its first bytes tell (translator/extract/file-type.ts looks at its first kilobyte). */
const HEAD_BYTES = 1024;
/**
 * Buffers smaller than this are copied, never moved: Node's pool of small Buffers (8 KB, shared by every request) and
 * the few bytes busboy holds back while it looks for a boundary (in a buffer it reuses) are not the request's own.
 */
const SMALLEST_MOVED_BYTES = 16 * 1024;

/** A file's bytes as a worker receives them: the port they wait in, and how many they are. */
export interface PostedFile {
  port: MessagePort;
  byteLength: number;
}

export class PostedBytes {
  readonly #channel = new MessageChannel();
  readonly #head = new Uint8Array(HEAD_BYTES);
  #headLength = 0;
  #byteLength = 0;
  #taken = false;

  /**
   * `ownsChunks`: the chunks come from node:http, which copies each piece of a body into a buffer of its own, and
   * busboy hands the file's bytes on as views of those. A chunk that reaches the end of its buffer may then move:
   * busboy parsed the whole buffer before handing the chunk on, and any other view of it (a part's headers, the end
   * of an earlier file) came first and was copied or read. Otherwise (a request injected in a test) all are copied.
   */
  constructor(private readonly ownsChunks: boolean) {}

  get byteLength(): number {
    return this.#byteLength;
  }

  /** The file's first bytes (up to a kilobyte): enough to tell what it is. */
  get head(): Uint8Array {
    return this.#head.subarray(0, this.#headLength);
  }

  /** Posts the next chunk, moved when it may be (see the constructor), else copied. */
  add(chunk: Uint8Array): void {
    if (this.#taken) throw new Error("bytes added after they were taken");
    if (this.#headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.#headLength);
      this.#head.set(part, this.#headLength);
      this.#headLength += part.byteLength;
    }
    const { buffer } = chunk;
    const movable =
      this.ownsChunks &&
      buffer instanceof ArrayBuffer &&
      buffer.byteLength >= SMALLEST_MOVED_BYTES &&
      chunk.byteOffset + chunk.byteLength === buffer.byteLength;
    // Counted first: a chunk moved is empty here afterwards.
    this.#byteLength += chunk.byteLength;
    const posted = movable ? chunk : new Uint8Array(chunk);
    this.#channel.port1.postMessage(posted, [posted.buffer as ArrayBuffer]);
  }

  /** The port the bytes wait in, for a worker (move it in the message's transfer list); once. */
  take(): PostedFile {
    if (this.#taken) throw new Error("posted bytes taken twice");
    this.#taken = true;
    // The chunks already posted stay in the other end's queue; nothing more is sent.
    this.#channel.port1.close();
    return { port: this.#channel.port2, byteLength: this.#byteLength };
  }

  /** Every byte in one buffer on this thread, which a worker may take (movable-bytes.ts): a photo, for example. */
  join(): Uint8Array {
    return readPostedBytes(this.take());
  }

  /** Lets the bytes go when nothing took them (an upload refused after it was received). */
  discard(): void {
    if (this.#taken) return;
    this.#taken = true;
    this.#channel.port1.close();
    this.#channel.port2.close();
  }
}

/** The bytes waiting in `file.port`, in one buffer of this thread's; the port is closed. */
export function readPostedBytes(file: PostedFile): Uint8Array {
  const bytes = movableBytes(file.byteLength);
  let length = 0;
  for (let received = receiveMessageOnPort(file.port); received; received = receiveMessageOnPort(file.port)) {
    const chunk = received.message as Uint8Array;
    if (length + chunk.byteLength > bytes.byteLength) break;
    bytes.set(chunk, length);
    length += chunk.byteLength;
  }
  file.port.close();
  if (length !== file.byteLength) throw new Error(`posted bytes: ${length} received of ${file.byteLength}`);
  return bytes;
}
