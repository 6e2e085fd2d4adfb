/**
 * The English document catalog on the server (locales/en/kinds.json): court papers stay in English, so they print
 * kind titles, field words and option labels from it whatever the reader's language. The API's own words are in
 * interface-text.ts.
 */
import i18next from "i18next";
import kinds from "../../locales/en/kinds.json" with { type: "json" };

export const english = i18next.createInstance();
void english.init({
  lng: "en",
  ns: ["kinds"],
  defaultNS: "kinds",
  resources: { en: { kinds } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
