import { useTranslation } from "react-i18next";
import { DEADLINE_RULES_NAMESPACE, explanationText, type DeadlineExplanation } from "@shared/florida/explanation";

/**
 * Writes a computed deadline's explanation (a deadline-rules message and its values) in the interface language,
 * its dates formatted for that language. Pages that show one load the namespace with the page (page-components.ts).
 */
export function useExplanation(): (explanation: DeadlineExplanation) => string {
  const { t, i18n } = useTranslation(DEADLINE_RULES_NAMESPACE);
  return (explanation) => explanationText(explanation, i18n.language, (key, values) => t(key, values));
}
