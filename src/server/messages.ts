/**
 * Messages a person reads in API answers, from the server's message catalog (locales/en/server.json). Court papers
 * and log lines are not here. The API answers in English today; a request's language can pick another catalog later.
 */
import { english } from "./english";

const t = english.t.bind(english);

/** "1 minute", "40 seconds": rounded up, in the larger unit from a minute on. */
export function waitFor(seconds: number): string {
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
  exportRunning: t("exportRunning"),
  tooManyExports: (max: number, seconds: number) => t("tooManyExports", { max, wait: waitFor(seconds) }),
  tooManyCases: (max: number) => t("tooManyCases", { max }),
  tooManyDocuments: (max: number) => t("tooManyDocuments", { max }),
  tooManyDownloads: (max: number) => t("tooManyDownloads", { max }),
  rendererBusy: t("rendererBusy"),
  documentOutdated: t("documentOutdated"),
  documentUnrenderable: t("documentUnrenderable"),
  badPagination: t("badPagination"),
  deadlineNotFound: t("deadlineNotFound"),
  deadlineCaseNotFound: t("deadlineCaseNotFound"),
  tooManyDeadlines: (max: number) => t("tooManyDeadlines", { max }),
  moneyRecoveryNotFound: t("moneyRecoveryNotFound"),
  moneyStatusNotAllowed: (from: string, to: string) => t("moneyStatusNotAllowed", { from, to }),
  tooManyMoneyRecoveries: (max: number) => t("tooManyMoneyRecoveries", { max }),
  predictionCaseNotFound: t("predictionCaseNotFound"),
  tooManyPredictions: (max: number) => t("tooManyPredictions", { max }),
  calendarName: t("calendarName"),
  calendarFeedNotFound: t("calendarFeedNotFound"),
  workflowNotFound: t("workflowNotFound"),
  workflowDocumentNotFound: t("workflowDocumentNotFound"),
  workflowChanged: t("workflowChanged"),
  workflowCompleted: t("workflowCompleted"),
  workflowSteps: (count: number) => t("workflowSteps", { count, last: count - 1 }),
  workflowUnknownField: (name: string) => t("workflowUnknownField", { name }),
  tooManyWorkflows: (max: number) => t("tooManyWorkflows", { max }),
  templateNotFound: t("templateNotFound"),
  templateCaseNotFound: t("templateCaseNotFound"),
  tooManyTemplates: (max: number) => t("tooManyTemplates", { max }),
  missingTemplateVariables: (list: string) => t("missingTemplateVariables", { list }),
  templateTextUnprintable: (letters: string) => t("templateTextUnprintable", { letters }),
} as const;
