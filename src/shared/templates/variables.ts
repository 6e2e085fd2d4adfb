/**
 * A template's variables are its {{name}} placeholders: names trimmed and
 * de-duplicated, in the order they first appear. Filling puts each value in as plain text: a value is never read
 * as another placeholder or as markup, and placeholders without a value stay as they are.
 */

/** Longest template text accepted (characters). */
export const MAX_TEMPLATE_LENGTH = 50_000;
/** Most variables one template may have. */
export const MAX_TEMPLATE_VARIABLES = 200;
/** Longest variable name. */
export const MAX_VARIABLE_NAME_LENGTH = 100;
/** Longest value of one variable when a template is used. */
export const MAX_VARIABLE_VALUE_LENGTH = 10_000;
/** Characters of a template shown on its card before it is cut (spec: 500). */
export const TEMPLATE_PREVIEW_LENGTH = 500;

// Law references ({{cite:GROUP.entry}}) are written in content files; they are not variables.
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const LAW_REFERENCE_NAME = /^(cite|value|money|summary):/;

/** The variable names of a template text, trimmed, de-duplicated, in order of first use; empty names are skipped. */
export function extractVariables(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? "").trim();
    if (name && !LAW_REFERENCE_NAME.test(name)) names.add(name);
  }
  return [...names];
}

/** The template with each placeholder that has a non-empty value replaced by that value, in one pass. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value !== undefined && value.trim() !== "" ? value : whole;
  });
}

/** The variables that still have no value. */
export function missingVariables(names: readonly string[], values: Readonly<Record<string, string | undefined>>): string[] {
  return names.filter((name) => !(values[name] ?? "").trim());
}

/** Variables whose name asks for more than a line get a multi-line input. */
export function isLongVariable(name: string): boolean {
  return /description|details|summary|content/i.test(name);
}

/** The card's preview: the first 500 characters, with an ellipsis when there is more. */
export function templatePreview(template: string): string {
  return template.length > TEMPLATE_PREVIEW_LENGTH ? `${template.slice(0, TEMPLATE_PREVIEW_LENGTH)}...` : template;
}
