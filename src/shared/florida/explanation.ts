/**
 * A computed deadline's explanation, as data: which sentence of the `deadline-rules` catalog
 * (locales/<language>/deadline-rules.json) says it, and the values it takes — figures of law (days, months) as
 * numbers and calendar days as "YYYY-MM-DD". The law module computes it in no language; each reader writes it in
 * its own: the client with i18next's t() in the interface language, the instructions pages with `say` in the
 * request's (src/server/documents/renderers/cited-rule.ts). The dates are formatted here, for that language, by
 * format.ts, before they go into the message.
 */
import { formatDate, formatNumber, type DateStyle } from "../i18n/format";

export const DEADLINE_RULES_NAMESPACE = "deadline-rules";

export interface DeadlineExplanation {
  /** A key of the deadline-rules namespace ("threeDayNotice.mailed"). */
  key: string;
  /** Numbers are figures; strings are calendar days, "YYYY-MM-DD". */
  values: Readonly<Record<string, number | string>>;
  /** How a day is written when not "weekday" ("Monday, August 3, 2026"), by value name. */
  dateStyles?: Readonly<Record<string, DateStyle>>;
}

/** A message of the deadline-rules catalog, with its values already written for the reader's language. */
export type TranslateExplanation = (key: string, values: Record<string, string>) => string;

/** The explanation's values written for `language`: dates by format.ts, numbers with Intl. */
export function explanationValues(explanation: DeadlineExplanation, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(explanation.values).map(([name, value]) => [
      name,
      typeof value === "number"
        ? formatNumber(value, language)
        : formatDate(value, explanation.dateStyles?.[name] ?? "weekday", language),
    ]),
  );
}

/** The explanation in `language`, through that reader's catalog (`translate` gets "deadline-rules:<key>"). */
export function explanationText(explanation: DeadlineExplanation, language: string, translate: TranslateExplanation): string {
  return translate(`${DEADLINE_RULES_NAMESPACE}:${explanation.key}`, explanationValues(explanation, language));
}
