/**
 * What a saved case's wizard answers (its formData, with the kinds' option codes) tell the predictor: the form
 * at /case-predictor/{caseId} starts from these, and the server fills in whatever the submitted details leave out.
 */
import type { CaseType } from "../case-enums";
import { isFloridaCounty, type FloridaCounty } from "../counties";
import { isIsoDate } from "../florida/iso-date";
import { parseMoney } from "../i18n/format";
import type { CaseDetails, PredictorCaseType } from "./predictor-input";

export interface CaseForPrediction {
  type: CaseType;
  county: string | null;
  description: string;
  formData: Record<string, unknown>;
}

export interface PredictionStart {
  caseType?: PredictorCaseType;
  county?: FloridaCounty;
  details: CaseDetails;
}

const PREDICTOR_TYPE_OF_CASE: Partial<Record<CaseType, PredictorCaseType>> = {
  small_claims: "small_claims",
  security_deposit: "security_deposit",
  security_deposit_lawsuit: "security_deposit",
  landlord_tenant: "landlord_tenant",
  debt_defense: "debt_collection",
};

/** The wizard answers that name the money in dispute, the first one present wins. */
const AMOUNT_FIELDS = ["claim_amount", "damages_claimed", "amount_demanded", "debt_amount", "total_owed", "deposit_amount"];
/** The wizard answers that date the event a time limit or notice deadline counts from. */
const EVENT_DATE_FIELDS = ["damages_occurred", "move_out_date", "incident_date"];
/** Attachments that are a written agreement. */
const AGREEMENT_ATTACHMENTS = new Set(["contract", "lease", "loan_papers"]);

/**
 * The eviction answer's rent_deposit options (documents/eviction-answer.ts): the rent paid into the court registry or
 * a motion to determine rent filed keeps her defenses; "no" loses all but payment.
 */
const RENT_DEPOSITED = new Map<unknown, "yes" | "no">([
  ["deposited", "yes"],
  ["motion_to_determine", "yes"],
  ["no", "no"],
]);
/**
 * The debt answer's debt_type options (documents/debt-answer.ts) that are not a federal student loan. A
 * "student_loan" may be federal or private, and "other" may be anything: both stay unanswered.
 */
const NOT_A_STUDENT_LOAN = new Set(["credit_card", "medical", "personal_loan", "auto_loan"]);

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

function amountOf(formData: Record<string, unknown>): number | undefined {
  for (const field of AMOUNT_FIELDS) {
    const value = formData[field];
    const amount = typeof value === "number" ? value : parseMoney(text(value) ?? "");
    if (amount !== undefined && Number.isFinite(amount) && amount >= 0) return amount;
  }
  return undefined;
}

function eventDateOf(formData: Record<string, unknown>): string | undefined {
  for (const field of EVENT_DATE_FIELDS) {
    const value = text(formData[field]);
    if (value && isIsoDate(value)) return value;
  }
  return undefined;
}

const yesNoOf = (value: unknown) => (value === "yes" || value === "no" ? value : undefined);

export function factsFromCase(saved: CaseForPrediction): PredictionStart {
  const { formData } = saved;
  const attachments = Array.isArray(formData.attachments)
    ? formData.attachments.filter((item) => typeof item === "string")
    : undefined;
  const notice = text(formData.landlord_notice);
  const details: CaseDetails = { description: saved.description.slice(0, 5000) };
  const amount = amountOf(formData);
  if (amount !== undefined) details.amountInDispute = amount;
  const eventDate = eventDateOf(formData);
  if (eventDate) details.eventDate = eventDate;
  if (attachments) details.evidence = attachments.length > 0 ? "yes" : "no";
  if (attachments?.some((item) => AGREEMENT_ATTACHMENTS.has(item))) details.writtenAgreement = "yes";
  const demand = yesNoOf(formData.demand_sent);
  if (demand) details.demandSent = demand;
  if (notice === "not_received" || notice === "late" || notice === "timely") details.landlordNotice = notice;
  const deposit = RENT_DEPOSITED.get(formData.rent_deposit);
  if (deposit) details.rentDeposited = deposit;
  if (NOT_A_STUDENT_LOAN.has(text(formData.debt_type) ?? "")) details.federalStudentLoan = "no";
  const county = saved.county ?? "";
  return {
    ...(PREDICTOR_TYPE_OF_CASE[saved.type] ? { caseType: PREDICTOR_TYPE_OF_CASE[saved.type] } : {}),
    ...(isFloridaCounty(county) ? { county } : {}),
    details,
  };
}

/** The submitted details, with what the case's answers say filling in any detail left out. */
export function withCaseFacts(submitted: CaseDetails, fromCase: CaseDetails): CaseDetails {
  const merged: CaseDetails = { ...fromCase };
  for (const [key, value] of Object.entries(submitted) as [keyof CaseDetails, CaseDetails[keyof CaseDetails]][]) {
    if (value !== undefined && value !== null && value !== "") Object.assign(merged, { [key]: value });
  }
  return merged;
}
