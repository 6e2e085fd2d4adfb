/** Tests only: a computed deadline's explanation written in English or Spanish, from the deadline-rules catalogs. */
import i18next from "i18next";
import english from "../../../../locales/en/deadline-rules.json" with { type: "json" };
import spanish from "../../../../locales/es/deadline-rules.json" with { type: "json" };
import { DEADLINE_RULES_NAMESPACE, explanationText, type DeadlineExplanation } from "../explanation";

const catalogs = i18next.createInstance();
void catalogs.init({
  lng: "en",
  fallbackLng: "en",
  ns: [DEADLINE_RULES_NAMESPACE],
  defaultNS: DEADLINE_RULES_NAMESPACE,
  resources: { en: { [DEADLINE_RULES_NAMESPACE]: english }, es: { [DEADLINE_RULES_NAMESPACE]: spanish } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function explanationIn(language: "en" | "es", explanation: DeadlineExplanation): string {
  return explanationText(explanation, language, (key, values) => {
    if (!catalogs.exists(key, { lng: language })) throw new Error(`No message ${key} in ${language}`);
    return catalogs.t(key, { ...values, lng: language });
  });
}

export const englishExplanation = (explanation: DeadlineExplanation) => explanationIn("en", explanation);
