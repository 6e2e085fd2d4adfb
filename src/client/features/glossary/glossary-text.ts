import { useTranslation } from "react-i18next";
import { PSEUDO_LANGUAGE } from "@shared/i18n/languages";
import { pseudoLocalize } from "@shared/i18n/pseudo";

/** Content words as shown: accented in the pseudo-locale, like the other content files (see Markdown). */
export function useContentWords(): (text: string) => string {
  const { i18n } = useTranslation();
  return i18n.language === PSEUDO_LANGUAGE ? pseudoLocalize : (text) => text;
}
