/**
 * The English message catalog on the server: court papers stay English, so renderers print option labels, kind
 * titles and figures from it. The client bundle never carries a second copy of these words.
 */
import { fieldTextKeys, fieldValues, kindTextKeys, optionTextKeys, type FieldPart } from "@shared/documents/field-text";
import type { MessageValues } from "@shared/documents/field-messages";
import type { FieldDefinition } from "@shared/documents/fields";
import { findKind } from "@shared/documents/registry";
import { english } from "../english";

/** The first of `keys` ("ns:key" or a key of `namespace`) that the English catalog has, filled in. */
export function englishText(namespace: string, keys: string | readonly string[], values: MessageValues = {}): string | undefined {
  for (const key of typeof keys === "string" ? [keys] : keys) {
    if (english.exists(key, { ns: namespace })) return english.t(key, { ns: namespace, ...values });
  }
  return undefined;
}

/** The kind's and the field's figures, and the field's law sentences in English. */
const valuesOf = (kindId: string, field?: Pick<FieldDefinition, "values" | "lawSentences">): MessageValues =>
  fieldValues(findKind(kindId), field, "en");

/** "Statement of Claim": a kind's title as its papers print it. */
export function englishKindTitle(kindId: string): string {
  return englishText("kinds", kindTextKeys(kindId).title, valuesOf(kindId)) ?? kindId;
}

/** The English words of an option, by code (a county's name, a defense...). */
export function englishOption(
  kindId: string,
  field: Pick<FieldDefinition, "name" | "messages" | "values" | "lawSentences">,
  code: string,
): string {
  return englishText("kinds", optionTextKeys(kindId, field, code), valuesOf(kindId, field)) ?? code;
}

export function englishFieldText(kindId: string, field: FieldDefinition, part: FieldPart): string | undefined {
  return englishText("kinds", fieldTextKeys(kindId, field, part), valuesOf(kindId, field));
}
