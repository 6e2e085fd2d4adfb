/**
 * The English message catalog on the server: court papers stay English, so templates print option labels, kind
 * titles and figures from it, and the API's 400 answers write the catalog's validation messages in English
 * (the spec's exact texts). The client bundle never carries a second copy of these words.
 */
import { fieldTextKeys, kindTextKeys, optionTextKeys, type FieldPart } from "@shared/documents/field-text";
import { translateMessage, type MessageValues } from "@shared/documents/field-messages";
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

/** A message made by field-messages.ts in English; any other text as it is. */
export const englishMessage = (message: string): string =>
  translateMessage(message, (key, values) => englishText("validation", key, values) ?? message);

const valuesOf = (kindId: string, field?: Pick<FieldDefinition, "values">): MessageValues => ({
  ...findKind(kindId)?.values,
  ...field?.values,
});

/** "Statement of Claim": a kind's title as its papers print it. */
export function englishKindTitle(kindId: string): string {
  return englishText("kinds", kindTextKeys(kindId).title, valuesOf(kindId)) ?? kindId;
}

/** The English words of an option, by code (a county's name, a defense...). */
export function englishOption(kindId: string, field: Pick<FieldDefinition, "name" | "messages" | "values">, code: string): string {
  return englishText("kinds", optionTextKeys(kindId, field, code), valuesOf(kindId, field)) ?? code;
}

export function englishFieldText(kindId: string, field: FieldDefinition, part: FieldPart): string | undefined {
  return englishText("kinds", fieldTextKeys(kindId, field, part), valuesOf(kindId, field));
}
