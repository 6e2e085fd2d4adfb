/**
 * POST /api/papers/read: the public paper reader (/papers). Anyone, signed in or not, sends a paper the way POST
 * /api/translate takes it (JSON text, or multipart with a file or photos) and gets the same explanation and reading
 * of the paper; nothing of it is stored. Like every change it is refused from another site (auth/origin-check.ts);
 * it needs no request-forgery token, since no session is involved. Each address may read PAPERS_PER_ADDRESS papers
 * an hour (counted in the database, as registrations are, so the limit holds across instances), checked before the
 * body is read; past it, a 429 with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { readPaper, type publicReadingSchema } from "@shared/api/translations";
import { PUBLIC_READINGS_PER_HOUR } from "@shared/translations";
import { consume, type Limit } from "../auth/rate-limit";
import { serve } from "../api/serve";
import type { Database } from "../db/connect";
import { HttpError } from "../http-errors";
import { TRANSLATOR_MESSAGES } from "../translator/translator-messages";

export const PAPERS_PER_ADDRESS: Limit = { max: PUBLIC_READINGS_PER_HOUR, windowSeconds: 60 * 60 };

interface PublicReaderOptions {
  db: Database;
  bodyLimit: number;
  /** Reads the request's paper and explains it (routes/translations.ts), without storing anything. */
  read(request: FastifyRequest, reply: FastifyReply): Promise<z.input<typeof publicReadingSchema>>;
}

export function publicReaderRoute(app: FastifyInstance, { db, bodyLimit, read }: PublicReaderOptions): void {
  const limitPerAddress = async (request: FastifyRequest) => {
    const wait = await consume(db, `papers:ip:${request.ip}`, PAPERS_PER_ADDRESS);
    if (wait > 0) {
      throw new HttpError(429, TRANSLATOR_MESSAGES.publicLimit(PAPERS_PER_ADDRESS.max, wait), undefined, {
        "retry-after": String(wait),
      });
    }
  };
  serve(app, readPaper, (_input, request, reply) => read(request, reply), { onRequest: limitPerAddress, bodyLimit });
}
