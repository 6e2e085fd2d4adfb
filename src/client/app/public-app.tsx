import type { ComponentType } from "react";
import { island, type LoadIsland } from "@client/components/island";
import { lazyPage } from "@client/i18n/lazy-page";
import { PageSuspense } from "./page-suspense";

/** The public pages, by address: pre-rendered, and opened without the router (main.tsx). */
export const PUBLIC_PAGES: ReadonlyMap<string, ComponentType> = new Map([
  ["/", lazyPage(() => import("@client/features/landing/landing-page"), ["landing", "landing-nav", "disclaimer"])],
  ["/terms", lazyPage(() => import("@client/features/legal-pages/terms-page"), ["legal"])],
  ["/privacy", lazyPage(() => import("@client/features/legal-pages/privacy-page"), ["legal"])],
  ["/papers", lazyPage(() => import("@client/features/translator/public/papers-page"), ["papers", "translator", "head"])],
]);

type Islands = Readonly<Record<string, LoadIsland>>;

/**
 * The interactive parts of each public page, by the names its `<Island>`s carry: all main.tsx hydrates of a page
 * pre-rendered in the reader's language. The legal pages have none: their links and #section jumps are plain HTML.
 */
export const PUBLIC_PAGE_ISLANDS: ReadonlyMap<string, Islands> = new Map<string, Islands>([
  [
    "/",
    {
      "landing-header": island(() => import("@client/features/landing/landing-header"), ["landing-nav"], "LandingHeader"),
      "landing-disclaimer": island(
        () => import("@client/features/landing/landing-disclaimer"),
        ["disclaimer"],
        "LandingDisclaimer",
      ),
    },
  ],
  ["/terms", {}],
  ["/privacy", {}],
  [
    "/papers",
    {
      "papers-header": island(() => import("@client/features/translator/public/papers-header"), ["papers"], "PapersHeader"),
      "papers-reader": island(
        () => import("@client/features/translator/public/papers-reader"),
        ["papers", "translator"],
        "PapersReader",
      ),
    },
  ],
]);

/**
 * A public page on its own: its links load the next page (AppLink's default) instead of going through the router, so
 * it needs none of the router's code. The router app shows the same pages when it is already running.
 */
export function PublicApp({ page: Page }: { page: ComponentType }) {
  return (
    <PageSuspense>
      <Page />
    </PageSuspense>
  );
}
