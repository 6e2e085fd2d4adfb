/**
 * The wizard's answers kept with a case (formData), as labelled, readable lines: labels come from the catalog
 * kind whose caseType matches, dates and money are written the way the PDFs write them.
 */
import type { CaseType } from "@shared/case-enums";
import type { FieldDefinition } from "@shared/documents/fields";
import { isIsoDate } from "@shared/florida/iso-date";
import { formatDate, formatMoney } from "@shared/format";
import { kindsOfCaseType } from "./case-modules";

interface AnswerLine {
  key: string;
  label: string;
  value: string;
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

/** The answer as text, or "" when there is nothing to show. */
export function formatAnswer(key: string, value: unknown, field?: FieldDefinition): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((item) => formatAnswer(key, item)).filter(Boolean).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([innerKey, inner]) => [humanizeKey(innerKey), formatAnswer(innerKey, inner)])
      .filter(([, text]) => text)
      .map(([label, text]) => `${label}: ${text}`)
      .join("; ");
  }
  const number = asNumber(value);
  if (number !== undefined && isMoney(key, field)) return formatMoney(number);
  if (typeof value === "number") return value.toLocaleString("en-US");
  const text = String(value).trim();
  return isIsoDate(text) ? formatDate(text) : text;
}

/** The answers in the order the wizard asks them, then any others; empty answers are left out. */
export function caseAnswerLines(type: CaseType, formData: Record<string, unknown>): AnswerLine[] {
  const fields = new Map<string, FieldDefinition>();
  for (const kind of kindsOfCaseType(type)) {
    for (const field of kind.fields as readonly FieldDefinition[]) if (!fields.has(field.name)) fields.set(field.name, field);
  }
  const keys = [...[...fields.keys()].filter((key) => Object.hasOwn(formData, key)), ...Object.keys(formData).filter((key) => !fields.has(key))];
  return keys
    .map((key) => {
      const field = fields.get(key);
      return { key, label: field?.label ?? humanizeKey(key), value: formatAnswer(key, formData[key], field) };
    })
    .filter((line) => line.value !== "");
}
