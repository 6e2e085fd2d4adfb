import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PROTECTED_PAGES } from "@shared/app-pages";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { languageOfRequest } from "./request-language";

export const CLIENT_DIST = fileURLToPath(new URL("../../dist/client", import.meta.url));

/** Files with a content hash in their name never change: browsers may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages revalidate on every visit (a cheap 304 with the ETag when nothing changed), so a deploy shows at once. */
export const REVALIDATE = "no-cache";
/** Icons, the manifest and robots.txt keep their names across builds: a day. */
export const SHORT_LIVED = "public, max-age=86400";

/**
 * Public pages with an HTML file of their own, written at build time (scripts/vite-plugins.mjs: each with its own
 * title and meta description, pre-rendered by scripts/prerender.mjs). A page behind the session gets app.html with its
 * shell pre-rendered (SHELL_PAGES); every other path gets app.html, whose root is empty, and the router decides.
 */
export const PAGE_FILES: Record<string, string> = {
  "/": "index.html",
  "/auth": "auth.html",
  "/terms": "terms.html",
  "/privacy": "privacy.html",
  "/papers": "papers.html",
};

/**
 * The pages behind the session, each with the copy of app.html that has its shell pre-rendered (scripts/prerender.mjs:
 * "app-dashboard.html"); a route's params match any one path segment ("/cases/:id").
 */
const SHELL_PAGES = PROTECTED_PAGES.map(({ id, route }) => ({
  pattern: new RegExp(`^${route.replace(/:[^/]+/g, "[^/]+")}/?$`),
  file: `app-${id}.html`,
}));

/** "index.html" in English, "index.es.html" in Spanish (the build writes one of each: scripts/vite-plugins.mjs). */
export const pageFile = (file: string, language: string): string =>
  language === DEFAULT_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`);

/** A path that names a file (an extension) or an asset: never answered with the app's HTML. */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]+$/i;
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves the built client. The build writes a brotli and a gzip copy beside each text file (scripts/precompress.mjs);
 * @fastify/static sends the one the browser accepts. Routes: /assets/* (hashed), one per file at the top of the
 * build (icons, manifest, robots.txt), the public pages, and app.html for every other non-API path.
 */
export async function registerStaticClient(app: FastifyInstance, root = CLIENT_DIST): Promise<boolean> {
  if (!existsSync(path.join(root, "app.html"))) return false;
  const precompressed = filesWithCompressedCopies(root);
  await app.register(fastifyStatic, {
    root,
    // No route per file (a glob of the build at every start): the routes below call reply.sendFile.
    serve: false,
    index: false,
    preCompressed: true,
    // send's own "public, max-age=0" would replace the cache-control that setHeaders chooses below.
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath.replace(COMPRESSED_COPY, "")).split(path.sep).join("/");
      res.setHeader(
        "cache-control",
        relative.startsWith("assets/") ? IMMUTABLE : relative.endsWith(".html") ? REVALIDATE : SHORT_LIVED,
      );
      // A page comes in the visitor's language (her choice in the cookie, else her browser's) at one address.
      const vary = [
        ...(precompressed.has(relative) ? ["accept-encoding"] : []),
        ...(relative.endsWith(".html") ? ["accept-language", "cookie"] : []),
      ];
      if (vary.length > 0) res.setHeader("vary", vary.join(", "));
    },
  });
  const send = (reply: FastifyReply, file: string) => reply.sendFile(file);

  app.get("/assets/*", (request, reply) => {
    const file = (request.params as { "*": string })["*"];
    if (COMPRESSED_COPY.test(file)) return reply.callNotFound();
    return send(reply, `assets/${file}`);
  });
  for (const file of readdirSync(root)) {
    if (file.startsWith(".") || file.endsWith(".html") || COMPRESSED_COPY.test(file) || file === "assets") continue;
    app.get(`/${file}`, (_request, reply) => send(reply, file));
  }
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string) =>
    send(reply, pageFile(file, languageOfRequest(request)));
  for (const [route, file] of Object.entries(PAGE_FILES)) {
    app.get(route, (request, reply) => sendPage(request, reply, file));
  }
  const built = new Set(readdirSync(root));
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (FILE_PATH.test(pathname)) return reply.callNotFound();
    const shell = SHELL_PAGES.find(({ pattern }) => pattern.test(pathname))?.file;
    return sendPage(request, reply, shell && built.has(shell) ? shell : "app.html");
  });
  return true;
}

/** Relative paths ("assets/index-abc.js") of the files the build wrote compressed copies of. */
function filesWithCompressedCopies(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(".br")) found.add(`${prefix}${entry.name.slice(0, -3)}`);
    }
  };
  walk(root, "");
  return found;
}
