import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * A piscina worker's file: `<name>.js` beside the calling module in the production bundle (dist/server), else the
 * TypeScript source `<name>.ts` run through tsx's loader (development and tests).
 */
export function workerEntry(moduleUrl: string | URL, name: string): { filename: string; execArgv: string[] } {
  const built = new URL(`./${name}.js`, moduleUrl);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL(`./${name}.ts`, moduleUrl);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { filename: source.href, execArgv: ["--import", tsx] };
}
