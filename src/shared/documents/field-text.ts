/**
 * Where the catalog's words live: the message keys (namespace "kinds", locales/<language>/kinds.json) of a kind's
 * title, description and tab, and of each field's label, help, placeholder and option labels. A field's words
 * are looked up in order: the kind's own (`<kind>.fields.<name>`), the field name's shared ones
 * (`fields.<name>`, what the field factories share), then the field's shared group (`fields.<group>`).
 * Court papers stay English: the server reads the same keys from the English catalog.
 */
import { summaryOf } from "../content/law-summaries";
import type { MessageValues } from "./field-messages";
import type { FieldDefinition } from "./fields";

export { KINDS_NAMESPACE, kindTextKeys } from "./kind-text-keys";

export type FieldPart = "label" | "help" | "placeholder";

type Named = Pick<FieldDefinition, "name" | "messages">;

function chain(kind: string, field: Named, path: string): string[] {
  const keys = [`${kind}.fields.${field.name}.${path}`, `fields.${field.name}.${path}`];
  if (field.messages) keys.push(`fields.${field.messages}.${path}`);
  return keys;
}

/** The keys of one of a field's words, best first. */
export const fieldTextKeys = (kind: string, field: Named, part: FieldPart): string[] => chain(kind, field, part);

/** The keys of an option's label, best first. */
export const optionTextKeys = (kind: string, field: Named, code: string): string[] => chain(kind, field, `options.${code}`);

/** The keys of the note shown when she picks an option (a field's `notes`), best first. */
export const noteTextKeys = (kind: string, field: Named, code: string): string[] => chain(kind, field, `notes.${code}`);

/** The keys of what an option does, asked before it goes in the paper (a field's `confirm`), best first. */
export const confirmTextKeys = (kind: string, field: Named, code: string): string[] => chain(kind, field, `confirm.${code}`);

/** The keys of the words that stand in for a figure from her answers not given yet (`answerValues`), best first. */
export const blankAnswerKeys = (kind: string, field: Named, name: string): string[] => chain(kind, field, `whenBlank.${name}`);

/**
 * What a field's words are filled in with ({{name}}): the kind's figures, the field's, and the field's law sentences
 * in `language` (English for the papers and the server's English words, the reader's language in the wizard).
 */
export function fieldValues(
  kind: { readonly values?: MessageValues | undefined } | undefined,
  field: Pick<FieldDefinition, "values" | "lawSentences"> | undefined,
  language: string,
): Record<string, string | number> {
  const sentences = Object.entries(field?.lawSentences ?? {}).map(([name, entry]) => [name, summaryOf(entry, language) ?? ""]);
  return { ...kind?.values, ...field?.values, ...Object.fromEntries(sentences) };
}
