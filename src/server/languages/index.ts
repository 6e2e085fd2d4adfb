/**
 * Every language's server words and rules (server-language.ts), one file a language. Keyed by the registry's type
 * (@shared/i18n/languages): a language listed there without its line here does not compile.
 */
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { en } from "./en";
import { es } from "./es";
import type { ServerLanguage } from "./server-language";

export type { ServerLanguage } from "./server-language";

export const SERVER_LANGUAGES: Record<ChoosableLanguage, ServerLanguage> = { en, es };
