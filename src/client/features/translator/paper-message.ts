import type { PaperMessage } from "@shared/papers";
import { formatDate } from "@shared/i18n/format";

/**
 * An action's values for its catalog message: a value named "date" or "…Date" is a "YYYY-MM-DD" date, written in her
 * language; numbers are figures; any other text is quoted from the paper as written.
 */
export function paperMessageValues(message: PaperMessage, language: string): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [
      name,
      typeof value === "string" && (name === "date" || name.endsWith("Date")) ? formatDate(value, "long", language) : value,
    ]),
  );
}
