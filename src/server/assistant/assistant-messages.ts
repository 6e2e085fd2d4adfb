/** The assistant's and AI polish's words in API answers, from the server catalog (locales/<language>/server.json, assistant.*). */
import { MAX_QUESTION_CHARACTERS, MAX_REWRITE_CHARACTERS, MIN_REWRITE_CHARACTERS } from "@shared/assistant";
import { formatNumber } from "@shared/i18n/format";
import { say } from "../interface-text";
import { waitFor } from "../messages";
import { currentLanguage } from "../request-language";

/** A number as the request's language writes it ("5,000", "5000"). */
const count = (value: number) => formatNumber(value, currentLanguage());

const t = (key: string, values?: Record<string, unknown>) => say(`assistant.${key}`, values);

export const ASSISTANT_MESSAGES = {
  get questionRequired() {
    return t("questionRequired");
  },
  get questionNotText() {
    return t("questionNotText");
  },
  get questionTooLong() {
    return t("questionTooLong", { max: formatNumber(MAX_QUESTION_CHARACTERS) });
  },
  get conversationIdNotText() {
    return t("conversationIdNotText");
  },
  get conversationNotFound() {
    return t("conversationNotFound");
  },
  tooManyQuestions: (seconds: number) => t("tooManyQuestions", { wait: waitFor(seconds) }),
  get answerFailed() {
    return t("answerFailed");
  },
  get textRequired() {
    return t("textRequired", { min: MIN_REWRITE_CHARACTERS });
  },
  get textNotText() {
    return t("textNotText");
  },
  get textTooLong() {
    return t("textTooLong", { max: formatNumber(MAX_REWRITE_CHARACTERS) });
  },
  labelNotText: (field: string, max: number) => t("labelNotText", { field, max }),
  tooManyRewrites: (seconds: number) => t("tooManyRewrites", { wait: waitFor(seconds) }),
  tooManyConversations: (max: number) => t("tooManyConversations", { max: count(max) }),
  conversationFull: (max: number) => t("conversationFull", { max: count(max) }),
  tooManyMessages: (max: number) => t("tooManyMessages", { max: count(max) }),
  get badMessageCursor() {
    return t("badMessageCursor");
  },
} as const;
