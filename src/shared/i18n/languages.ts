/**
 * The languages the interface can speak. "en-XA" is a pseudo-locale (accented, about 35% longer) used by the
 * browser tests to prove that no text is hard-coded and that longer translations still fit.
 */
export const LANGUAGES = ["en", "en-XA"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const PSEUDO_LANGUAGE: Language = "en-XA";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale used to format dates, money and numbers for a language. */
export function intlLocale(language: string): string {
  return language.startsWith("es") ? "es-US" : "en-US";
}
