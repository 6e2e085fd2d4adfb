/**
 * A demand letter for any everyday dispute: pay money owed, do what was promised, give back property, or stop
 * doing something. The end of the demand letter workflow (src/shared/workflows/). Its consequences are lawful
 * steps only, chosen from a list: a letter that threatens criminal charges to get paid can be extortion (§ 836.05).
 */
import { CEASE_DESIST, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { letterPartyFields, responseDaysField } from "./cease-desist-fields";
import { defineKind } from "./kind";
import { emailField, phoneField } from "./party-fields";

/** The spec's recipient types: codes, never renamed. */
export const RECIPIENT_TYPES = ["individual", "business", "landlord", "contractor"] as const;
/** The spec's demand types ("Cease and Desist" is the demand to stop an action). */
export const DEMAND_TYPES = ["payment", "performance", "return_of_property", "stop_action"] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];
/** What the sender may lawfully do next. */
export const NEXT_STEPS = ["small_claims", "lawsuit", "agency_complaint"] as const;

export const DESCRIPTION_MIN_LENGTH = 200;

export const generalDemandLetter = defineKind({
  kind: "general_demand_letter",
  values: { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole") },
  // Shown under the small claims resources: a demand letter is what to send before suing.
  libraryType: "demand_letter",
  statutes: [SMALL_CLAIMS.limitDollars.citation, CEASE_DESIST.extortionWarning.citation],
  layout: "letter",
  fields: [
    ...letterPartyFields(),
    phoneField("sender_phone"),
    emailField("sender_email"),
    { name: "recipient_type", type: "select", required: true, options: RECIPIENT_TYPES },
    { name: "demand_type", type: "select", required: true, options: DEMAND_TYPES },
    {
      name: "amount_owed",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "demand_type", equals: "payment" },
    },
    { name: "incident_date", type: "date", required: true },
    { name: "description", type: "textarea", required: true, minLength: DESCRIPTION_MIN_LENGTH, maxLength: 3000 },
    responseDaysField,
    { name: "acceptable_resolution", type: "textarea", maxLength: 1500 },
    { name: "consequences", type: "checkbox", options: NEXT_STEPS, printed: true },
  ],
});
