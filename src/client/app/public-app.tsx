import type { ComponentType } from "react";
import { lazyPage } from "@client/i18n/lazy-page";
import { PageSuspense } from "./page-suspense";

/** The public pages, by address: pre-rendered, and opened without the router (main.tsx). */
export const PUBLIC_PAGES: ReadonlyMap<string, ComponentType> = new Map([
  ["/", lazyPage(() => import("@client/features/landing/landing-page"), ["landing"])],
  ["/terms", lazyPage(() => import("@client/features/legal-pages/terms-page"), ["legal"])],
  ["/privacy", lazyPage(() => import("@client/features/legal-pages/privacy-page"), ["legal"])],
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
