import type { CaseType } from "@shared/case-enums";
import type { DocumentModule } from "@shared/documents/kind";
import type { DocumentKindId } from "@shared/documents/registry";

export interface WizardTab {
  kind: DocumentKindId;
  /** The tab's id (the kind's `place.tab`). */
  tab: string;
  order: number;
  /** The type of case its wizard makes, if it makes one. */
  caseType?: CaseType;
}

/**
 * Where the document catalog places each kind's wizard (its `place` in src/shared/documents/) and the case it makes,
 * as a module page's tab list and a case's page need them before any wizard opens: the catalog itself, with every
 * field's schema, is loaded with the first wizard (wizard-tabs.test.ts holds this list to the catalog).
 */
export const WIZARD_TABS: Record<DocumentModule, readonly WizardTab[]> = {
  "small-claims": [
    { kind: "small_claims_statement", tab: "complaint", order: 20, caseType: "small_claims" },
    { kind: "civil_cover_sheet", tab: "cover-sheet", order: 22 },
    { kind: "small_claims_summons", tab: "summons", order: 24 },
    { kind: "civil_indigent_status", tab: "fee-waiver", order: 26 },
    { kind: "small_claims_answer", tab: "answer", order: 30, caseType: "small_claims_answer" },
    { kind: "general_demand_letter", tab: "resources", order: 40 },
  ],
  "landlord-tenant": [
    { kind: "landlord_notice", tab: "notices", order: 20 },
    { kind: "eviction_answer", tab: "defense", order: 30 },
  ],
  "security-deposits": [
    { kind: "security_deposit_demand", tab: "demand", order: 20, caseType: "security_deposit" },
    { kind: "security_deposit_lawsuit", tab: "lawsuit", order: 30, caseType: "security_deposit_lawsuit" },
  ],
  "debt-defense": [
    { kind: "debt_answer", tab: "answer", order: 20, caseType: "debt_defense" },
    { kind: "debt_validation_letter", tab: "validation", order: 30, caseType: "debt_defense" },
  ],
  "cease-desist": [
    { kind: "harassment_cease_desist", tab: "harassment", order: 20, caseType: "cease_desist" },
    { kind: "defamation_cease_desist", tab: "defamation", order: 30, caseType: "cease_desist" },
    { kind: "ip_cease_desist", tab: "intellectual", order: 40, caseType: "cease_desist" },
  ],
  "power-of-attorney": [
    { kind: "durable_power_of_attorney", tab: "durable", order: 20, caseType: "power_of_attorney" },
    { kind: "limited_power_of_attorney", tab: "limited", order: 30, caseType: "power_of_attorney" },
  ],
  "living-wills": [
    { kind: "living_will", tab: "living-will", order: 20, caseType: "living_will" },
    { kind: "health_care_surrogate", tab: "surrogate", order: 30, caseType: "living_will" },
  ],
};
