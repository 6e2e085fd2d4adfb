import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "@shared/documents/fields";
import { asksForWords, readsOtherThanPapers } from "./paper-words";

/**
 * Her typed words go into an English paper as she writes them: on a step that asks for words, a reader in another
 * language is told to write them in English. The document wizard and the workflow runner both show it.
 */
export function WriteInEnglishNote({ fields }: { fields: readonly FieldDefinition[] }) {
  const { t, i18n } = useTranslation("wizard");
  if (!readsOtherThanPapers(i18n.language) || !asksForWords(fields)) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t("field.writeInEnglish")}
    </p>
  );
}
