/** Document types (codes stored and sent by the API): the library's categories, plus the generation types. */
export const DOCUMENT_TYPES = [
  "complaint",
  "answer",
  "motion",
  "notice",
  "demand_letter",
  "cease_desist",
  "power_of_attorney",
  "living_will",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  complaint: "Complaint",
  answer: "Answer",
  motion: "Motion",
  notice: "Notice",
  demand_letter: "Demand Letter",
  cease_desist: "Cease and Desist",
  power_of_attorney: "Power of Attorney",
  living_will: "Living Will",
};
