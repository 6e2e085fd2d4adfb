/**
 * A cap on uploads in progress on this instance: each holds up to a file's worth of memory while it arrives and is
 * read, so past the cap an upload is refused at once (503, with Retry-After) rather than read. A slot is held from
 * the moment a route takes it until the request's answer is sent or its connection closes, so it is given back on
 * every path: an answer, an error, a client that goes away mid-upload.
 */
import type { FastifyReply } from "fastify";
import { HttpError } from "../http-errors";
import { say } from "../interface-text";
import { waitFor } from "../messages";

/** Uploads received at once on one instance: four 10 MB files are 40 MB of memory at most. */
export const MAX_UPLOADS_IN_PROGRESS = 4;
/** An upload on a normal connection takes a few seconds: by then a slot is usually free. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

export interface UploadSlots {
  /** Takes a slot for this request until its answer is sent; past the cap, throws the 503. */
  hold(reply: FastifyReply): void;
  /** Slots held now. */
  readonly inUse: number;
}

export function createUploadSlots(max: number): UploadSlots {
  let inUse = 0;
  const release = () => {
    inUse -= 1;
  };
  return {
    get inUse() {
      return inUse;
    },
    hold(reply) {
      if (inUse >= max) {
        const message = say("uploadsBusy", { wait: waitFor(UPLOAD_RETRY_AFTER_SECONDS) });
        throw new HttpError(503, message, undefined, { "retry-after": String(UPLOAD_RETRY_AFTER_SECONDS) });
      }
      inUse += 1;
      // A connection already gone emits no further 'close'.
      if (reply.raw.closed) release();
      else reply.raw.once("close", release);
    },
  };
}
