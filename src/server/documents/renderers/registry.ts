/** The renderer of every catalog kind: a kind without one does not compile. Adding a kind: one line here. */
import type { DocumentKindId } from "@shared/documents/registry";
import type { DocumentRenderer } from "../renderer";
import { renderDebtAnswer } from "./debt-answer";
import { renderDebtValidationLetter } from "./debt-validation-letter";
import { renderDefamationCeaseDesist } from "./defamation-cease-desist";
import { renderHarassmentCeaseDesist } from "./harassment-cease-desist";
import { renderIpCeaseDesist } from "./ip-cease-desist";
import { renderEvictionAnswer } from "./eviction-answer";
import { renderGeneralDemandLetter } from "./general-demand-letter";
import { renderLandlordNotice } from "./landlord-notice";
import { renderSecurityDepositDemand } from "./security-deposit-demand";
import { renderSecurityDepositLawsuit } from "./security-deposit-lawsuit";
import { renderSmallClaimsAnswer } from "./small-claims-answer";
import { renderDurablePowerOfAttorney } from "./durable-power-of-attorney";
import { renderLimitedPowerOfAttorney } from "./limited-power-of-attorney";
import { renderLivingWill } from "./living-will";
import { renderHealthCareSurrogate } from "./health-care-surrogate";
import { renderSmallClaimsStatement } from "./small-claims-statement";
import { renderCivilCoverSheet } from "./civil-cover-sheet";
import { renderSmallClaimsSummons } from "./small-claims-summons";
import { renderCivilIndigentStatus } from "./civil-indigent-status";

export const RENDERERS: { [Id in DocumentKindId]: DocumentRenderer<Id> } = {
  small_claims_statement: renderSmallClaimsStatement,
  small_claims_answer: renderSmallClaimsAnswer,
  debt_answer: renderDebtAnswer,
  debt_validation_letter: renderDebtValidationLetter,
  harassment_cease_desist: renderHarassmentCeaseDesist,
  defamation_cease_desist: renderDefamationCeaseDesist,
  ip_cease_desist: renderIpCeaseDesist,
  general_demand_letter: renderGeneralDemandLetter,
  landlord_notice: renderLandlordNotice,
  eviction_answer: renderEvictionAnswer,
  security_deposit_demand: renderSecurityDepositDemand,
  security_deposit_lawsuit: renderSecurityDepositLawsuit,
  durable_power_of_attorney: renderDurablePowerOfAttorney,
  limited_power_of_attorney: renderLimitedPowerOfAttorney,
  living_will: renderLivingWill,
  health_care_surrogate: renderHealthCareSurrogate,
  civil_cover_sheet: renderCivilCoverSheet,
  small_claims_summons: renderSmallClaimsSummons,
  civil_indigent_status: renderCivilIndigentStatus,
};
