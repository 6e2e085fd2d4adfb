import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/client/index.html");
const SOURCES = ["src/client", "src/shared", "vite.config.ts", "package-lock.json"];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** True when dist/client is missing or older than any client source. */
export function clientBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SOURCES.map((s) => path.join(root, s)).some((s) => existsSync(s) && newestChange(s) > builtAt);
}

export async function buildClient({ quiet = false } = {}) {
  const { build } = await import("vite");
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: quiet ? "warn" : "info" });
}

export async function buildClientIfStale(options) {
  if (!clientBuildIsStale()) return false;
  await buildClient(options);
  return true;
}
