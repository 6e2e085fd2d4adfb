/** An option's words as the papers print them: the English catalog's label of a code (court papers stay English). */
import type { FieldDefinition } from "@shared/documents/fields";
import type { AnyDocumentKind } from "@shared/documents/registry";
import { englishOption } from "../english-catalog";

export function optionWords<Kind extends AnyDocumentKind>(
  kind: Kind,
  fieldName: Kind["fields"][number]["name"],
): (code: string) => string {
  const field = (kind.fields as readonly FieldDefinition[]).find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`${kind.kind} has no field ${fieldName}`);
  return (code) => englishOption(kind.kind, field, code);
}
