/**
 * Content files (content/<language>/<path>.md): legal text a lawyer reviews. Read at build time
 * (scripts/content-modules.mjs: front matter as data, Markdown as tokens), loaded on demand in the current language
 * with English as the fallback. Use with React's `use()` inside a Suspense boundary.
 */
import type { ContentDocument } from "@client/components/content/content-document";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { i18n, loadLawSentences } from "./i18n";

/** The folders the browser shows: module pages, a case's filing how-to, the Terms and the Privacy Policy. */
const files = import.meta.glob<ContentDocument>("../../../content/*/{modules,filing,legal}/**/*.md", { import: "default" });
const loaded = new Map<string, Promise<ContentDocument>>();

function loaderFor(language: string, path: string) {
  return files[`../../../content/${language}/${path}.md`];
}

/** `path` without language or extension, e.g. "landlord-tenant/know-your-rights". */
export function loadContent(path: string, language: string = i18n.language): Promise<ContentDocument> {
  const key = `${language}/${path}`;
  let promise = loaded.get(key);
  if (!promise) {
    const load = loaderFor(language, path) ?? loaderFor(DEFAULT_LANGUAGE, path);
    promise = load
      ? Promise.all([load(), loadLawSentences(language)]).then(([file]) => file)
      : Promise.reject(new Error(`No content file "${path}"`));
    loaded.set(key, promise);
  }
  return promise;
}
