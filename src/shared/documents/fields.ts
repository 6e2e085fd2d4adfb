/**
 * A wizard field, as the spec defines it (name, type, required, max, options), plus what a person on a phone
 * needs: a minimum and a format hint for the keyboard. Its words (label, help, placeholder, option labels) live
 * in the message catalog (locales/<language>/kinds.json, see field-text.ts); a field holds none, save the English
 * words a paper prints for an option when they are not its label (`printedAs`): they are the paper's, not the wizard's.
 */
import type { Cited } from "../florida/cited";

export const FIELD_TYPES = ["text", "textarea", "number", "date", "select", "checkbox", "radio"] as const;

interface FieldCommon {
  /** The key in templateData (snake_case, as in the spec). */
  name: string;
  required?: boolean;
  /** A shared group of words (kinds.json `fields.<group>`) tried after the field's own; e.g. "yes_no", "county". */
  messages?: string;
  /** Figures from the law module that the field's words print ({{name}} in the catalog). */
  values?: Readonly<Record<string, string | number>>;
  /**
   * Law entries whose plain sentence the field's words print ({{name}} in the catalog). Kept apart from `values`
   * because a sentence has a language: the wizard writes it in the reader's, the server's English words (papers,
   * API) in English; `fieldValues` (field-text.ts) fills both in.
   */
  lawSentences?: Readonly<Record<string, Cited<unknown>>>;
  /**
   * The field only applies when another field has this value, or for a checkbox list, has it checked (and that
   * field applies itself): the wizard shows it only then, `required` only counts then, and otherwise its value is
   * dropped.
   */
  when?: { field: string; equals: string };
  /**
   * Figures her other answers give the field's words ({{name}}): the agent's name in an option's label, the amount
   * and the date in a note. The wizard formats each in her language; while one is not answered, the field's words
   * `whenBlank.<name>` stand in ("your agent").
   */
  answerValues?: (answers: Readonly<Record<string, unknown>>) => Readonly<Record<string, AnswerFigure | undefined>>;
}

/** A figure taken from her answers: words as they are, an amount of money, or a calendar date "YYYY-MM-DD". */
export type AnswerFigure = { text: string } | { money: number } | { date: string };

export interface TextField extends FieldCommon {
  type: "text" | "textarea";
  /** Longest answer accepted, in characters (default 200 for text, 4000 for textarea). */
  maxLength?: number;
  /** Shortest answer accepted, in characters (a description that must say enough). */
  minLength?: number;
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

interface OptionsCommon extends FieldCommon {
  options: readonly string[];
  /**
   * The paper prints the chosen options in English words: their English labels (src/server/documents/renderers/
   * option-words.ts, which refuses a field without this mark), the name of a defense that starts its paragraph, the
   * statute's words she initials. A wizard in another language shows each option's English words under its label,
   * so she knows what she signs. Options that only steer the paper (yes/no, a county, a court) are not marked.
   */
  printed?: true;
  /**
   * What the paper prints for an option when it is not the option's English label: the name of a defense that
   * starts its paragraph ("Failure to maintain the premises" for "Habitability issues"). The template and the
   * wizard's English words both read it (printedOptionWords), so she is shown what the paper says.
   */
  printedAs?: Readonly<Record<string, string>>;
  /**
   * Options that need a word on screen the moment she picks them, beside the question (what she must do now, with
   * her figures): their words are `notes.<code>` in the catalog.
   */
  notes?: readonly string[];
  /**
   * Options that add a demand, a waiver or a risky power to the paper: picking one first says what it does
   * (`confirm.<code>` in the catalog) and asks; it is chosen only once she says yes.
   */
  confirm?: readonly string[];
  /** Options most people leave alone: shown folded under "Advanced — most people skip this" (open once one is chosen). */
  advanced?: true;
}

export interface ChoiceField extends OptionsCommon {
  /** One of the options: codes (snake_case, stored, never renamed); their labels are in the catalog. */
  type: "select" | "radio";
}

export interface CheckboxField extends OptionsCommon {
  /** Any number of the options, by code (none when not required). */
  type: "checkbox";
}

export type FieldDefinition = TextField | NumberField | DateField | ChoiceField | CheckboxField;

export const DEFAULT_MAX_LENGTH = { text: 200, textarea: 4000 } as const;

/** The English words a paper prints for an option of a `printed` field: its `printedAs` words, else its English label. */
export function printedOptionWords(field: FieldDefinition, code: string, englishLabel: () => string): string {
  return ("printedAs" in field ? field.printedAs?.[code] : undefined) ?? englishLabel();
}

/**
 * Whether a field applies to these answers: it has no `when`, or the field it depends on has that value (a checkbox
 * list: has it checked) and applies itself, so a question asked after a conditional question goes away with it.
 */
export function fieldApplies(
  field: FieldDefinition,
  answers: Readonly<Record<string, unknown>>,
  fields: readonly FieldDefinition[],
): boolean {
  const when = field.when;
  if (!when) return true;
  const controller = fields.find((other) => other.name === when.field);
  const value = answers[when.field];
  const chosen = Array.isArray(value) ? value.includes(when.equals) : value === when.equals;
  return chosen && (!controller || fieldApplies(controller, answers, fields));
}

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

type AnswerOf<F> = F extends { type: "number" } ? number | string : ValueOf<F>;

/** Answers as the wizard or an API client sends them (money may be typed "1,250.50"): what an example holds. */
export type FieldAnswers<Fields extends readonly FieldDefinition[]> = {
  [F in Fields[number] as F["name"]]?: AnswerOf<F>;
};
