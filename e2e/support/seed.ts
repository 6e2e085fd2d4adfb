import type { Page } from "playwright-core";
import { api, type Created } from "./e2e-app";

/** A small claims statement's answers, as the wizard sends them. */
export const SMALL_CLAIM = {
  plaintiff_name: "Maria Lopez",
  plaintiff_address: "123 Main Street, Miami, FL 33101",
  defendant_name: "ABC Repairs LLC",
  defendant_address: "9 Bay Road, Miami, FL 33102",
  claim_amount: 2500,
  claim_description: "I paid them to fix my roof and they never finished the job.",
  damages_occurred: "2026-03-05",
  county: "Miami-Dade",
};

/** A small claims answer's answers. */
const SMALL_CLAIM_ANSWER = {
  county: "Miami-Dade",
  case_number: "2026-012345-SP-05",
  plaintiff_name: "Credit Corp",
  plaintiff_address: "1 Bank Plaza, Tampa, FL 33601",
  defendant_name: "Maria Lopez",
  defendant_address: "123 Main Street, Miami, FL 33101",
  admit_deny: "Deny all allegations",
};

const DOCUMENTS = {
  claim: { type: "small_claims", kind: "small_claims_statement", templateData: SMALL_CLAIM },
  answer: { type: "small_claims_answer", kind: "small_claims_answer", templateData: SMALL_CLAIM_ANSWER },
} as const;

/** A case saved through the API (empty description unless given), then moved to `status` if one is given. */
export async function createCase(page: Page, input: Record<string, unknown>, status?: string): Promise<Created> {
  const created = await api<Created>(page, "POST", "/api/cases", { description: "", ...input });
  if (status) await api(page, "PATCH", `/api/cases/${created.id}`, { status });
  return created;
}

/** A small claims statement ("claim") or answer saved as a PDF document through the API, under a case if given. */
export function createDocument(page: Page, title: string, kind: keyof typeof DOCUMENTS, caseId?: string): Promise<Created> {
  return api<Created>(page, "POST", "/api/documents", { title, ...DOCUMENTS[kind], format: "pdf", caseId });
}
