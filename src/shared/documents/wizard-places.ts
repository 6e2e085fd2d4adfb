/**
 * Where each kind of document's wizard appears — a tab of a module page, in `order` among that page's tabs — and the
 * type of case it makes, if it makes one. The one list both the catalog (each kind's `place` and `caseType`,
 * kind.ts) and the module pages' tab lists read: the pages need it before a wizard opens, without the catalog's
 * field schemas, so it imports nothing but types.
 */
import type { CaseType } from "../case-enums";
import type { KindPlace } from "./kind";

export interface WizardPlace extends KindPlace {
  caseType?: CaseType;
}

export const WIZARD_PLACES = {
  small_claims_statement: { module: "small-claims", tab: "complaint", order: 20, caseType: "small_claims" },
  civil_cover_sheet: { module: "small-claims", tab: "cover-sheet", order: 22 },
  small_claims_summons: { module: "small-claims", tab: "summons", order: 24 },
  civil_indigent_status: { module: "small-claims", tab: "fee-waiver", order: 26 },
  small_claims_answer: { module: "small-claims", tab: "answer", order: 30, caseType: "small_claims_answer" },
  general_demand_letter: { module: "small-claims", tab: "resources", order: 40 },
  landlord_notice: { module: "landlord-tenant", tab: "notices", order: 20 },
  eviction_answer: { module: "landlord-tenant", tab: "defense", order: 30 },
  security_deposit_demand: { module: "security-deposits", tab: "demand", order: 20, caseType: "security_deposit" },
  security_deposit_lawsuit: {
    module: "security-deposits",
    tab: "lawsuit",
    order: 30,
    caseType: "security_deposit_lawsuit",
  },
  debt_answer: { module: "debt-defense", tab: "answer", order: 20, caseType: "debt_defense" },
  debt_validation_letter: { module: "debt-defense", tab: "validation", order: 30, caseType: "debt_defense" },
  harassment_cease_desist: { module: "cease-desist", tab: "harassment", order: 20, caseType: "cease_desist" },
  defamation_cease_desist: { module: "cease-desist", tab: "defamation", order: 30, caseType: "cease_desist" },
  ip_cease_desist: { module: "cease-desist", tab: "intellectual", order: 40, caseType: "cease_desist" },
  durable_power_of_attorney: { module: "power-of-attorney", tab: "durable", order: 20, caseType: "power_of_attorney" },
  limited_power_of_attorney: { module: "power-of-attorney", tab: "limited", order: 30, caseType: "power_of_attorney" },
  living_will: { module: "living-wills", tab: "living-will", order: 20, caseType: "living_will" },
  health_care_surrogate: { module: "living-wills", tab: "surrogate", order: 30, caseType: "living_will" },
} as const satisfies Record<string, WizardPlace>;

export type PlacedKindId = keyof typeof WIZARD_PLACES;
