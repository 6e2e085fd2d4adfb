/**
 * The server's English catalogs in one i18next instance: the API's messages (server), the document catalog that
 * court papers print from (kinds) and the validation messages of 400 answers (validation). Court papers stay in
 * English; the API answers in English today, and a request's language can pick another instance later.
 */
import i18next from "i18next";
import kinds from "../../locales/en/kinds.json" with { type: "json" };
import server from "../../locales/en/server.json" with { type: "json" };
import validation from "../../locales/en/validation.json" with { type: "json" };
import workflows from "../../locales/en/workflows.json" with { type: "json" };

export const english = i18next.createInstance();
void english.init({
  lng: "en",
  ns: ["server", "kinds", "validation", "workflows"],
  defaultNS: "server",
  resources: { en: { server, kinds, validation, workflows } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
