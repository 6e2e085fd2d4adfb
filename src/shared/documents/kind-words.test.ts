/**
 * Every word of the document catalog is in the English catalog (locales/en/kinds.json): each kind's title,
 * description and tab, each field's label, each option's label; every {{figure}} a text uses is given by the
 * kind or the field; and the catalog holds no words that nothing asks for.
 */
import { describe, expect, it } from "vitest";
import {
  blankAnswerKeys,
  confirmTextKeys,
  fieldTextKeys,
  fieldValues,
  kindTextKeys,
  noteTextKeys,
  optionTextKeys,
} from "./field-text";
import type { FieldDefinition } from "./fields";
import { DOCUMENT_KINDS } from "./registry";
import { ENGLISH_KINDS, lookup } from "./test-support/english-kinds";

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Every key a kind asks for that the catalog has, with the figures it is given. */
function usedKeys(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const use = (keys: readonly string[], values: object) => {
    const found = keys.find((key) => lookup(key) !== undefined);
    if (found) (used.get(found) ?? used.set(found, new Set()).get(found)!).add(Object.keys(values).sort().join(","));
    return found;
  };
  for (const kind of DOCUMENT_KINDS) {
    for (const part of ["title", "description", "tab"] as const) use([kindTextKeys(kind.kind)[part]], { ...kind.values });
    for (const field of kind.fields as readonly FieldDefinition[]) {
      const values = fieldValues(kind, field, "en");
      for (const part of ["label", "help", "placeholder"] as const) use(fieldTextKeys(kind.kind, field, part), values);
      // Option labels, notes and confirmations also print the figures her answers give (`answerValues`).
      const figures = Object.keys(field.answerValues?.({}) ?? {});
      const withFigures = { ...values, ...Object.fromEntries(figures.map((name) => [name, ""])) };
      for (const name of figures) use(blankAnswerKeys(kind.kind, field, name), values);
      if ("options" in field) {
        for (const code of field.options) use(optionTextKeys(kind.kind, field, code), withFigures);
        for (const code of field.notes ?? []) use(noteTextKeys(kind.kind, field, code), withFigures);
        for (const code of field.confirm ?? []) use(confirmTextKeys(kind.kind, field, code), withFigures);
      }
    }
  }
  return used;
}

function catalogKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    catalogKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the document catalog's words", () => {
  it.each(DOCUMENT_KINDS.map((kind) => [kind.kind, kind] as const))(
    "%s has a title, description, tab, labels and option labels",
    (_id, kind) => {
      const missing: string[] = [];
      for (const part of ["title", "description", "tab"] as const) {
        const key = kindTextKeys(kind.kind)[part];
        if (lookup(key) === undefined) missing.push(key);
      }
      for (const field of kind.fields as readonly FieldDefinition[]) {
        const label = fieldTextKeys(kind.kind, field, "label");
        if (!label.some((key) => lookup(key) !== undefined)) missing.push(label[0]!);
        if ("options" in field) {
          for (const code of field.options) {
            const keys = optionTextKeys(kind.kind, field, code);
            if (!keys.some((key) => lookup(key) !== undefined)) missing.push(keys[0]!);
          }
          // A note or a confirmation without words would show an empty box, or ask about nothing.
          for (const keys of [
            ...(field.notes ?? []).map((code) => noteTextKeys(kind.kind, field, code)),
            ...(field.confirm ?? []).map((code) => confirmTextKeys(kind.kind, field, code)),
          ]) {
            if (!keys.some((key) => lookup(key) !== undefined)) missing.push(keys[0]!);
          }
        }
        for (const name of Object.keys(field.answerValues?.({}) ?? {})) {
          const keys = blankAnswerKeys(kind.kind, field, name);
          if (!keys.some((key) => lookup(key) !== undefined)) missing.push(keys[0]!);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it("gives every figure a text prints", () => {
    const unfilled: string[] = [];
    for (const [key, valueSets] of usedKeys()) {
      const names = [...lookup(key)!.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      for (const given of valueSets) {
        const have = new Set(given.split(","));
        for (const name of names) if (!have.has(name)) unfilled.push(`${key}: {{${name}}}`);
      }
    }
    expect(unfilled).toEqual([]);
  });

  it("holds no words that no kind asks for", () => {
    const used = usedKeys();
    expect(catalogKeys(ENGLISH_KINDS).filter((key) => !used.has(key))).toEqual([]);
  });

  it("uses snake_case option codes", () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const field of kind.fields as readonly FieldDefinition[]) {
        if ("options" in field)
          for (const code of field.options) expect(code, `${kind.kind}.${field.name}`).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      }
    }
  });
});
