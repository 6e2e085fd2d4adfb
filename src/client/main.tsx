import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18n } from "./i18n/i18n";
import { App } from "./app/app";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import "./index.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive pre-rendered in English (scripts/prerender.mjs): hydrate them; in another language, or on
// any other page (an empty root), render from scratch.
if (root.hasChildNodes() && i18n.language === DEFAULT_LANGUAGE) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
