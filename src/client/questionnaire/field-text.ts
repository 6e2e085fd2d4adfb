/** The words a questionnaire's fields are shown with: a document kind's (wizard/kind-text.ts) or a workflow's. */
import type { FieldPart } from "@shared/documents/field-text";
import type { FieldDefinition } from "@shared/documents/fields";
import type { Answers } from "./steps";

export interface FieldText {
  /** The questionnaire's name (the form's accessible name). */
  title: string;
  field(field: FieldDefinition, part: "label"): string;
  field(field: FieldDefinition, part: FieldPart): string | undefined;
  /** An option's label; with her answers, a label that names one of them (`answerValues`) prints it. */
  option(field: FieldDefinition, code: string, answers?: Answers): string;
  /** The note shown at once when she picks an option (a field's `notes`), with figures from her answers. */
  note?(field: FieldDefinition, code: string, answers: Answers): string | undefined;
  /** What an option adds to the paper, said before she confirms it (a field's `confirm`). */
  confirm?(field: FieldDefinition, code: string, answers: Answers): string | undefined;
  /**
   * The English words the paper prints for an option (fields marked `printed`), for a reader in another language;
   * undefined in English, for other fields, and when her label already says the same.
   */
  paperWords?(field: FieldDefinition, code: string): string | undefined;
}

/** An answer as the review shows it: option codes as their labels, a list joined; undefined when not answered. */
export function answerText(text: FieldText, field: FieldDefinition, value: unknown, answers?: Answers): string | undefined {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) return undefined;
  const hasOptions = "options" in field;
  const label = (code: unknown) => (hasOptions ? text.option(field, String(code), answers) : String(code));
  return Array.isArray(value) ? value.map(label).join(", ") : label(value);
}
