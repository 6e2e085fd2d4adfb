/**
 * Workflow fields taken from the catalog kind they fill, so a rule (a limit, an option list, a condition) is
 * declared once: the kind's field, renamed to the workflow's name through the workflow's `toKind` table.
 */
import type { FieldDefinition } from "../documents/fields";
import type { AnyDocumentKind } from "../documents/registry";
import type { KindTarget } from "./workflow-definition";

const targetField = (target: KindTarget | undefined) => (typeof target === "object" ? target.field : target);

/** The kind's field that `name` fills, renamed `name`; its condition names the workflow field too. */
export function kindField(
  kind: AnyDocumentKind,
  toKind: Readonly<Record<string, KindTarget>>,
  name: string,
  overrides: Partial<FieldDefinition> = {},
): FieldDefinition {
  const target = targetField(toKind[name]);
  const field = (kind.fields as readonly FieldDefinition[]).find((candidate) => candidate.name === target);
  if (!field) throw new Error(`${kind.kind} has no field "${String(target)}" for workflow field "${name}"`);
  const renamed = { ...field, ...overrides, name } as FieldDefinition;
  if (field.when) {
    const controller = Object.entries(toKind).find(([, to]) => targetField(to) === field.when?.field)?.[0];
    if (!controller) throw new Error(`workflow field "${name}" depends on ${field.when.field}, which no workflow field fills`);
    renamed.when = { ...field.when, field: controller };
  }
  return renamed;
}

/** Several fields at once. */
export const kindFields = (kind: AnyDocumentKind, toKind: Readonly<Record<string, KindTarget>>, names: readonly string[]) =>
  names.map((name) => kindField(kind, toKind, name));

/** "landlord_is_company" -> "landlordIsCompany". */
export const camelName = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A table that sends each workflow field to the kind field of the same name in snake_case. */
export const sameNames = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((snake) => [camelName(snake), snake]));
