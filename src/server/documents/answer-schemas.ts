/**
 * The server's schema of a kind's answers: the catalog's, plus what the spec's clients send: an option may be
 * given by its exact English label ("Miami-Dade", "Statute of Limitations") and is stored as its code.
 */
import type { z } from "zod";
import { buildSchema, type OptionResolver } from "@shared/documents/build-schema";
import type { CheckboxField, ChoiceField } from "@shared/documents/fields";
import { findKind, type AnyDocumentKind, type DataOfKind, type DocumentKindId } from "@shared/documents/registry";
import { englishOption } from "./english-catalog";

type OptionField = ChoiceField | CheckboxField;

const isOptionField = (field: AnyDocumentKind["fields"][number]): field is OptionField & typeof field =>
  field.type === "select" || field.type === "radio" || field.type === "checkbox";

/** Field name -> English label -> code, for one kind. */
function labelsToCodes(kind: AnyDocumentKind): Map<string, Map<string, string>> {
  const byField = new Map<string, Map<string, string>>();
  for (const field of kind.fields) {
    if (!isOptionField(field)) continue;
    const labels = new Map<string, string>();
    for (const code of field.options) labels.set(englishOption(kind.kind, field, code), code);
    byField.set(field.name, labels);
  }
  return byField;
}

// Both are built for a kind when it is first used, not when the server starts: building them all took a tenth of
// the start-up.
const LABELS = new Map<DocumentKindId, Map<string, Map<string, string>>>();
const SCHEMAS = new Map<DocumentKindId, z.ZodType>();

function labelsOf(kind: AnyDocumentKind): Map<string, Map<string, string>> {
  let labels = LABELS.get(kind.kind);
  if (!labels) LABELS.set(kind.kind, (labels = labelsToCodes(kind)));
  return labels;
}

/** Turns an option's English label into its code, for a kind's fields. */
export function optionResolver(kindId: DocumentKindId): OptionResolver {
  const kind = findKind(kindId);
  return (field, value) => (kind ? labelsOf(kind).get(field.name)?.get(value.trim()) : undefined);
}

/** Validates templateData sent to the API: the kind's schema, accepting option labels as well as codes. */
export function answerSchema<Id extends DocumentKindId>(kindId: Id): z.ZodType<DataOfKind<Id>, Record<string, unknown>> {
  let schema = SCHEMAS.get(kindId);
  if (!schema) SCHEMAS.set(kindId, (schema = buildSchema(findKind(kindId)!.fields, { resolveOption: optionResolver(kindId) })));
  return schema as unknown as z.ZodType<DataOfKind<Id>, Record<string, unknown>>;
}

/**
 * A case's formData with every option label its kinds know replaced by the code (answers kept with a case are
 * not validated: a label that names no option stays as it is).
 */
export function formDataWithCodes(kinds: readonly AnyDocumentKind[], formData: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...formData };
  for (const kind of kinds) {
    for (const [name, labels] of labelsOf(kind)) {
      const value = result[name];
      const toCode = (item: unknown) => (typeof item === "string" ? (labels.get(item.trim()) ?? item) : item);
      if (typeof value === "string") result[name] = toCode(value);
      else if (Array.isArray(value)) result[name] = value.map(toCode);
    }
  }
  return result;
}
