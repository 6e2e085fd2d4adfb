import { useTranslation } from "react-i18next";
import type { MessageRef } from "@shared/predictor/prediction-json";
import { formatDate, formatMoney, formatNumber } from "@shared/i18n/format";
import { isIsoDate } from "@shared/florida/iso-date";

/** A predictor sentence in the reader's language: money values (names ending in Dollars) and dates formatted. */
export function useMessageText(): (message: MessageRef) => string {
  const { t, i18n } = useTranslation("predictor");
  return (message) => {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(message.values ?? {})) {
      if (typeof value === "number") {
        values[name] = name.endsWith("Dollars") ? formatMoney(value, "whole", i18n.language) : formatNumber(value, i18n.language);
      } else {
        values[name] = isIsoDate(value) ? formatDate(value, "long", i18n.language) : value;
      }
    }
    return t(message.key, values);
  };
}
