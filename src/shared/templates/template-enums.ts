/** Personal templates' types, categories and variable types (codes stored and sent by the API). */
import type { DocumentType } from "../document-enums";

export const TEMPLATE_TYPES = [
  "complaint",
  "answer",
  "motion",
  "notice",
  "demand_letter",
  "agreement",
  "affidavit",
  "other",
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_CATEGORIES = [
  "small_claims",
  "landlord_tenant",
  "security_deposit",
  "debt_defense",
  "estate_planning",
  "general",
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const VARIABLE_TYPES = ["text", "number", "date", "boolean"] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** The My Documents category of a document made from a template: types the library lacks are filed as notices. */
export function documentTypeOfTemplate(type: TemplateType): DocumentType {
  return type === "agreement" || type === "affidavit" || type === "other" ? "notice" : type;
}
