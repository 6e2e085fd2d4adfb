/**
 * A wizard field, as the spec defines it (name, label, type, required, max, options), plus what a person on a
 * phone needs: help text in plain English, a placeholder, a minimum, and a format hint for the keyboard.
 */

export const FIELD_TYPES = ["text", "textarea", "number", "date", "select", "checkbox", "radio"] as const;

interface FieldCommon {
  /** The key in templateData (snake_case, as in the spec). */
  name: string;
  label: string;
  required?: boolean;
  /** One or two short, plain sentences shown under the field. */
  help?: string;
  placeholder?: string;
  /**
   * The field only applies when another field has this value: the wizard shows it only then, `required` only
   * counts then, and otherwise its value is dropped.
   */
  when?: { field: string; equals: string };
}

export interface TextField extends FieldCommon {
  type: "text" | "textarea";
  /** Longest answer accepted, in characters (default 200 for text, 4000 for textarea). */
  maxLength?: number;
  format?: "email" | "phone";
}

export interface NumberField extends FieldCommon {
  type: "number";
  min?: number;
  max?: number;
  /** "money": dollars and cents; "$" and thousands commas are accepted and removed. */
  format?: "money";
}

export interface DateField extends FieldCommon {
  /** A calendar date written "YYYY-MM-DD". */
  type: "date";
  /** A birth date: the person must be at least this old today (in Florida). */
  minAgeYears?: number;
}

export interface ChoiceField extends FieldCommon {
  /** One of the options; each option is both the value stored and the label shown. */
  type: "select" | "radio";
  options: readonly string[];
}

export interface CheckboxField extends FieldCommon {
  /** Any number of the options (none when not required). */
  type: "checkbox";
  options: readonly string[];
}

export type FieldDefinition = TextField | NumberField | DateField | ChoiceField | CheckboxField;

export const DEFAULT_MAX_LENGTH = { text: 200, textarea: 4000 } as const;

type ValueOf<F> = F extends { type: "number" }
  ? number
  : F extends { type: "checkbox"; options: readonly (infer O extends string)[] }
    ? O[]
    : F extends { type: "select" | "radio"; options: readonly (infer O extends string)[] }
      ? O
      : string;

/** A checkbox list is always there (maybe empty); other fields only when required and unconditional. */
type AlwaysPresent<F> = F extends { type: "checkbox" }
  ? true
  : F extends { when: object }
    ? false
    : F extends { required: true }
      ? true
      : false;

/** The typed answers a set of fields produces once validated: what a template receives. */
export type FieldValues<Fields extends readonly FieldDefinition[]> = {
  [F in Fields[number] as F["name"]]: AlwaysPresent<F> extends true ? ValueOf<F> : ValueOf<F> | undefined;
};
