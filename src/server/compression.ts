import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON over 1 KB) with brotli or gzip, as the client accepts. The built client's files are
 * compressed once at build time (scripts/precompress.mjs) and served as they are by static-client.ts, which sets
 * content-encoding itself, so this plugin leaves them alone. Register before the routes: the plugin attaches itself
 * to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
