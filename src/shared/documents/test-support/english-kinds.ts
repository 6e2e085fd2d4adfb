/** The document catalog's English words (locales/en/kinds.json), filled in with the law's figures: for tests. */
import { readFileSync } from "node:fs";
import { fieldTextKeys, fieldValues, kindTextKeys, optionTextKeys, type FieldPart } from "../field-text";
import type { FieldDefinition } from "../fields";
import type { DocumentKind } from "../kind";

export const ENGLISH_KINDS = JSON.parse(
  readFileSync(new URL("../../../../locales/en/kinds.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

export function lookup(key: string): string | undefined {
  let node: unknown = ENGLISH_KINDS;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

function first(keys: readonly string[], values: Readonly<Record<string, string | number>>): string | undefined {
  for (const key of keys) {
    const text = lookup(key);
    if (text !== undefined) return fill(text, values);
  }
  return undefined;
}

const fieldOf = (kind: DocumentKind, name: string): FieldDefinition => {
  const field = kind.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${kind.kind} has no field ${name}`);
  return field;
};

/** A kind's title, description or tab label. */
export const englishKindText = (kind: DocumentKind, part: "title" | "description" | "tab"): string | undefined =>
  first([kindTextKeys(kind.kind)[part]], { ...kind.values });

/** A field's label, help or placeholder. */
export function englishFieldText(kind: DocumentKind, name: string, part: FieldPart): string | undefined {
  const field = fieldOf(kind, name);
  return first(fieldTextKeys(kind.kind, field, part), fieldValues(kind, field, "en"));
}

/** An option's label, by code. */
export function englishOptionText(kind: DocumentKind, name: string, code: string): string | undefined {
  const field = fieldOf(kind, name);
  return first(optionTextKeys(kind.kind, field, code), fieldValues(kind, field, "en"));
}

/** All of a field's option labels, in order. */
export function englishOptions(kind: DocumentKind, name: string): (string | undefined)[] {
  const field = fieldOf(kind, name);
  return "options" in field ? field.options.map((code) => englishOptionText(kind, name, code)) : [];
}
