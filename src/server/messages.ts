/**
 * Messages a person reads in API answers, from the server's message catalog (locales/<language>/server.json), in
 * the language of the request being answered: each is read when it is used. Court papers and log lines are not here.
 */
import { say as t } from "./interface-text";

/** "1 minute", "40 seconds": rounded up, in the larger unit from a minute on. */
export function waitFor(seconds: number): string {
  return seconds < 60 ? t("wait.seconds", { count: seconds }) : t("wait.minutes", { count: Math.ceil(seconds / 60) });
}

export const MESSAGES = {
  get unauthorized() {
    return t("unauthorized");
  },
  get notFound() {
    return t("notFound");
  },
  get serverError() {
    return t("serverError");
  },
  get databaseUnreachable() {
    return t("databaseUnreachable");
  },
  get invalidLogin() {
    return t("invalidLogin");
  },
  get accountExists() {
    return t("accountExists");
  },
  get originNotAllowed() {
    return t("originNotAllowed");
  },
  get badCsrfToken() {
    return t("badCsrfToken");
  },
  get badRequestUrl() {
    return t("badRequestUrl");
  },
  get uploadTooLarge() {
    return t("uploadTooLarge");
  },
  get unsupportedContentType() {
    return t("unsupportedContentType");
  },
  get unreadableRequest() {
    return t("unreadableRequest");
  },
  get valueOutOfRange() {
    return t("valueOutOfRange");
  },
  tooManyAttempts: (seconds: number) => t("tooManyAttempts", { wait: waitFor(seconds) }),
  tooManyWrites: (seconds: number) => t("tooManyWrites", { wait: waitFor(seconds) }),
  tooManyLogins: (seconds: number) => t("tooManyLogins", { wait: waitFor(seconds) }),
  get commonPassword() {
    return t("commonPassword");
  },
  get wrongCurrentPassword() {
    return t("wrongCurrentPassword");
  },
  get exportRunning() {
    return t("exportRunning");
  },
  tooManyExports: (max: number, seconds: number) => t("tooManyExports", { max, wait: waitFor(seconds) }),
  tooManyCases: (max: number) => t("tooManyCases", { max }),
  tooManyDocuments: (max: number) => t("tooManyDocuments", { max }),
  tooManyVersions: (max: number) => t("tooManyVersions", { max }),
  tooManyDownloads: (max: number) => t("tooManyDownloads", { max }),
  get rendererBusy() {
    return t("rendererBusy");
  },
  get documentOutdated() {
    return t("documentOutdated");
  },
  get documentUnrenderable() {
    return t("documentUnrenderable");
  },
  get badPagination() {
    return t("badPagination");
  },
  get deadlineNotFound() {
    return t("deadlineNotFound");
  },
  get deadlineCaseNotFound() {
    return t("deadlineCaseNotFound");
  },
  tooManyDeadlines: (max: number) => t("tooManyDeadlines", { max }),
  get moneyRecoveryNotFound() {
    return t("moneyRecoveryNotFound");
  },
  moneyStatusNotAllowed: (from: string, to: string) => t("moneyStatusNotAllowed", { from, to }),
  tooManyMoneyRecoveries: (max: number) => t("tooManyMoneyRecoveries", { max }),
  get predictionCaseNotFound() {
    return t("predictionCaseNotFound");
  },
  tooManyPredictions: (max: number) => t("tooManyPredictions", { max }),
  get calendarName() {
    return t("calendarName");
  },
  get calendarFeedNotFound() {
    return t("calendarFeedNotFound");
  },
  get workflowNotFound() {
    return t("workflowNotFound");
  },
  get workflowDocumentNotFound() {
    return t("workflowDocumentNotFound");
  },
  get workflowChanged() {
    return t("workflowChanged");
  },
  get workflowCompleted() {
    return t("workflowCompleted");
  },
  workflowSteps: (count: number) => t("workflowSteps", { count, last: count - 1 }),
  workflowUnknownField: (name: string) => t("workflowUnknownField", { name }),
  tooManyWorkflows: (max: number) => t("tooManyWorkflows", { max }),
  get templateNotFound() {
    return t("templateNotFound");
  },
  get templateCaseNotFound() {
    return t("templateCaseNotFound");
  },
  tooManyTemplates: (max: number) => t("tooManyTemplates", { max }),
  missingTemplateVariables: (list: string) => t("missingTemplateVariables", { list }),
  templateTextUnprintable: (letters: string) => t("templateTextUnprintable", { letters }),
  get packetNeedsStatement() {
    return t("packetNeedsStatement");
  },
  get packetNeedsAnswer() {
    return t("packetNeedsAnswer");
  },
  get packetNeedsLeadPaper() {
    return t("packetNeedsLeadPaper");
  },
  get packetPaperOutdated() {
    return t("packetPaperOutdated");
  },
  packetFileName: (title: string) => t("packetFileName", { title }),
} as const;
