// Pre-renders the public pages (/, /auth, /terms, /privacy), in each language, into their HTML files of the built client, so they paint
// and read before any script arrives; the browser then hydrates them (src/client/main.tsx). Each page behind the
// session gets a copy of app.html with its shell pre-rendered (appShellFile; src/server/static-client.ts sends it),
// which the app replaces when it renders. Runs at build time only: Vite builds src/client/prerender.tsx for Node into
// dist/prerender, and each page's markup goes into its file's root.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PUBLIC_PAGES, pageFile } from "./vite-plugins.mjs";

const EMPTY_ROOT = '<div id="root"></div>';

/** The file of a protected page's pre-rendered shell ("app-dashboard.html"), before its language is added. */
export const appShellFile = (pageId) => `app-${pageId}.html`;

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
    // Its own process: React picks its development or production build once per process, from NODE_ENV when it is
    // first loaded, and the caller (a bench, the browser tests' setup) may already hold the development one.
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), outDir, clientDir], {
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Renders every page into its file, from the Node build in `outDir`. */
async function renderPages(outDir, clientDir) {
  // The languages come with the entry, from the registry (src/shared/i18n/languages.ts).
  const { renderPage, renderAppShell, PAGE_LANGUAGES, PROTECTED_PAGES } = await import(
    pathToFileURL(path.join(outDir, "prerender.js")).href
  );
  for (const language of PAGE_LANGUAGES) {
    for (const page of PUBLIC_PAGES) {
      const name = pageFile(page.file, language);
      const file = path.join(clientDir, name);
      const html = readFileSync(file, "utf8");
      if (!html.includes(EMPTY_ROOT)) throw new Error(`${name} has no empty root to pre-render into`);
      const markup = await renderPage(page.route, language);
      writeFileSync(file, html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
    }
    const appHtml = readFileSync(path.join(clientDir, pageFile("app.html", language)), "utf8");
    for (const { id, route } of PROTECTED_PAGES) {
      const markup = await renderAppShell(id, route, language);
      // data-shell: main.tsx renders the app over it instead of hydrating it.
      const html = appHtml.replace(EMPTY_ROOT, `<div id="root" data-shell>${markup}</div>`);
      writeFileSync(path.join(clientDir, pageFile(appShellFile(id), language)), html);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await renderPages(process.argv[2], process.argv[3]);
