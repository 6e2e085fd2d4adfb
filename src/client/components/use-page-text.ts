import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { pageDescriptionKey, pageNameKey, type AppPageId } from "@shared/app-pages";
import { SMALL_CLAIMS_LIMIT_DOLLARS } from "@shared/florida/law-small-claims-limit";
import { formatMoney } from "@shared/i18n/format";

/** A page's one name and its one-sentence description (src/shared/app-pages.ts), in the reader's language. */
export function usePageText(): (id: AppPageId) => { name: string; description: string } {
  const { t, i18n } = useTranslation();
  return useCallback(
    (id: AppPageId) => ({
      name: t(pageNameKey(id)),
      // Figures that come from law are passed in, never typed into a message (the limit from its own small file:
      // the shell does not load the small claims group).
      description: t(pageDescriptionKey(id), {
        smallClaimsLimit: formatMoney(SMALL_CLAIMS_LIMIT_DOLLARS.value, "whole", i18n.language),
      }),
    }),
    [t, i18n.language],
  );
}
