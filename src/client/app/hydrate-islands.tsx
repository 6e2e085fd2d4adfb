import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { LoadIsland } from "@client/components/island";
import { LanguageChangeContext } from "@client/components/language-change";
import { reloadInLanguage } from "@client/i18n/i18n";

/**
 * Hydrates each island (`[data-island]`) of a pre-rendered page with its component, all loading in parallel; the
 * rest of the page stays its HTML. Only the islands would follow a language switch, so it loads the page again.
 */
export function hydrateIslands(page: Element, islands: Readonly<Record<string, LoadIsland>>): void {
  for (const element of page.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island!;
    const load = islands[name];
    if (!load) throw new Error(`The page declares no island "${name}"`);
    void load().then((Island) =>
      hydrateRoot(
        element,
        <StrictMode>
          <LanguageChangeContext value={reloadInLanguage}>
            <Island />
          </LanguageChangeContext>
        </StrictMode>,
      ),
    );
  }
}
