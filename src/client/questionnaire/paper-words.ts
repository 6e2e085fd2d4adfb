/**
 * Court papers and letters stay English (Florida courts take filings in English). A wizard in another language
 * therefore shows, beside each option the paper prints, the English words it prints, and on a step where she
 * types words, a note that they go into the paper as she writes them.
 */
import type { FieldDefinition } from "@shared/documents/fields";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";

/**
 * Whether the interface speaks another language than the papers: English (and its test pseudo-locale, en-XA)
 * needs no English words beside the options and no note about writing in English.
 */
export const readsOtherThanPapers = (language: string): boolean => language.split("-")[0] !== DEFAULT_LANGUAGE;

/**
 * A printed option's English words beside her label: what the paper prints for it (printedOptionWords: the kind's
 * `printedAs` words, else the option's label in the English catalog). Which fields print their options is kind
 * data (`printed`, src/shared/documents/fields.ts) rather than "every choice": a yes/no, a county or a court only
 * steers the paper, and "In the paper: Yes" would not be true. Nothing when the English words are missing or the
 * same as her label (a name).
 */
export function paperWordsOf(field: FieldDefinition, label: string, english: string | undefined): string | undefined {
  if (!("printed" in field && field.printed) || !english) return undefined;
  return english.trim() === label.trim() ? undefined : english;
}

/**
 * Whether a step asks her to type words the paper prints as she writes them: a text box that is not an e-mail
 * address or a phone number, or a text area that is not a postal address.
 */
export const asksForWords = (fields: readonly FieldDefinition[]): boolean =>
  fields.some((field) =>
    field.type === "textarea" ? field.messages !== "address" : field.type === "text" && field.format === undefined,
  );
