/**
 * The registry: the languages a person can choose, each named in itself (never translated), with the Intl locale its
 * dates, money and numbers are written in. Everything per language follows this list: the catalogs
 * (locales/<code>/), the content (content/<code>/), the server's catalogs and law sentences, the assistant's index,
 * the translator's explanation languages and the pre-rendered pages. Adding a language is its files, one line here
 * and one in src/server/languages/index.ts (locales/README.md "Adding a language"); src/server/language-registry.test.ts
 * fails on a missing piece.
 */
export const CHOOSABLE_LANGUAGES = [
  { code: "en", name: "English", intl: "en-US" },
  { code: "es", name: "Español", intl: "es-US" },
] as const satisfies readonly { code: string; name: string; intl: string }[];
export type ChoosableLanguage = (typeof CHOOSABLE_LANGUAGES)[number]["code"];
/** The registry's codes, in its order (a tuple, for z.enum). */
export const CHOOSABLE_LANGUAGE_CODES = CHOOSABLE_LANGUAGES.map((language) => language.code) as unknown as readonly [
  ChoosableLanguage,
  ...ChoosableLanguage[],
];

/**
 * The languages the interface can speak. "en-XA" is a pseudo-locale (accented, about 35% longer) used by the
 * browser tests to prove that no text is hard-coded and that longer translations still fit.
 */
export const LANGUAGES = [...CHOOSABLE_LANGUAGE_CODES, "en-XA"] as const;
export type Language = ChoosableLanguage | "en-XA";
export const DEFAULT_LANGUAGE = "en" as const satisfies ChoosableLanguage;
export const PSEUDO_LANGUAGE: Language = "en-XA";

/** The cookie that remembers the choice in the browser, so the server can send each page in it from the first byte. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isChoosableLanguage(value: unknown): value is ChoosableLanguage {
  return CHOOSABLE_LANGUAGES.some((language) => language.code === value);
}

/** The Intl locale used to format dates, money and numbers for a language. */
export function intlLocale(language: string): string {
  const listed = CHOOSABLE_LANGUAGES.find(
    (choosable) => language === choosable.code || language.startsWith(`${choosable.code}-`),
  );
  return listed?.intl ?? "en-US";
}
