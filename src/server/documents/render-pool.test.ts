import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createRenderPool, workerEntry } from "./render-pool";
import render from "./render-worker";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("workerEntry", () => {
  it("uses render-worker.js beside the module when the bundle has it, as plain node runs it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "flc-bundle-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "render-worker.js"), "export default () => null;");
    const base = pathToFileURL(path.join(dir, "main.js"));
    expect(workerEntry(base)).toEqual({ filename: pathToFileURL(path.join(dir, "render-worker.js")).href, execArgv: [] });
  });

  it("falls back to the TypeScript source through tsx's loader (development and tests)", () => {
    const entry = workerEntry();
    expect(entry.filename).toMatch(/\/src\/server\/documents\/render-worker\.ts$/);
    expect(entry.execArgv[0]).toBe("--import");
    expect(entry.execArgv[1]).toMatch(/^file:.*\/tsx\/dist\/loader\.mjs$/);
  });
});

describe("the render worker's answer", () => {
  it("says 'outdated' for answers that no longer fit a kind, and 'unrenderable' for anything else that fails", async () => {
    expect(await render({ kind: "no_such_kind", templateData: {}, title: "x", createdAt: 0 })).toEqual({
      ok: false,
      reason: "outdated",
      errorType: "Error",
    });
    const exploding = Object.defineProperty({}, "plaintiff_name", {
      enumerable: true,
      get() {
        throw new RangeError("Invalid time value");
      },
    });
    expect(await render({ kind: "small_claims_statement", templateData: exploding, title: "x", createdAt: 0 })).toEqual({
      ok: false,
      reason: "unrenderable",
      errorType: "RangeError",
    });
  });
});

describe("createRenderPool", () => {
  it("runs the worker in a thread and answers what it says; closing ends the thread", async () => {
    const pool = createRenderPool();
    try {
      expect(await pool.render({ kind: "no_such_kind", templateData: {}, title: "x", createdAt: 0 })).toMatchObject({
        ok: false,
        reason: "outdated",
      });
    } finally {
      await pool.close();
    }
  });
});
