// Pre-renders the public pages (/, /auth, /terms, /privacy), in each language, into their HTML files of the built client, so they paint
// and read before any script arrives; the browser then hydrates them (src/client/main.tsx). Runs at build time only:
// Vite builds src/client/prerender.tsx for Node into dist/prerender, and each page's markup goes into its file's root.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PUBLIC_PAGES, pageFile } from "./vite-plugins.mjs";

const EMPTY_ROOT = '<div id="root"></div>';

/** Builds the pre-rendering entry, renders every public page into `clientDir`, and removes the Node build. */
export async function prerenderPublicPages({ root, configFile, clientDir, quiet }) {
  const { build } = await import("vite");
  const outDir = path.join(root, "dist/prerender");
  await build({
    configFile,
    mode: "production",
    logLevel: quiet ? "warn" : "info",
    build: { ssr: "prerender.tsx", outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  try {
    // The languages come with the entry, from the registry (src/shared/i18n/languages.ts).
    const { renderPage, PAGE_LANGUAGES } = await import(pathToFileURL(path.join(outDir, "prerender.js")).href);
    for (const language of PAGE_LANGUAGES) {
      for (const page of PUBLIC_PAGES) {
        const name = pageFile(page.file, language);
        const file = path.join(clientDir, name);
        const html = readFileSync(file, "utf8");
        if (!html.includes(EMPTY_ROOT)) throw new Error(`${name} has no empty root to pre-render into`);
        const markup = await renderPage(page.route, language);
        writeFileSync(file, html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
