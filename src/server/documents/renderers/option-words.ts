/**
 * An option's words as the papers print them (court papers stay English): the kind's `printedAs` words for it (a
 * defense's name), else the English catalog's label of its code.
 */
import { printedOptionWords, type FieldDefinition } from "@shared/documents/fields";
import type { AnyDocumentKind } from "@shared/documents/registry";
import { englishOption } from "../english-catalog";

export function optionWords<Kind extends AnyDocumentKind>(
  kind: Kind,
  fieldName: Kind["fields"][number]["name"],
): (code: string) => string {
  const field = (kind.fields as readonly FieldDefinition[]).find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`${kind.kind} has no field ${fieldName}`);
  // The wizard shows a printed field's English option words to a reader in another language (fields.ts `printed`).
  if (!("printed" in field && field.printed)) throw new Error(`${kind.kind}.${fieldName} prints its options: mark it printed`);
  return (code) => printedOptionWords(field, code, () => englishOption(kind.kind, field, code));
}
