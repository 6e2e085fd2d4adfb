import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompressDir } from "./precompress.mjs";
import { prerenderPublicPages } from "./prerender.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist/client");
// Written last, so a build that stopped half-way is seen as stale.
const builtMarker = path.join(clientDir, ".built");
const SOURCES = [
  "src/client",
  "src/shared",
  "locales",
  "content",
  "vite.config.ts",
  "scripts/vite-plugins.mjs",
  "scripts/browser-contracts.mjs",
  "scripts/content-modules.mjs",
  "scripts/preload-missing-only.mjs",
  "scripts/session-chunk.mjs",
  "scripts/precompress.mjs",
  "scripts/prerender.mjs",
  "tsconfig.json",
  "package-lock.json",
];

/** The newest modification time of a file or of anything in a folder (0 when it does not exist). */
export function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any of `sources` (paths relative to the project). */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** True when dist/client is missing or older than any client source. */
export function clientBuildIsStale() {
  return isStale(builtMarker, SOURCES);
}

/**
 * Builds the client into dist/client: hashed assets, one HTML file per public page (pre-rendered, see
 * prerender.mjs) and app.html for every other page, then brotli and gzip copies of every text file.
 */
export async function buildClient({ quiet = false } = {}) {
  const { build } = await import("vite");
  const configFile = path.join(root, "vite.config.ts");
  // Vite and React build for development when NODE_ENV says so (vitest sets "test"): always build for production.
  const callersEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, mode: "production", logLevel: quiet ? "warn" : "info" });
    await prerenderPublicPages({ root, configFile, clientDir, quiet });
    precompressDir(clientDir);
    writeFileSync(builtMarker, `${new Date().toISOString()}\n`);
  } finally {
    if (callersEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersEnv;
  }
}

export async function buildClientIfStale(options) {
  if (!clientBuildIsStale()) return false;
  await buildClient(options);
  return true;
}
