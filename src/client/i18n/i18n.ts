/**
 * The interface's words, from the message catalogs in locales/<language>/<namespace>.json (one namespace per
 * feature). Each namespace is its own small file fetched when a page needs it (see lazy-page.ts), so the landing
 * page downloads only its own words. Content files (legal text) are loaded by content.ts.
 */
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";
import { pseudoLocalize } from "@shared/i18n/pseudo";
import commonEnglish from "../../../locales/en/common.json";

// The law namespace is not an interface catalog: the law module reads it (src/shared/florida/cited.ts), and only the
// groups a page uses come along with them.
const catalogs = import.meta.glob<Record<string, unknown>>(["../../../locales/*/*.json", "!../../../locales/*/law.json"], {
  import: "default",
});

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`../../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const LANGUAGE_KEY = "flc.language";

/** In the build's pre-rendering (Node) there is no window: the public pages are pre-rendered in English. */
const inBrowser = typeof window !== "undefined";

/** ?lang=en-XA (kept for the visit) or the language chosen before; English otherwise. */
function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const fromUrl = new URLSearchParams(window.location.search).get("lang");
  if (isLanguage(fromUrl)) {
    sessionStorage.setItem(LANGUAGE_KEY, fromUrl);
    return fromUrl;
  }
  const saved = sessionStorage.getItem(LANGUAGE_KEY);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

declare global {
  interface Window {
    /** Keys asked for but missing from the catalogs; the browser tests fail when any is listed. */
    __missingMessages?: string[];
  }
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .use({
    type: "postProcessor",
    name: "pseudo",
    process: (value: string) => (i18n.language === PSEUDO_LANGUAGE ? pseudoLocalize(value) : value),
  })
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE, PSEUDO_LANGUAGE],
    // The shared words (buttons, spinners, errors) ship with the first script, so nothing waits for them.
    resources: { en: { common: commonEnglish } },
    partialBundledLanguages: true,
    ns: ["common"],
    defaultNS: "common",
    fallbackNS: "common",
    postProcess: ["pseudo"],
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      if (inBrowser) (window.__missingMessages ??= []).push(`${namespace}:${key}`);
      else throw new Error(`Pre-rendering asked for a missing message: ${namespace}:${key}`);
    },
    react: { useSuspense: true },
  });

if (inBrowser) {
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = i18n.language;
}
