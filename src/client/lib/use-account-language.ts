import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PublicUser } from "@shared/auth-schemas";
import { isChoosableLanguage, PSEUDO_LANGUAGE, type ChoosableLanguage } from "@shared/i18n/languages";
import { chooseLanguage, i18n } from "@client/i18n/i18n";
import { apiJson } from "./api";

export const USER_QUERY_KEY = ["/api/user"];

/** A signed-in person's language is her account's: adopted when her session loads, on any device. */
export function useAdoptAccountLanguage(user: PublicUser | null | undefined): void {
  const language = user?.language;
  useEffect(() => {
    if (isChoosableLanguage(language) && language !== i18n.language && i18n.language !== PSEUDO_LANGUAGE) {
      void chooseLanguage(language);
    }
  }, [language]);
}

/** Keeps a language chosen in the top bar with the account. */
export function useSaveAccountLanguage(): (language: ChoosableLanguage) => void {
  const queryClient = useQueryClient();
  return (language) => {
    void apiJson<PublicUser>("PATCH", "/api/user", { language }).then(
      (updated) => queryClient.setQueryData(USER_QUERY_KEY, updated),
      // The choice stays in this browser either way; the next change tries again.
      () => undefined,
    );
  };
}
