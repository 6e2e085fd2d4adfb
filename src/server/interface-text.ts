/**
 * The words the API answers with (locales/<language>/server.json, validation.json, workflows.json, for the
 * workflows' fields kinds.json, and for the instructions pages' computed deadlines deadline-rules.json), in the
 * language of the request being answered (request-language.ts). Court papers do not use this: they print English
 * (english.ts).
 */
import i18next from "i18next";
import { DEADLINE_RULES_NAMESPACE } from "@shared/florida/explanation";
import { translateMessage } from "@shared/documents/field-messages";
import { CHOOSABLE_LANGUAGE_CODES, DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { localeCatalog } from "./locale-catalogs";
import { currentLanguage } from "./request-language";

/** The namespaces the server answers with, read for every language of the registry. */
export const SERVER_NAMESPACES = [
  "server",
  "validation",
  "workflows",
  "kinds",
  DEADLINE_RULES_NAMESPACE,
  "notifications",
] as const;

const catalogs = i18next.createInstance();
void catalogs.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...SERVER_NAMESPACES],
  defaultNS: "server",
  resources: Object.fromEntries(
    CHOOSABLE_LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(SERVER_NAMESPACES.map((namespace) => [namespace, localeCatalog(language, namespace)])),
    ]),
  ),
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Whether the server has its catalogs in a language (every namespace). */
export const hasServerCatalogs = (language: string): boolean =>
  SERVER_NAMESPACES.every((namespace) => catalogs.hasResourceBundle(language, namespace));

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
