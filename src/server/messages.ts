/**
 * Messages a person reads in API answers, from the server's message catalog (locales/en/server.json). Court papers
 * and log lines are not here. The API answers in English today; a request's language can pick another catalog later.
 */
import i18next from "i18next";
import serverEnglish from "../../locales/en/server.json" with { type: "json" };

const i18n = i18next.createInstance();
void i18n.init({
  lng: "en",
  ns: ["server"],
  defaultNS: "server",
  resources: { en: { server: serverEnglish } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = i18n.t.bind(i18n);

/** "1 minute", "40 seconds": rounded up, in the larger unit from a minute on. */
function waitFor(seconds: number): string {
  return seconds < 60 ? t("wait.seconds", { count: seconds }) : t("wait.minutes", { count: Math.ceil(seconds / 60) });
}

export const MESSAGES = {
  unauthorized: t("unauthorized"),
  notFound: t("notFound"),
  serverError: t("serverError"),
  databaseUnreachable: t("databaseUnreachable"),
  invalidLogin: t("invalidLogin"),
  accountExists: t("accountExists"),
  badCsrfToken: t("badCsrfToken"),
  badRequestUrl: t("badRequestUrl"),
  uploadTooLarge: t("uploadTooLarge"),
  unsupportedContentType: t("unsupportedContentType"),
  unreadableRequest: t("unreadableRequest"),
  tooManyAttempts: (seconds: number) => t("tooManyAttempts", { wait: waitFor(seconds) }),
  tooManyWrites: (seconds: number) => t("tooManyWrites", { wait: waitFor(seconds) }),
  tooManyLogins: (seconds: number) => t("tooManyLogins", { wait: waitFor(seconds) }),
  commonPassword: t("commonPassword"),
  wrongCurrentPassword: t("wrongCurrentPassword"),
  tooManyCases: (max: number) => t("tooManyCases", { max }),
  tooManyDocuments: (max: number) => t("tooManyDocuments", { max }),
  tooManyDownloads: (max: number) => t("tooManyDownloads", { max }),
  rendererBusy: t("rendererBusy"),
  documentOutdated: t("documentOutdated"),
  documentUnrenderable: t("documentUnrenderable"),
  badPagination: t("badPagination"),
} as const;
