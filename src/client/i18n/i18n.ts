/**
 * The interface's words, from the message catalogs in locales/<language>/<namespace>.json (one namespace per
 * feature). Each namespace is its own small file fetched when a page needs it (see lazy-page.ts), so the landing
 * page downloads only its own words. Content files (legal text) are loaded by content.ts.
 */
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { addLawSummaries } from "@shared/content/law-summary-catalogs";
import {
  DEFAULT_LANGUAGE,
  isChoosableLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  type ChoosableLanguage,
  type Language,
} from "@shared/i18n/languages";
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

/** The pseudo-locale is for tests: kept for the visit only (sessionStorage), never remembered. */
const PSEUDO_KEY = "flc.pseudo";

/** In the build's pre-rendering (Node) there is no window: it sets each page's language itself. */
const inBrowser = typeof window !== "undefined";

/**
 * The language the server sent this page in (`<html lang>`): the person's choice (the `lang` cookie) or her
 * browser's Accept-Language (src/server/request-language.ts). A pre-rendered page was rendered in it.
 */
export const servedLanguage: string | undefined = inBrowser ? document.documentElement.lang : undefined;

/** ?lang=es (remembered) or ?lang=en-XA (this visit), else the one chosen before, else the one the page was served in. */
function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const fromUrl = new URLSearchParams(window.location.search).get("lang");
  if (isChoosableLanguage(fromUrl)) {
    rememberLanguage(fromUrl);
    return fromUrl;
  }
  if (fromUrl === PSEUDO_LANGUAGE) sessionStorage.setItem(PSEUDO_KEY, "1");
  if (sessionStorage.getItem(PSEUDO_KEY)) return PSEUDO_LANGUAGE;
  // The cookie first: the development server sends every page in English.
  return rememberedLanguage() ?? (isChoosableLanguage(servedLanguage) ? servedLanguage : DEFAULT_LANGUAGE);
}

/** The language chosen in this browser (the `lang` cookie), if any. */
export function rememberedLanguage(): ChoosableLanguage | undefined {
  if (!inBrowser) return undefined;
  const remembered = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isChoosableLanguage(remembered) ? remembered : undefined;
}

/** The choice travels with every request as a cookie, so pages and API answers come in it from the first byte. */
export function rememberLanguage(language: ChoosableLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The language she is reading in, if it is one she can choose (not the test pseudo-locale). */
export function chosenLanguage(): ChoosableLanguage | undefined {
  return isChoosableLanguage(i18n.language) ? i18n.language : undefined;
}

/** Switches the interface to `language` and remembers it in this browser (the account is told by useLanguageChoice). */
export async function chooseLanguage(language: ChoosableLanguage): Promise<void> {
  sessionStorage.removeItem(PSEUDO_KEY);
  rememberLanguage(language);
  await Promise.all([loadLawSentences(language), i18n.changeLanguage(language)]);
}

/**
 * Chooses `language` by loading the page again: the server sends it in the language of the `lang` cookie. Where the
 * cookie cannot be kept, the address asks for it (?lang=), and the page renders in it from scratch. Either way the
 * new page opens in the language it was served in, so it never loads itself again.
 */
export function reloadInLanguage(language: ChoosableLanguage): Promise<void> {
  sessionStorage.removeItem(PSEUDO_KEY);
  rememberLanguage(language);
  const address = new URL(window.location.href);
  if (rememberedLanguage() === language) address.searchParams.delete("lang");
  else address.searchParams.set("lang", language);
  window.history.replaceState(window.history.state, "", address);
  window.location.reload();
  // The page is going away: what waits on the change (the switch's onChosen) never runs.
  return new Promise(() => undefined);
}

// The law entries' sentences in languages other than English (English ones are in the law module).
const lawCatalogs = import.meta.glob<Record<string, Record<string, string>>>(
  ["../../../locales/*/law.json", "!../../../locales/en/law.json"],
  { import: "default" },
);
const lawSentences = new Map<string, Promise<void>>();

/** Loads a language's law sentences once (for {{summary:KEY}} in content files); English needs none. */
export function loadLawSentences(language: string): Promise<void> {
  let loading = lawSentences.get(language);
  if (!loading) {
    const load = lawCatalogs[`../../../locales/${language}/law.json`];
    loading = load ? load().then((catalog) => addLawSummaries(language, catalog)) : Promise.resolve();
    lawSentences.set(language, loading);
  }
  return loading;
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
    supportedLngs: [...LANGUAGES],
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
