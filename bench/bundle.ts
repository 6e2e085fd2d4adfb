import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildClient } from "../scripts/client-build.mjs";
import type { Figure } from "./http";

const DIST = path.resolve("dist/client");

/** Gzipped JavaScript that the landing page loads before anything else: its entry and modulepreloads. */
export async function benchBundle(): Promise<Figure[]> {
  await buildClient({ quiet: true });
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const landingChunk = readdirLanding();
  const files = [...new Set([...scripts, ...landingChunk])];
  const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length, 0);
  return [
    { name: "landing page JS, gzipped (KB) [aim <= 90]", value: (gzipped / 1024).toFixed(1) },
    { name: "  files counted", value: String(files.length) },
  ];
}

/** The landing page's own lazy chunk (and its static imports), which the router fetches on the first visit to "/". */
function readdirLanding(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const collect = (key: string, seen: Set<string>) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) collect(imported, seen);
  };
  const files = new Set<string>();
  for (const key of Object.keys(manifest)) {
    if (manifest[key]!.isEntry || key.includes("features/landing/landing-page")) collect(key, files);
  }
  return [...files].map((file) => `/${file}`);
}
