/** PGlite opens with V8's WebAssembly flags for a fast start (open-pglite.ts says why), put back once it is open. */
import v8 from "node:v8";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_V8_FLAGS, OPENING_V8_FLAGS, openPglite } from "./open-pglite";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("openPglite", () => {
  it("sets the start-up flags while PGlite opens and restores the defaults once open", async () => {
    const setFlags = vi.spyOn(v8, "setFlagsFromString");
    const pg = await openPglite();
    try {
      expect(setFlags.mock.calls).toEqual([[OPENING_V8_FLAGS], [DEFAULT_V8_FLAGS]]);
      await expect(pg.query("select 1 as one")).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pg.close();
    }
  });

  it("restores the defaults once, after the last of several opening together", async () => {
    const setFlags = vi.spyOn(v8, "setFlagsFromString");
    const first = openPglite();
    const second = openPglite();
    const firstOpen = await first;
    // The second may still be opening: the flags stay until it is open too.
    const secondOpen = await second;
    await Promise.all([firstOpen.close(), secondOpen.close()]);
    expect(setFlags.mock.calls).toEqual([[OPENING_V8_FLAGS], [DEFAULT_V8_FLAGS]]);
  });

  it("restores the defaults when PGlite cannot open", async () => {
    const setFlags = vi.spyOn(v8, "setFlagsFromString");
    await expect(openPglite({ loadDataDir: new Blob(["not a dump"]) })).rejects.toThrow();
    expect(setFlags.mock.calls).toEqual([[OPENING_V8_FLAGS], [DEFAULT_V8_FLAGS]]);
  });
});
