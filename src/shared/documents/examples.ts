/**
 * Every kind's example answers, by name (examples/<kind>.ts): the render tests, the API tests, the browser tests
 * and the benchmarks fill them in. Kept apart from the catalog so the client bundle does not carry them.
 */
import type { AnswersOfKind, DocumentKindId } from "./registry";
import { debtAnswerExamples } from "./examples/debt-answer";
import { debtValidationLetterExamples } from "./examples/debt-validation-letter";
import { defamationCeaseDesistExamples } from "./examples/defamation-cease-desist";
import { durablePowerOfAttorneyExamples } from "./examples/durable-power-of-attorney";
import { evictionAnswerExamples } from "./examples/eviction-answer";
import { generalDemandLetterExamples } from "./examples/general-demand-letter";
import { harassmentCeaseDesistExamples } from "./examples/harassment-cease-desist";
import { healthCareSurrogateExamples } from "./examples/health-care-surrogate";
import { ipCeaseDesistExamples } from "./examples/ip-cease-desist";
import { landlordNoticeExamples } from "./examples/landlord-notice";
import { limitedPowerOfAttorneyExamples } from "./examples/limited-power-of-attorney";
import { livingWillExamples } from "./examples/living-will";
import { securityDepositDemandExamples } from "./examples/security-deposit-demand";
import { securityDepositLawsuitExamples } from "./examples/security-deposit-lawsuit";
import { smallClaimsAnswerExamples } from "./examples/small-claims-answer";
import { smallClaimsStatementExamples } from "./examples/small-claims-statement";
import { civilCoverSheetExamples } from "./examples/civil-cover-sheet";
import { smallClaimsSummonsExamples } from "./examples/small-claims-summons";
import { civilIndigentStatusExamples } from "./examples/civil-indigent-status";

/** A kind without examples does not compile. */
export const KIND_EXAMPLES = {
  small_claims_statement: smallClaimsStatementExamples,
  small_claims_answer: smallClaimsAnswerExamples,
  debt_answer: debtAnswerExamples,
  debt_validation_letter: debtValidationLetterExamples,
  harassment_cease_desist: harassmentCeaseDesistExamples,
  defamation_cease_desist: defamationCeaseDesistExamples,
  ip_cease_desist: ipCeaseDesistExamples,
  general_demand_letter: generalDemandLetterExamples,
  landlord_notice: landlordNoticeExamples,
  eviction_answer: evictionAnswerExamples,
  security_deposit_demand: securityDepositDemandExamples,
  security_deposit_lawsuit: securityDepositLawsuitExamples,
  durable_power_of_attorney: durablePowerOfAttorneyExamples,
  limited_power_of_attorney: limitedPowerOfAttorneyExamples,
  living_will: livingWillExamples,
  health_care_surrogate: healthCareSurrogateExamples,
  civil_cover_sheet: civilCoverSheetExamples,
  small_claims_summons: smallClaimsSummonsExamples,
  civil_indigent_status: civilIndigentStatusExamples,
} as const satisfies { [Id in DocumentKindId]: Readonly<Record<string, AnswersOfKind<Id>>> };

type FirstOf<Examples> = Examples[keyof Examples];

/** The first example of each kind: the one a single render, a warm-up or a benchmark uses. */
export const SAMPLE_ANSWERS = Object.fromEntries(
  Object.entries(KIND_EXAMPLES).map(([kind, examples]) => [kind, Object.values(examples)[0]]),
) as { [Id in DocumentKindId]: FirstOf<(typeof KIND_EXAMPLES)[Id]> };
