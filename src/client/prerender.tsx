/**
 * The build's pre-rendering entry (scripts/prerender.mjs runs it in Node): the public pages as HTML, so they paint
 * before any script arrives and read without JavaScript. main.tsx then hydrates that HTML: only the islands of /,
 * /terms and /privacy (rendered here inside the router-less public app), the router app for /auth. The same words
 * as in the browser; nothing here may read window, storage or the session, which the browser reads after hydrating.
 * The pages behind the session get their shell only (renderAppShell), which the app replaces when it first renders.
 */
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { i18n, loadLawSentences } from "./i18n/i18n";
import type { AppPageId } from "@shared/app-pages";
import { AppRoutes } from "./app/app";
import { PrerenderedShell } from "./app/shell/app-shell";
import { PUBLIC_PAGES, PublicApp } from "./app/public-app";

/** The languages the public pages are pre-rendered in (scripts/prerender.mjs): the registry's. */
export { CHOOSABLE_LANGUAGE_CODES as PAGE_LANGUAGES } from "@shared/i18n/languages";
/** The pages behind the session, whose shell is pre-rendered. */
export { PROTECTED_PAGES } from "@shared/app-pages";

/** The page's markup; an error while rendering fails the build instead of leaving the page to the browser. */
export async function renderPage(url: string, language: string): Promise<string> {
  await Promise.all([i18n.changeLanguage(language), loadLawSentences(language)]);
  const publicPage = PUBLIC_PAGES.get(url);
  return render(
    url,
    publicPage ? (
      <PublicApp page={publicPage} />
    ) : (
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    ),
  );
}

/** The shell of a page behind the session (its name, the menu, the page loading), painted before the app runs. */
export async function renderAppShell(pageId: AppPageId, route: string, language: string): Promise<string> {
  await i18n.changeLanguage(language);
  return render(
    route,
    <StaticRouter location={route}>
      <PrerenderedShell pageId={pageId} />
    </StaticRouter>,
  );
}

async function render(url: string, page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{page}</StrictMode>,
    // Every boundary inline: the page must not need the scripts React writes to move late parts in (the CSP forbids them).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`Pre-rendering ${url} failed`, { cause: errors[0] });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
