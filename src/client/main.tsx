import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18n, servedLanguage } from "./i18n/i18n";
import { App } from "./app/app";
import "./index.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive pre-rendered in the language they were served in (scripts/prerender.mjs): hydrate them; in
// another language (?lang=…), or on any other page (an empty root), render from scratch.
if (root.hasChildNodes() && i18n.language === servedLanguage) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
