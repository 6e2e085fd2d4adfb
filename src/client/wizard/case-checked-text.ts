/** A kind's words with "From your case — check it" first in the help of each question her case answered. */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "@shared/documents/fields";
import type { KindText } from "./kind-text";

export function useCaseCheckedText(text: KindText, fromCase: ReadonlySet<string>): KindText {
  const { t } = useTranslation("wizard");
  const note = t("fromCase.check");
  return useMemo(() => {
    if (fromCase.size === 0) return text;
    const field = ((definition: FieldDefinition, part: Parameters<KindText["field"]>[1]) => {
      const words = text.field(definition, part);
      if (part !== "help" || !fromCase.has(definition.name)) return words;
      return words ? `${note} ${words}` : note;
    }) as KindText["field"];
    return { ...text, field };
  }, [text, fromCase, note]);
}
