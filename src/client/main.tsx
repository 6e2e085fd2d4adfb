import "@client/lib/zod-without-eval";
import { StrictMode, startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18n, servedLanguage } from "./i18n/i18n";
import { hydrateIslands } from "./app/hydrate-islands";
import { PUBLIC_PAGE_ISLANDS, PUBLIC_PAGES, PublicApp } from "./app/public-app";
import "./index.css";

const root = document.getElementById("root")!;

/**
 * The page arrived pre-rendered (scripts/prerender.mjs) in the language it is to be read in. A page behind the session
 * arrives with its shell only (data-shell), which stays on screen until the app's first render replaces it.
 */
const arrivedWithShell = root.hasAttribute("data-shell");
const prerenderedInLanguage = root.hasChildNodes() && !arrivedWithShell && i18n.language === servedLanguage;

/**
 * A page pre-rendered in its language (/auth) hydrates; in another language (?lang=…), or any other page (an empty
 * root), renders from scratch.
 */
function start(app: ReactNode) {
  const strictApp = <StrictMode>{app}</StrictMode>;
  if (prerenderedInLanguage) hydrateRoot(root, strictApp);
  else {
    // React empties the root as it commits its first render: the shell stays until then.
    if (!arrivedWithShell) root.replaceChildren();
    const reactRoot = createRoot(root);
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a tap or a scroll on the pre-rendered shell is answered meanwhile).
    startTransition(() => reactRoot.render(strictApp));
  }
}

// A public page opened at its address (/, /terms, /privacy) runs without the router and does not download its code;
// pre-rendered in its language, only its islands run, and the rest of its code is not downloaded either. Every other
// page runs the router app; its HTML preloads it (scripts/vite-plugins.mjs), so this import waits for no further
// request. The app renders once the page's own code and words are in (loaded in parallel with the session layer):
// the first paint is the page, not a spinner that the page then replaces. A load that failed renders too, and the
// page's error boundary says so.
const publicPage = PUBLIC_PAGES.get(window.location.pathname);
const islands = PUBLIC_PAGE_ISLANDS.get(window.location.pathname);
if (islands && prerenderedInLanguage) hydrateIslands(root, islands);
else if (publicPage) start(<PublicApp page={publicPage} />);
else
  void import("./app/app").then(async ({ App, preloadRoute }) => {
    await preloadRoute(window.location.pathname).catch(() => undefined);
    start(<App />);
  });
