/**
 * The serif the documents are set in: Tinos (metric-compatible with Times New Roman, which courts are used to),
 * from the @fontsource/tinos package, never a system font. Read and unpacked once per process.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { coveredCodePoints, woffToSfnt } from "./sfnt";

export type FontStyle = "regular" | "bold" | "italic";

const FILES: Record<FontStyle, string> = {
  regular: "@fontsource/tinos/files/tinos-latin-400-normal.woff",
  bold: "@fontsource/tinos/files/tinos-latin-700-normal.woff",
  italic: "@fontsource/tinos/files/tinos-latin-400-italic.woff",
};

export interface DocumentFonts {
  files: Record<FontStyle, Buffer>;
  /** Characters every style can draw. */
  covered: Set<number>;
}

let loaded: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const read = (style: FontStyle) => woffToSfnt(readFileSync(require.resolve(FILES[style])));
  const files = { regular: read("regular"), bold: read("bold"), italic: read("italic") };
  const [first, ...others] = Object.values(files).map(coveredCodePoints);
  const covered = new Set([...first!].filter((code) => others.every((set) => set.has(code))));
  loaded = { files, covered };
  return loaded;
}
