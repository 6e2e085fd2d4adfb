import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const CLIENT_DIST = fileURLToPath(new URL("../../dist/client", import.meta.url));

/** Serves the built client; every non-API GET that is not a file gets index.html (the SPA decides). */
export async function registerStaticClient(app: FastifyInstance, root = CLIENT_DIST): Promise<boolean> {
  if (!existsSync(path.join(root, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", (_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"));
  return true;
}
