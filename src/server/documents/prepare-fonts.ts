/**
 * The document fonts, prepared from @fontsource/tinos (never a system font, nothing downloaded): for each style,
 * the latin subset merged with the subsets that add other letters (see font-merge.ts), as one plain TrueType file.
 * The build writes them once with prepareFonts(dir); the server reads them from there, or prepares them in
 * memory at first use when they are absent (development, tests).
 *
 * Run directly:  tsx src/server/documents/prepare-fonts.ts <dir>    writes the fonts into <dir>
 *                tsx src/server/documents/prepare-fonts.ts --charset  rewrites src/shared/documents/printable-ranges.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as fontkit from "fontkit";
import { mergeFonts, type SourceFont } from "./font-merge";
import { woffTables, writeSfnt } from "./sfnt";

export type FontStyle = "regular" | "bold" | "italic";
export const FONT_STYLES: readonly FontStyle[] = ["regular", "bold", "italic"];

const PACKAGE = "@fontsource/tinos";
/**
 * Latin first (its glyphs and kerning stay as they are), then the subsets that add letters. Hebrew is left out:
 * pdfkit sets text left to right only, so a Hebrew name would print backwards; it is refused at the wizard instead.
 */
const SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"] as const;
const FILE_STYLES: Record<FontStyle, string> = { regular: "400-normal", bold: "700-normal", italic: "400-italic" };
/** Raised whenever what prepareFonts writes changes, so older output is not used. */
const FORMAT = 1;
const MANIFEST = "manifest.json";

const require = createRequire(import.meta.url);
const isNonCharacter = (code: number) => (code & 0xfffe) === 0xfffe;
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0);
const fileName = (style: FontStyle) => `tinos-${style}.ttf`;

/** What the prepared files are made of; files made from anything else are not used. */
export function fontsVersion(): string {
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  return `${PACKAGE}@${version} ${SUBSETS.join(",")} format ${FORMAT}`;
}

function sourceFont(subset: string, style: FontStyle): SourceFont {
  const woff = readFileSync(require.resolve(`${PACKAGE}/files/tinos-${subset}-${FILE_STYLES[style]}.woff`));
  const font = fontkit.create(woff);
  const cmap = new Map<number, number>();
  for (const code of font.characterSet) {
    const id = font.glyphForCodePoint(code).id;
    // fontkit lists the cmap's closing 0xFFFF entry too, which maps to no glyph.
    if (id !== 0 && !isNonCharacter(code)) cmap.set(code, id);
  }
  return { ...woffTables(woff), cmap };
}

/** One style's font: every subset merged, as TrueType bytes. */
export function buildFont(style: FontStyle): Buffer {
  const [base, ...fallbacks] = SUBSETS.map((subset) => sourceFont(subset, style));
  return writeSfnt(mergeFonts(base!, fallbacks));
}

export const buildFonts = (): Record<FontStyle, Buffer> =>
  Object.fromEntries(FONT_STYLES.map((style) => [style, buildFont(style)])) as Record<FontStyle, Buffer>;

/** The build step: writes the three fonts and a manifest into `outDir` (created if need be). */
export function prepareFonts(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  const fonts = buildFonts();
  for (const style of FONT_STYLES) writeFileSync(join(outDir, fileName(style)), fonts[style]);
  writeFileSync(join(outDir, MANIFEST), `${JSON.stringify({ version: fontsVersion() }, null, 2)}\n`);
}

/** The fonts prepareFonts wrote into `dir`, or undefined when they are absent or were made from other sources. */
export function readPreparedFonts(dir: URL): Record<FontStyle, Buffer> | undefined {
  try {
    const manifest = JSON.parse(readFileSync(new URL(MANIFEST, dir), "utf8")) as { version?: unknown };
    if (manifest.version !== fontsVersion()) return undefined;
    return Object.fromEntries(FONT_STYLES.map((style) => [style, readFileSync(new URL(fileName(style), dir))])) as Record<
      FontStyle,
      Buffer
    >;
  } catch {
    return undefined;
  }
}

/** The characters every style can draw (control characters aside: typed text never keeps them). */
export function printableCodePoints(fonts: Record<FontStyle, fontkit.Font>): Set<number> {
  const [first, ...others] = FONT_STYLES.map((style) => new Set(fonts[style].characterSet));
  return new Set(
    [...first!]
      .filter((code) => !isControl(code) && !isNonCharacter(code) && others.every((set) => set.has(code)))
      .sort((a, b) => a - b),
  );
}

/** `code-code` or `code` in hex, one per run of consecutive code points. */
function ranges(codes: Set<number>): string[] {
  const sorted = [...codes].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([start, end]) => (start === end ? start.toString(16) : `${start.toString(16)}-${end.toString(16)}`));
}

/** The source of src/shared/documents/printable-ranges.ts for these code points. */
export function printableRangesSource(codes: Set<number>): string {
  const lines: string[] = [];
  let line = "";
  for (const range of ranges(codes)) {
    if (line && line.length + range.length + 1 > 100) {
      lines.push(line);
      line = "";
    }
    line = line ? `${line} ${range}` : range;
  }
  if (line) lines.push(line);
  return [
    "/**",
    " * The characters the document fonts can draw, in every style: hexadecimal code points and ranges. Generated from",
    ` * the fonts (${fontsVersion()}) by`,
    " * `tsx src/server/documents/prepare-fonts.ts --charset`; a server test checks that it matches them. Do not edit.",
    " */",
    "export const PRINTABLE_RANGES =",
    lines.map((text, index) => `  "${text}${index < lines.length - 1 ? " " : ""}"`).join(" +\n") + ";",
    "",
  ].join("\n");
}

export const PRINTABLE_RANGES_FILE = fileURLToPath(new URL("../../shared/documents/printable-ranges.ts", import.meta.url));

export function fontsOf(files: Record<FontStyle, Buffer>): Record<FontStyle, fontkit.Font> {
  return Object.fromEntries(FONT_STYLES.map((style) => [style, fontkit.create(files[style])])) as Record<FontStyle, fontkit.Font>;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [target] = process.argv.slice(2);
  if (target === "--charset") {
    writeFileSync(PRINTABLE_RANGES_FILE, printableRangesSource(printableCodePoints(fontsOf(buildFonts()))));
    console.log(`wrote ${PRINTABLE_RANGES_FILE}`);
  } else if (target) {
    prepareFonts(target);
    console.log(`wrote the document fonts to ${target}`);
  } else {
    console.error("usage: tsx src/server/documents/prepare-fonts.ts <output dir> | --charset");
    process.exitCode = 2;
  }
}
