/** Which legal module page (and so which guided documents) belongs to each case type. */
import type { AppPageId } from "@shared/app-pages";
import type { CaseType } from "@shared/case-enums";
import { WIZARD_TABS, type WizardTab } from "@client/wizard/wizard-tabs";

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

const PLACES = Object.entries(WIZARD_TABS).flatMap(([module, tabs]) => tabs.map((tab) => ({ ...tab, module })));

/** The catalog decides when one of its kinds makes this type of case; otherwise the table above. */
export function moduleOfCaseType(type: CaseType): AppPageId {
  return (PLACES.find((place) => place.caseType === type)?.module as AppPageId | undefined) ?? MODULE_OF_TYPE[type];
}

/** The catalog's documents that belong to this type of case, in the catalog's order. */
export function kindsOfCaseType(type: CaseType): WizardTab[] {
  return PLACES.filter((place) => place.caseType === type);
}
