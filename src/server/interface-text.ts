/**
 * The words the API answers with (locales/<language>/server.json, validation.json, workflows.json, for the
 * workflows' fields kinds.json, and for the instructions pages' computed deadlines deadline-rules.json), in the
 * language of the request being answered (request-language.ts). Court papers do not use this: they print English
 * (english.ts).
 */
import i18next from "i18next";
import { DEADLINE_RULES_NAMESPACE } from "@shared/florida/explanation";
import { translateMessage } from "@shared/documents/field-messages";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import deadlineRulesEnglish from "../../locales/en/deadline-rules.json" with { type: "json" };
import kindsEnglish from "../../locales/en/kinds.json" with { type: "json" };
import serverEnglish from "../../locales/en/server.json" with { type: "json" };
import validationEnglish from "../../locales/en/validation.json" with { type: "json" };
import workflowsEnglish from "../../locales/en/workflows.json" with { type: "json" };
import deadlineRulesSpanish from "../../locales/es/deadline-rules.json" with { type: "json" };
import kindsSpanish from "../../locales/es/kinds.json" with { type: "json" };
import serverSpanish from "../../locales/es/server.json" with { type: "json" };
import validationSpanish from "../../locales/es/validation.json" with { type: "json" };
import workflowsSpanish from "../../locales/es/workflows.json" with { type: "json" };
import { currentLanguage } from "./request-language";

const catalogs = i18next.createInstance();
void catalogs.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ["server", "validation", "workflows", "kinds", DEADLINE_RULES_NAMESPACE],
  defaultNS: "server",
  resources: {
    en: {
      server: serverEnglish,
      validation: validationEnglish,
      workflows: workflowsEnglish,
      kinds: kindsEnglish,
      [DEADLINE_RULES_NAMESPACE]: deadlineRulesEnglish,
    },
    es: {
      server: serverSpanish,
      validation: validationSpanish,
      workflows: workflowsSpanish,
      kinds: kindsSpanish,
      [DEADLINE_RULES_NAMESPACE]: deadlineRulesSpanish,
    },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

type Values = Record<string, unknown>;

/** A message of the server catalog ("key" or "ns:key"; several keys: the first that exists) in the request's language. */
export function say(keys: string | readonly string[], values: Values = {}): string {
  return catalogs.t(keys as string[], { ...values, lng: currentLanguage() }) as string;
}

/** A message made by field-messages.ts ("validation:key|{…}"), in the request's language; any other text as it is. */
export const interfaceMessage = (message: string): string =>
  translateMessage(message, (key, values) =>
    catalogs.exists(key, { ns: "validation", lng: currentLanguage() })
      ? (catalogs.t(key, { ns: "validation", ...values, lng: currentLanguage() }) as string)
      : message,
  );
