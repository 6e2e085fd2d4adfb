import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { TrueTypeSubset } from "./font-subset";
import { components, readGlyph } from "./glyph-tables";
import { buildFont } from "./prepare-fonts";
import { sfntTables } from "./sfnt";

interface OutlinedGlyph {
  id: number;
  advanceWidth: number;
  path: { toSVG(): string };
}
const glyphOf = (font: fontkit.Font, id: number) => (font as unknown as { getGlyph(id: number): OutlinedGlyph }).getGlyph(id);

const file = buildFont("regular");
const tables = sfntTables(file);
const font = fontkit.create(file);
const isComposite = (code: number) => components(readGlyph(tables, font.glyphForCodePoint(code).id).data).length > 0;

describe("the embedded font subset", () => {
  it("draws each glyph as the font does, composite glyphs with their parts", () => {
    const composite = font.characterSet.find(isComposite);
    expect(composite, "a character drawn from other glyphs").toBeDefined();
    const drawn = [..."Ag §"].map((char) => char.codePointAt(0)!).concat(composite!);
    const subset = new TrueTypeSubset(tables);
    const subsetIds = drawn.map((code) => subset.includeGlyph(font.glyphForCodePoint(code).id));
    expect(subsetIds).toEqual([1, 2, 3, 4, 5]);
    expect(subset.includeGlyph(font.glyphForCodePoint(drawn[0]!).id), "a glyph already in keeps its number").toBe(1);

    const embedded = fontkit.create(subset.encode());
    const parts = components(readGlyph(tables, font.glyphForCodePoint(composite!).id).data).length;
    expect(embedded.numGlyphs, "the missing glyph, the five drawn and the composite's parts").toBe(1 + drawn.length + parts);
    drawn.forEach((code, index) => {
      const original = glyphOf(font, font.glyphForCodePoint(code).id);
      const copy = glyphOf(embedded, subsetIds[index]!);
      expect(copy.advanceWidth, String.fromCodePoint(code)).toBe(original.advanceWidth);
      expect(copy.path.toSVG(), String.fromCodePoint(code)).toBe(original.path.toSVG());
    });
  });
});
