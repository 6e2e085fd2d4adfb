// Build-only Vite plugin: one HTML file per public page (its own title and meta description; pre-rendered afterwards
// by prerender.mjs) and app.html, the page every other route of the app starts from.
import { readFileSync } from "node:fs";

/** Public pages and the file each is served from (src/server/static-client.ts serves them by these names). */
export const PUBLIC_PAGES = [
  { route: "/", file: "index.html", head: "landing" },
  { route: "/auth", file: "auth.html", head: "auth" },
  { route: "/terms", file: "terms.html", head: "terms" },
  { route: "/privacy", file: "privacy.html", head: "privacy" },
];

const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the page's title and description (both must be in the template exactly once). */
export function withHead(html, head) {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!title.test(html) || !description.test(html)) throw new Error("index.html needs a <title> and a meta description");
  return html
    .replace(title, `<title>${escapeHtml(head.title)}</title>`)
    .replace(description, `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/** Writes index.html, auth.html, terms.html, privacy.html and app.html from the built index.html and the head catalog. */
export function publicPageHtml(headFile) {
  return {
    name: "flc-public-page-html",
    apply: "build",
    // After Vite's own HTML plugin has emitted index.html.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") throw new Error("the build has no index.html");
      const template = String(index.source);
      this.emitFile({ type: "asset", fileName: "app.html", source: template });
      const heads = JSON.parse(readFileSync(headFile, "utf8"));
      for (const page of PUBLIC_PAGES) {
        const head = heads[page.head];
        if (!head?.title || !head?.description) throw new Error(`${headFile} has no title and description for "${page.head}"`);
        const html = withHead(template, head);
        if (page.file === "index.html") index.source = html;
        else this.emitFile({ type: "asset", fileName: page.file, source: html });
      }
    },
  };
}
