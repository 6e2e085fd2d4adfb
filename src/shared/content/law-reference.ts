/**
 * How a content file names a law entry: {{cite:KEY}}, {{value:KEY}}, {{money:KEY}}, {{summary:KEY}} (content-file.ts
 * says what each becomes). Its own module, so the browser's Markdown reads it without the front matter's YAML library.
 */
export const LAW_REFERENCE = /\{\{(cite|value|money|summary):([A-Za-z0-9_]+\.[A-Za-z0-9_]+)\}\}/g;

export type LawReferenceKind = "cite" | "value" | "money" | "summary";

export interface LawReference {
  kind: LawReferenceKind;
  key: string;
}

/** Every law reference written in a text, in order (for the tests that check each one resolves). */
export function lawReferences(text: string): LawReference[] {
  return [...text.matchAll(LAW_REFERENCE)].map((match) => ({ kind: match[1] as LawReferenceKind, key: match[2] ?? "" }));
}
