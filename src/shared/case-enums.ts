/** Case types and statuses (codes stored in the database and sent by the API), with the labels users see. */
export const CASE_TYPES = [
  "small_claims",
  "small_claims_answer",
  "security_deposit",
  "security_deposit_lawsuit",
  "landlord_tenant",
  "debt_defense",
  "cease_desist",
  "power_of_attorney",
  "living_will",
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  small_claims: "Small Claims",
  small_claims_answer: "Small Claims Answer",
  security_deposit: "Security Deposit",
  security_deposit_lawsuit: "Security Deposit Lawsuit",
  landlord_tenant: "Landlord-Tenant",
  debt_defense: "Debt Defense",
  cease_desist: "Cease and Desist",
  power_of_attorney: "Power of Attorney",
  living_will: "Living Will",
};

export const CASE_STATUSES = ["draft", "in_progress", "filed", "completed", "resolved"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  draft: "Draft",
  in_progress: "In Progress",
  filed: "Filed",
  completed: "Completed",
  resolved: "Resolved",
};

/** The tabs of My Cases; the dashboard's "Active Cases" counts the same statuses. */
export const CASE_STATUS_GROUPS = {
  drafts: ["draft"],
  active: ["in_progress", "filed"],
  completed: ["completed", "resolved"],
} as const satisfies Record<string, readonly CaseStatus[]>;
