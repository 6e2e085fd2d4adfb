// Build-only Vite plugin: one HTML file per public page and language (its own title, meta description and
// <html lang>; pre-rendered afterwards by prerender.mjs) and app.html, the page every other route of the app starts
// from, in each language.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The languages pages are built in; the server sends each visitor hers (src/server/static-client.ts). */
export const PAGE_LANGUAGES = ["en", "es"];

/** "index.html" in English, "index.es.html" in Spanish. */
export const pageFile = (file, language) => (language === "en" ? file : file.replace(/\.html$/, `.${language}.html`));

/** Public pages and the file each is served from (src/server/static-client.ts serves them by these names). */
export const PUBLIC_PAGES = [
  { route: "/", file: "index.html", head: "landing" },
  { route: "/auth", file: "auth.html", head: "auth" },
  { route: "/terms", file: "terms.html", head: "terms" },
  { route: "/privacy", file: "privacy.html", head: "privacy" },
];

const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the page's title, description and language (each must be in the template exactly once). */
export function withHead(html, head, language = "en") {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!title.test(html) || !description.test(html)) throw new Error("index.html needs a <title> and a meta description");
  return withLanguage(html, language)
    .replace(title, `<title>${escapeHtml(head.title)}</title>`)
    .replace(description, `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/** The page's <html lang>. */
export function withLanguage(html, language) {
  if (!html.includes('<html lang="en">')) throw new Error('index.html needs <html lang="en">');
  return html.replace('<html lang="en">', `<html lang="${language}">`);
}

/**
 * Writes index.html, auth.html, terms.html, privacy.html and app.html, and their copies in every other language
 * (index.es.html…), from the built index.html and each language's head catalog (locales/<language>/head.json).
 */
export function publicPageHtml(localesDir) {
  return {
    name: "flc-public-page-html",
    apply: "build",
    // After Vite's own HTML plugin has emitted index.html.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") throw new Error("the build has no index.html");
      const template = String(index.source);
      for (const language of PAGE_LANGUAGES) {
        const headFile = path.join(localesDir, language, "head.json");
        const heads = JSON.parse(readFileSync(headFile, "utf8"));
        this.emitFile({ type: "asset", fileName: pageFile("app.html", language), source: withLanguage(template, language) });
        for (const page of PUBLIC_PAGES) {
          const head = heads[page.head];
          if (!head?.title || !head?.description) throw new Error(`${headFile} has no title and description for "${page.head}"`);
          const html = withHead(template, head, language);
          const fileName = pageFile(page.file, language);
          if (fileName === "index.html") index.source = html;
          else this.emitFile({ type: "asset", fileName, source: html });
        }
      }
    },
  };
}
