/**
 * The languages the interface can speak. "en-XA" is a pseudo-locale (accented, about 35% longer) used by the
 * browser tests to prove that no text is hard-coded and that longer translations still fit.
 */
export const LANGUAGES = ["en", "es", "en-XA"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = "en" as const satisfies Language;
export const PSEUDO_LANGUAGE: Language = "en-XA";

/** The languages a person can choose, each named in itself (never translated). */
export const CHOOSABLE_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
] as const satisfies readonly { code: Language; name: string }[];
export type ChoosableLanguage = (typeof CHOOSABLE_LANGUAGES)[number]["code"];

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
  return language.startsWith("es") ? "es-US" : "en-US";
}
