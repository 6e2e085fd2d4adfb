/**
 * A catalog kind's words in the person's language (namespace "kinds", see @shared/documents/field-text.ts):
 * its title, description and tab, and each field's label, help, placeholder and option labels, with the law's
 * figures and sentences filled in. Help and placeholders are optional: a field without one gets undefined, not a
 * missing key.
 */
import { use } from "react";
import { useTranslation } from "react-i18next";
import { hasLawSummaries } from "@shared/content/law-summary-catalogs";
import {
  fieldTextKeys,
  fieldValues,
  kindTextKeys,
  KINDS_NAMESPACE,
  optionTextKeys,
  type FieldPart,
} from "@shared/documents/field-text";
import { printedOptionWords, type FieldDefinition } from "@shared/documents/fields";
import type { DocumentKind } from "@shared/documents/kind";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { loadLawSentences } from "../i18n/i18n";
import type { FieldText } from "../questionnaire/field-text";
import { paperWordsOf, readsOtherThanPapers } from "../questionnaire/paper-words";

export interface KindText extends FieldText {
  description: string;
  tab: string;
}

export function useKindText(kind: Pick<DocumentKind, "kind" | "values">): KindText {
  const { t, i18n } = useTranslation(KINDS_NAMESPACE);
  const language = i18n.language;
  // The English catalog, for the words the papers print (loaded with hers: English is the fallback language).
  const { t: english } = useTranslation(KINDS_NAMESPACE, { lng: DEFAULT_LANGUAGE });
  // Help texts print the law's sentences in her language: wait for them (once per language; English ones are in
  // the law module itself).
  if (readsOtherThanPapers(language) && !hasLawSummaries(language)) use(loadLawSentences(language));
  const keys = kindTextKeys(kind.kind);
  const known = (candidates: readonly string[]) => candidates.find((key) => i18n.exists(key, { ns: KINDS_NAMESPACE }));
  function field(definition: FieldDefinition, part: "label"): string;
  function field(definition: FieldDefinition, part: FieldPart): string | undefined;
  function field(definition: FieldDefinition, part: FieldPart): string | undefined {
    const candidates = fieldTextKeys(kind.kind, definition, part);
    // A label is never optional: ask for it even when missing, so the missing key is reported.
    const key = part === "label" ? (known(candidates) ?? candidates[0]!) : known(candidates);
    return key === undefined ? undefined : t(key, fieldValues(kind, definition, language));
  }
  const option = (definition: FieldDefinition, code: string) =>
    t(optionTextKeys(kind.kind, definition, code), fieldValues(kind, definition, language));
  return {
    title: t(keys.title, fieldValues(kind, undefined, language)),
    description: t(keys.description, fieldValues(kind, undefined, language)),
    tab: t(keys.tab, fieldValues(kind, undefined, language)),
    field,
    option,
    paperWords: (definition, code) =>
      readsOtherThanPapers(language)
        ? paperWordsOf(
            definition,
            option(definition, code),
            printedOptionWords(definition, code, () =>
              english(optionTextKeys(kind.kind, definition, code), fieldValues(kind, definition, DEFAULT_LANGUAGE)),
            ),
          )
        : undefined,
  };
}
