import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as fontkit from "fontkit";
import { afterAll, describe, expect, it } from "vitest";
import {
  buildFonts,
  FONT_STYLES,
  fontsOf,
  prepareFonts,
  printableCodePoints,
  printableRangesSource,
  PRINTABLE_RANGES_FILE,
  readPreparedFonts,
} from "./prepare-fonts";
import { sfntTables, woffToSfnt, writeSfnt } from "./sfnt";

const files = buildFonts();
const fonts = fontsOf(files);
const require = createRequire(import.meta.url);
const latinSubset = (weight: string) =>
  fontkit.create(readFileSync(require.resolve(`@fontsource/tinos/files/tinos-latin-${weight}.woff`)));

describe("the document fonts", () => {
  it("match the shared list of printable characters the wizard checks against", () => {
    const expected = printableRangesSource(printableCodePoints(fonts));
    // On a change of fonts: tsx src/server/documents/prepare-fonts.ts --charset
    expect(readFileSync(PRINTABLE_RANGES_FILE, "utf8")).toBe(expected);
  });

  it("draw the names of the issue, and Greek and Cyrillic, with a glyph for every letter in every style", () => {
    for (const style of FONT_STYLES) {
      for (const name of ["Nguyễn Thị Hồng", "Łukasz Wójcik", "Ævar Þórsson", "Zoë Ødegård", "Αθηνά", "Олена Ґудзь"]) {
        const glyphs = fonts[style].layout(name).glyphs.map((glyph) => glyph.id);
        expect(glyphs, `${style}: ${name}`).not.toContain(0);
      }
    }
  });

  it("lay out Latin text exactly as the latin subset does: the same glyphs, widths and kerning", () => {
    const text = "AVAWAY “Tó” Yves office — 1,234.56 § 83.60, Wójcik's Ødegård";
    for (const [style, weight] of [
      ["regular", "400-normal"],
      ["bold", "700-normal"],
      ["italic", "400-italic"],
    ] as const) {
      const before = latinSubset(weight).layout(text.replace("Wójcik's ", ""));
      const after = fonts[style].layout(text.replace("Wójcik's ", ""));
      expect(after.glyphs.map((glyph) => glyph.id)).toEqual(before.glyphs.map((glyph) => glyph.id));
      expect(after.positions).toEqual(before.positions);
    }
  });
});

describe("prepareFonts", () => {
  const dir = mkdtempSync(join(tmpdir(), "fonts-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the fonts the server reads back, and they are used only when made from the same sources", () => {
    const url = pathToFileURL(`${dir}/`);
    expect(readPreparedFonts(url)).toBeUndefined();
    prepareFonts(dir);
    expect(readPreparedFonts(url)).toEqual(files);
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ version: "@fontsource/tinos@4.0.0" }));
    expect(readPreparedFonts(url)).toBeUndefined();
  });
});

describe("sfnt", () => {
  it("writes a font whose checksums add up as TrueType requires, and reads its tables back", () => {
    const woff = readFileSync(require.resolve("@fontsource/tinos/files/tinos-latin-400-normal.woff"));
    const font = woffToSfnt(woff);
    let sum = 0;
    for (let at = 0; at < font.length; at += 4) sum = (sum + font.readUInt32BE(at)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
    expect(writeSfnt(sfntTables(font)).equals(font)).toBe(true);
    expect(fontkit.create(font).characterSet).toEqual(fontkit.create(woff).characterSet);
  });
});
