import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every file the bundle of `entry` reads, relative to the project (what a page that imports it loads). */
async function bundledFiles(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "neutral",
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}

// The deadlines page renders the calculator at once: what clocks.ts imports runs before the page is usable.
describe("what the deadline clocks load", () => {
  it("loads neither the schema library nor the document catalog", async () => {
    const files = await bundledFiles("clocks.ts");
    expect(files.some((file) => file.includes("src/shared/deadlines/clocks.ts"))).toBe(true);
    expect(files.filter((file) => file.includes("node_modules"))).toEqual([]);
    expect(files.filter((file) => file.includes("src/shared/documents/")).sort()).toEqual([
      "src/shared/documents/claim-notice-options.ts",
      "src/shared/documents/debt-court.ts",
      "src/shared/documents/delivery-methods.ts",
    ]);
  });
});
