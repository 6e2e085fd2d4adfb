// Build-only Vite plugins: one HTML file per public page and language (its own title, meta description and
// <html lang>; pre-rendered afterwards by prerender.mjs) and app.html, the page every other route of the app starts
// from, in each language, with the router app preloaded where the page needs it; and JSON keys as modules of their own
// (jsonKeyModules).
import { readFileSync } from "node:fs";
import path from "node:path";

/** "index.html" in English, "index.es.html" in Spanish. */
export const pageFile = (file, language) => (language === "en" ? file : file.replace(/\.html$/, `.${language}.html`));

/**
 * The app with its router (a module under src/client), which src/client/main.tsx imports on demand on every page but
 * /, /terms and /privacy. The HTML of those pages (auth.html, app.html) preloads it and what it imports, so it comes
 * with the entry instead of after it has run. Nothing more: Lighthouse counts every script requested before the first
 * paint as holding it up.
 */
const ROUTER_APP = ["app/app.tsx"];
/**
 * app.html, every page behind the session: the router app and the session layer, which each of them renders; and
 * her account (/api/user, which the session layer asks for first), fetched while the scripts load. The page's own
 * code is loaded by the router app in parallel with the session layer (src/client/app/route-preload.ts).
 */
const SESSION_APP = [...ROUTER_APP, "app/session-app.tsx"];
const SESSION_DATA = '  <link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">\n';

/**
 * Public pages and the file each is served from (src/server/static-client.ts serves them by these names), with the
 * modules their HTML preloads.
 */
export const PUBLIC_PAGES = [
  { route: "/", file: "index.html", head: "landing" },
  { route: "/auth", file: "auth.html", head: "auth", preload: ROUTER_APP },
  { route: "/terms", file: "terms.html", head: "terms" },
  { route: "/privacy", file: "privacy.html", head: "privacy" },
  { route: "/papers", file: "papers.html", head: "papers" },
];

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the page's title, description and language (each must be in the template exactly once). */
export function withHead(html, head, language = "en") {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
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
 * The HTML with a `<link rel="modulepreload">` for each chunk the `modules` (absolute paths) need, their own and
 * every chunk they import, but those it names already.
 */
function withModulePreloads(html, bundle, modules, base = "/") {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const files = new Set();
  const add = (fileName) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of bundle[fileName].imports) add(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
    if (!chunk) throw new Error(`the build has no chunk for ${module}`);
    add(chunk.fileName);
  }
  const links = [...files]
    .filter((file) => !html.includes(`"${base}${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">\n`);
  if (!html.includes("</head>")) throw new Error("index.html needs a </head>");
  return html.replace("</head>", `${links.join("")}</head>`);
}

/**
 * Writes index.html, auth.html, terms.html, privacy.html and app.html, and their copies in every other language
 * (index.es.html…), from the built index.html and each language's head catalog (locales/<language>/head.json).
 * `languages`: the registry's (src/shared/i18n/languages.ts, passed by vite.config.ts); the server sends each
 * visitor hers (src/server/static-client.ts).
 */
export function publicPageHtml(localesDir, languages) {
  let config;
  return {
    name: "flc-public-page-html",
    apply: "build",
    // Read by src/server/language-registry.test.ts: the pages are built in every language of the registry.
    languages,
    // After Vite's own HTML plugin has emitted index.html.
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") throw new Error("the build has no index.html");
      const template = String(index.source);
      const preloaded = (html, modules = []) =>
        withModulePreloads(
          html,
          bundle,
          modules.map((module) => path.join(config.root, module)),
          config.base,
        );
      for (const language of languages) {
        const headFile = path.join(localesDir, language, "head.json");
        const heads = JSON.parse(readFileSync(headFile, "utf8"));
        const appHtml = preloaded(withLanguage(template, language), SESSION_APP).replace("</head>", `${SESSION_DATA}</head>`);
        this.emitFile({ type: "asset", fileName: pageFile("app.html", language), source: appHtml });
        for (const page of PUBLIC_PAGES) {
          const head = heads[page.head];
          if (!head?.title || !head?.description) throw new Error(`${headFile} has no title and description for "${page.head}"`);
          const html = preloaded(withHead(template, head, language), page.preload);
          const fileName = pageFile(page.file, language);
          if (fileName === "index.html") index.source = html;
          else this.emitFile({ type: "asset", fileName, source: html });
        }
      }
    },
  };
}

const JSON_KEY = "\0json-key:";
const NAMED_JSON_IMPORT = /^import \{([^}]*)\} from "([^"]+\.json)";/gm;

/**
 * `import { DEBT as DEBT_SUMMARIES } from "…/law.json"` in a module under `sourcesDir` becomes an import of that one
 * key, as a module of its own. A JSON file is one module, and a chunk carries whole modules: without this, a page that
 * states one legal figure would download every group's sentences of locales/en/law.json.
 */
export function jsonKeyModules(sourcesDir) {
  return {
    name: "flc-json-key-modules",
    apply: "build",
    async transform(code, id) {
      if (!id.startsWith(sourcesDir) || !code.includes('.json";')) return null;
      let rewritten = code;
      for (const [statement, names, specifier] of code.matchAll(NAMED_JSON_IMPORT)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`cannot resolve ${specifier} from ${id}`);
        const imports = names
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [key, local = key] = name.split(/\s+as\s+/);
            return `import ${local} from ${JSON.stringify(`${JSON_KEY}${resolved.id}#${key}`)};`;
          });
        rewritten = rewritten.replace(statement, imports.join(" "));
      }
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(JSON_KEY) ? id : null;
    },
    load(id) {
      if (!id.startsWith(JSON_KEY)) return null;
      const separator = id.lastIndexOf("#");
      const file = id.slice(JSON_KEY.length, separator);
      const key = id.slice(separator + 1);
      this.addWatchFile(file);
      const json = JSON.parse(readFileSync(file, "utf8"));
      if (!Object.hasOwn(json, key)) this.error(`${file} has no key "${key}"`);
      return `export default ${JSON.stringify(json[key])};`;
    },
  };
}
