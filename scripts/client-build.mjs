import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/client/index.html");
const SOURCES = [
  "src/client",
  "src/shared",
  "locales",
  "content",
  "vite.config.ts",
  "scripts/vite-plugins.mjs",
  "scripts/precompress.mjs",
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
  return isStale(builtIndex, SOURCES);
}

/** Builds the client into dist/client: hashed assets, one HTML file per public page, brotli and gzip copies. */
export async function buildClient({ quiet = false } = {}) {
  const { build } = await import("vite");
  // Vite and React build for development when NODE_ENV says so (vitest sets "test"): always build for production.
  const callersEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: path.join(root, "vite.config.ts"), mode: "production", logLevel: quiet ? "warn" : "info" });
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
