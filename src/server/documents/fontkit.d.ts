/** The part of fontkit (the font engine pdfkit uses) this project calls; fontkit ships no types. */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    advanceWidth: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    numGlyphs: number;
    /** Every code point the font's cmap maps to a glyph. */
    characterSet: number[];
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
