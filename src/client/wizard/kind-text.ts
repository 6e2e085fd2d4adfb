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
  blankAnswerKeys,
  confirmTextKeys,
  fieldTextKeys,
  noteTextKeys,
  fieldValues,
  kindTextKeys,
  KINDS_NAMESPACE,
  optionTextKeys,
  type FieldPart,
} from "@shared/documents/field-text";
import { printedOptionWords, type AnswerFigure, type FieldDefinition } from "@shared/documents/fields";
import type { DocumentKind } from "@shared/documents/kind";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { loadLawSentences } from "../i18n/i18n";
import type { FieldText } from "../questionnaire/field-text";
import { paperWordsOf, readsOtherThanPapers } from "../questionnaire/paper-words";
import type { Answers } from "../questionnaire/steps";

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
  /** A figure from her answers in her language; the field's `whenBlank` words while it is not answered. */
  const figure = (definition: FieldDefinition, name: string, value: AnswerFigure | undefined): string => {
    if (value === undefined) {
      const key = known(blankAnswerKeys(kind.kind, definition, name));
      return key === undefined ? "" : t(key, fieldValues(kind, definition, language));
    }
    if ("money" in value) return formatMoney(value.money, "cents", language);
    if ("date" in value) return formatDate(value.date, "weekday", language);
    return value.text;
  };
  /** The field's figures, with those her answers give (answerValues) when she has any. */
  const valuesWith = (definition: FieldDefinition, answers: Answers | undefined): Record<string, string | number> => {
    const values = fieldValues(kind, definition, language);
    if (!definition.answerValues) return values;
    const figures = Object.entries(definition.answerValues(answers ?? {})).map(
      ([name, value]) => [name, figure(definition, name, value)] as const,
    );
    return { ...values, ...Object.fromEntries(figures) };
  };
  const option = (definition: FieldDefinition, code: string, answers?: Answers) =>
    t(optionTextKeys(kind.kind, definition, code), valuesWith(definition, answers));
  const optional = (candidates: readonly string[], definition: FieldDefinition, answers: Answers) => {
    const key = known(candidates);
    return key === undefined ? undefined : t(key, valuesWith(definition, answers));
  };
  return {
    title: t(keys.title, fieldValues(kind, undefined, language)),
    description: t(keys.description, fieldValues(kind, undefined, language)),
    tab: t(keys.tab, fieldValues(kind, undefined, language)),
    field,
    option,
    note: (definition, code, answers) => optional(noteTextKeys(kind.kind, definition, code), definition, answers),
    confirm: (definition, code, answers) => optional(confirmTextKeys(kind.kind, definition, code), definition, answers),
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
