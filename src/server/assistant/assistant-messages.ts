/** The assistant's and AI polish's words in API answers, from the server catalog (locales/en/server.json, assistant.*). */
import { MAX_QUESTION_CHARACTERS, MAX_REWRITE_CHARACTERS, MIN_REWRITE_CHARACTERS } from "@shared/assistant";
import { formatNumber } from "@shared/i18n/format";
import { english } from "../english";
import { waitFor } from "../messages";

const t = (key: string, values?: Record<string, unknown>) => english.t(`assistant.${key}`, values ?? {});

export const ASSISTANT_MESSAGES = {
  questionRequired: t("questionRequired"),
  questionNotText: t("questionNotText"),
  questionTooLong: t("questionTooLong", { max: formatNumber(MAX_QUESTION_CHARACTERS) }),
  conversationIdNotText: t("conversationIdNotText"),
  conversationNotFound: t("conversationNotFound"),
  tooManyQuestions: (seconds: number) => t("tooManyQuestions", { wait: waitFor(seconds) }),
  answerFailed: t("answerFailed"),
  textRequired: t("textRequired", { min: MIN_REWRITE_CHARACTERS }),
  textNotText: t("textNotText"),
  textTooLong: t("textTooLong", { max: formatNumber(MAX_REWRITE_CHARACTERS) }),
  labelNotText: (field: string, max: number) => t("labelNotText", { field, max }),
  tooManyRewrites: (seconds: number) => t("tooManyRewrites", { wait: waitFor(seconds) }),
} as const;
