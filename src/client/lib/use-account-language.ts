import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getUser, updateProfile } from "@shared/api/auth";
import type { PublicUser } from "@shared/auth-schemas";
import { isChoosableLanguage, PSEUDO_LANGUAGE, type ChoosableLanguage } from "@shared/i18n/languages";
import { chooseLanguage, i18n, rememberedLanguage } from "@client/i18n/i18n";
import { callApi, queryKeyOf } from "./api";

/** The cached answer of GET /api/user: who is signed in, or null. */
export const USER_QUERY_KEY = queryKeyOf(getUser);

/**
 * A signed-in person's language follows her everywhere: a browser where she never chose one takes her account's
 * when her session loads; a choice made in this browser (the latest thing she did) is kept with the account.
 */
export function useAdoptAccountLanguage(user: PublicUser | null | undefined): void {
  const signedIn = Boolean(user);
  const accountLanguage = user?.language;
  const save = useSaveAccountLanguage();
  useEffect(() => {
    if (!signedIn || i18n.language === PSEUDO_LANGUAGE) return;
    const remembered = rememberedLanguage();
    if (remembered && remembered !== accountLanguage) save(remembered);
    else if (!remembered && isChoosableLanguage(accountLanguage) && accountLanguage !== i18n.language)
      void chooseLanguage(accountLanguage);
    // Once per session and account language: `save` is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, accountLanguage]);
}

/** Keeps a language chosen in the top bar with the account. */
export function useSaveAccountLanguage(): (language: ChoosableLanguage) => void {
  const queryClient = useQueryClient();
  return (language) => {
    void callApi(updateProfile, { body: { language } }).then(
      (updated) => queryClient.setQueryData(USER_QUERY_KEY, updated),
      // The choice stays in this browser either way; the next change tries again.
      () => undefined,
    );
  };
}
