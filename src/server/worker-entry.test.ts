import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { workerEntry } from "./worker-entry";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("workerEntry", () => {
  it("uses the worker's .js beside the module when the bundle has it, as plain node runs it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "flc-bundle-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "render-worker.js"), "export default () => null;");
    const base = pathToFileURL(path.join(dir, "main.js"));
    expect(workerEntry(base, "render-worker")).toEqual({
      filename: pathToFileURL(path.join(dir, "render-worker.js")).href,
      execArgv: [],
    });
  });

  it("falls back to the TypeScript source through tsx's loader (development and tests)", () => {
    const entry = workerEntry(new URL("./documents/render-pool.ts", import.meta.url), "render-worker");
    expect(entry.filename).toMatch(/\/src\/server\/documents\/render-worker\.ts$/);
    expect(entry.execArgv[0]).toBe("--import");
    expect(entry.execArgv[1]).toMatch(/^file:.*\/tsx\/dist\/loader\.mjs$/);
  });
});
