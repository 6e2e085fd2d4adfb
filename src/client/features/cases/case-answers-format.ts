/**
 * The wizard's answers of a case (case-wizard-answers.ts), as labelled, readable lines: labels and option words come
 * from the catalog kind whose caseType matches (in the person's language), dates and money are written the way
 * the PDFs write them.
 */
import type { CaseType } from "@shared/case-enums";
import { fieldTextKeys, KINDS_NAMESPACE, optionTextKeys } from "@shared/documents/field-text";
import type { FieldDefinition } from "@shared/documents/fields";
import type { DocumentKind } from "@shared/documents/kind";
import { kindsOfCaseType } from "@shared/documents/registry";
import { isIsoDate } from "@shared/florida/iso-date";
import { formatDate, formatMoney, formatNumber } from "@shared/i18n/format";

interface AnswerLine {
  key: string;
  label: string;
  value: string;
}

/** A translation function (i18next's t): the first key of the list that exists, filled in. */
export type Translate = (keys: string | string[], options?: Record<string, unknown>) => string;

/** The words an answer is shown with. */
export interface AnswerWords {
  language: string;
  yes: string;
  no: string;
  label(kind: DocumentKind, field: FieldDefinition): string;
  option(kind: DocumentKind, field: FieldDefinition, code: string): string;
}

/** Labels and option words from the "kinds" catalog; `yes` and `no` for answers that are true or false. */
export function catalogAnswerWords(t: Translate, language: string, yesNo: { yes: string; no: string }): AnswerWords {
  const values = (kind: DocumentKind, field: FieldDefinition) => ({ ns: KINDS_NAMESPACE, ...kind.values, ...field.values });
  return {
    language,
    ...yesNo,
    label: (kind, field) => t(fieldTextKeys(kind.kind, field, "label"), values(kind, field)),
    option: (kind, field, code) => t(optionTextKeys(kind.kind, field, code), values(kind, field)),
  };
}

/** "plaintiff_name" or "plaintiffName" -> "Plaintiff name". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const MONEY_KEY = /amount|price|cost|rent|deposit|balance|fee|damages|owed/i;

function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || !/^\s*\$?\s*-?[\d,]+(\.\d+)?\s*$/.test(value)) return undefined;
  const number = Number(value.replace(/[$,\s]/g, ""));
  return Number.isFinite(number) ? number : undefined;
}

function isMoney(key: string, field: FieldDefinition | undefined): boolean {
  if (field) return field.type === "number" && field.format === "money";
  return MONEY_KEY.test(key);
}

interface Asked {
  kind: DocumentKind;
  field: FieldDefinition;
}

/** The answer as text, or "" when there is nothing to show. */
export function formatAnswer(key: string, value: unknown, words: AnswerWords, asked?: Asked): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value))
    return value
      .map((item) => formatAnswer(key, item, words, asked))
      .filter(Boolean)
      .join(", ");
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([innerKey, inner]) => [humanizeKey(innerKey), formatAnswer(innerKey, inner, words)])
      .filter(([, text]) => text)
      .map(([label, text]) => `${label}: ${text}`)
      .join("; ");
  }
  const field = asked?.field;
  if (asked && field && "options" in field && typeof value === "string" && field.options.includes(value)) {
    return words.option(asked.kind, field, value);
  }
  const number = asNumber(value);
  if (number !== undefined && isMoney(key, field)) return formatMoney(number, "cents", words.language);
  if (typeof value === "number") return formatNumber(value, words.language);
  const text = String(value).trim();
  return isIsoDate(text) ? formatDate(text, "long", words.language) : text;
}

/** The answers in the order the wizard asks them, then any others; empty answers are left out. */
export function caseAnswerLines(type: CaseType, answers: Record<string, unknown>, words: AnswerWords): AnswerLine[] {
  const fields = new Map<string, Asked>();
  for (const kind of kindsOfCaseType(type)) {
    for (const field of kind.fields as readonly FieldDefinition[])
      if (!fields.has(field.name)) fields.set(field.name, { kind, field });
  }
  const keys = [
    ...[...fields.keys()].filter((key) => Object.hasOwn(answers, key)),
    ...Object.keys(answers).filter((key) => !fields.has(key)),
  ];
  return keys
    .map((key) => {
      const asked = fields.get(key);
      return {
        key,
        label: asked ? words.label(asked.kind, asked.field) : humanizeKey(key),
        value: formatAnswer(key, answers[key], words, asked),
      };
    })
    .filter((line) => line.value !== "");
}
