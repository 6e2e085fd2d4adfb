import { describe, expect, it } from "vitest";
import { createRenderPool } from "./render-pool";
import render from "./render-worker";

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
