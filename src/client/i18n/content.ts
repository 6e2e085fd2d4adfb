/**
 * Content files (content/<language>/<path>.md): legal text a lawyer reviews. Loaded on demand, parsed once, in
 * the current language with English as the fallback. Use with React's `use()` inside a Suspense boundary.
 */
import type { ContentFile } from "@shared/content/content-file";
import { readContentFile } from "@client/components/content/front-matter";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { i18n, loadLawSentences } from "./i18n";

const files = import.meta.glob<string>("../../../content/*/**/*.md", { query: "?raw", import: "default" });
const parsed = new Map<string, Promise<ContentFile>>();

function loaderFor(language: string, path: string) {
  return files[`../../../content/${language}/${path}.md`];
}

/** `path` without language or extension, e.g. "landlord-tenant/know-your-rights". */
export function loadContent(path: string, language: string = i18n.language): Promise<ContentFile> {
  const key = `${language}/${path}`;
  let promise = parsed.get(key);
  if (!promise) {
    const load = loaderFor(language, path) ?? loaderFor(DEFAULT_LANGUAGE, path);
    promise = load
      ? Promise.all([load(), loadLawSentences(language)]).then(([raw]) => readContentFile(raw))
      : Promise.reject(new Error(`No content file "${path}"`));
    parsed.set(key, promise);
  }
  return promise;
}
