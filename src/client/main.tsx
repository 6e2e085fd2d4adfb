import "@client/lib/zod-without-eval";
import { StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18n, servedLanguage } from "./i18n/i18n";
import { PUBLIC_PAGES, PublicApp } from "./app/public-app";
import "./index.css";

const root = document.getElementById("root")!;

/**
 * The public pages arrive pre-rendered in the language they were served in (scripts/prerender.mjs), /auth too: hydrate
 * them; in another language (?lang=…), or on any other page (an empty root), render from scratch.
 */
function start(app: ReactNode) {
  const strictApp = <StrictMode>{app}</StrictMode>;
  if (root.hasChildNodes() && i18n.language === servedLanguage) hydrateRoot(root, strictApp);
  else {
    root.replaceChildren();
    createRoot(root).render(strictApp);
  }
}

// A public page opened at its address (/, /terms, /privacy) runs without the router and does not download its code.
// Every other page runs the router app; its HTML preloads it (scripts/vite-plugins.mjs), so this import waits for no
// further request.
const publicPage = PUBLIC_PAGES.get(window.location.pathname);
if (publicPage) start(<PublicApp page={publicPage} />);
else void import("./app/app").then(({ App }) => start(<App />));
