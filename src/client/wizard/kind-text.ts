/**
 * A catalog kind's words in the person's language (namespace "kinds", see @shared/documents/field-text.ts):
 * its title, description and tab, and each field's label, help, placeholder and option labels, with the law's
 * figures filled in. Help and placeholders are optional: a field without one gets undefined, not a missing key.
 */
import { useTranslation } from "react-i18next";
import { fieldTextKeys, kindTextKeys, KINDS_NAMESPACE, optionTextKeys, type FieldPart } from "@shared/documents/field-text";
import type { FieldDefinition } from "@shared/documents/fields";
import type { DocumentKind } from "@shared/documents/kind";

export interface KindText {
  title: string;
  description: string;
  tab: string;
  field(field: FieldDefinition, part: "label"): string;
  field(field: FieldDefinition, part: FieldPart): string | undefined;
  option(field: FieldDefinition, code: string): string;
}

export function useKindText(kind: Pick<DocumentKind, "kind" | "values">): KindText {
  const { t, i18n } = useTranslation(KINDS_NAMESPACE);
  const valuesOf = (field?: FieldDefinition) => ({ ...kind.values, ...field?.values });
  const keys = kindTextKeys(kind.kind);
  const known = (candidates: readonly string[]) => candidates.find((key) => i18n.exists(key, { ns: KINDS_NAMESPACE }));
  function field(definition: FieldDefinition, part: "label"): string;
  function field(definition: FieldDefinition, part: FieldPart): string | undefined;
  function field(definition: FieldDefinition, part: FieldPart): string | undefined {
    const candidates = fieldTextKeys(kind.kind, definition, part);
    // A label is never optional: ask for it even when missing, so the missing key is reported.
    const key = part === "label" ? (known(candidates) ?? candidates[0]!) : known(candidates);
    return key === undefined ? undefined : t(key, valuesOf(definition));
  }
  return {
    title: t(keys.title, valuesOf()),
    description: t(keys.description, valuesOf()),
    tab: t(keys.tab, valuesOf()),
    field,
    option: (definition, code) => t(optionTextKeys(kind.kind, definition, code), valuesOf(definition)),
  };
}
