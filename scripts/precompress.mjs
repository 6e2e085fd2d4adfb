// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once, at build time, with
// the slowest and smallest settings; the server sends the copy the browser accepts (src/server/static-client.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Compresses every text file under `dir`; a copy that would not be smaller than the file is not written. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of files(dir)) {
    const original = readFileSync(file);
    const brotli = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(original, { level: 9 });
    if (brotli.length < original.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < original.length) writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
