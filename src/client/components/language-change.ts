import { createContext } from "react";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { chooseLanguage } from "@client/i18n/i18n";

/**
 * How the language switch changes the language: in place, the whole page following (the default); or, where only
 * islands of a pre-rendered page run (main.tsx), by loading the page again in it (i18n.ts's reloadInLanguage).
 */
export const LanguageChangeContext = createContext<(language: ChoosableLanguage) => Promise<void>>(chooseLanguage);
