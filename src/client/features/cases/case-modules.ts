/** Which legal module page (and so which guided documents) belongs to each case type. */
import type { AppPageId } from "@shared/app-pages";
import type { CaseType } from "@shared/case-enums";
import { DOCUMENT_KINDS } from "@shared/documents/registry";

const MODULE_OF_TYPE: Record<CaseType, AppPageId> = {
  small_claims: "small-claims",
  small_claims_answer: "small-claims",
  security_deposit: "security-deposits",
  security_deposit_lawsuit: "security-deposits",
  landlord_tenant: "landlord-tenant",
  debt_defense: "debt-defense",
  cease_desist: "cease-desist",
  power_of_attorney: "power-of-attorney",
  living_will: "living-wills",
};

/** The catalog decides when one of its kinds makes this type of case; otherwise the table above. */
export function moduleOfCaseType(type: CaseType): AppPageId {
  return DOCUMENT_KINDS.find((kind) => kind.caseType === type)?.module ?? MODULE_OF_TYPE[type];
}

/** The catalog's documents that belong to this type of case. */
export function kindsOfCaseType(type: CaseType) {
  return DOCUMENT_KINDS.filter((kind) => kind.caseType === type);
}
