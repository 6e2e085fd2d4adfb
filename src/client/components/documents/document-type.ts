/** How a document's type reads and looks, shared by My Documents and the case page. */
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "@shared/document-enums";
import type { BadgeTone } from "../ui/badge";

const TONES: Record<DocumentType, BadgeTone> = {
  complaint: "blue",
  answer: "teal",
  motion: "violet",
  notice: "amber",
  demand_letter: "red",
  cease_desist: "red",
  power_of_attorney: "green",
  living_will: "slate",
};

const isKnownType = (type: string): type is DocumentType => Object.hasOwn(DOCUMENT_TYPE_LABELS, type);

/** A component's `t` (react-i18next); without one, the English labels of src/shared/document-enums.ts are used. */
type Translate = (key: string) => string;

/**
 * "demand_letter" -> "Demand Letter" (common:documentTypes, in the reader's language when `t` is given); a type
 * outside the list reads as its words ("eviction_answer" -> "Eviction answer").
 */
export function documentTypeLabel(type: string, t?: Translate): string {
  if (isKnownType(type)) return t ? t(`common:documentTypes.${type}`) : DOCUMENT_TYPE_LABELS[type];
  const words = type.replace(/[_-]+/g, " ").trim();
  if (words) return words[0]!.toUpperCase() + words.slice(1);
  return t ? t("common:documentTypes.unknown") : "Document";
}

export function documentTypeTone(type: string): BadgeTone {
  return isKnownType(type) ? TONES[type] : "slate";
}
