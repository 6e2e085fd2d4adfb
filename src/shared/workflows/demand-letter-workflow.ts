/** Write a demand letter: the spec's demand letter workflow, ending in the catalog's general demand letter. */
import { generalDemandLetter } from "../documents/general-demand-letter";
import { kindFields } from "./kind-fields";
import { defineWorkflow, type KindTarget } from "./workflow-definition";

const toKind: Record<string, KindTarget> = {
  yourName: "sender_name",
  yourAddress: "sender_address",
  yourPhone: "sender_phone",
  yourEmail: "sender_email",
  recipientName: "recipient_name",
  recipientAddress: "recipient_address",
  recipientType: "recipient_type",
  demandType: "demand_type",
  amountOwed: "amount_owed",
  incidentDate: "incident_date",
  description: "description",
  deadline: "response_days",
  acceptableResolution: "acceptable_resolution",
  consequences: "consequences",
};

const k = generalDemandLetter;

export const demandLetterWorkflow = defineWorkflow({
  type: "demand_letter",
  category: "general",
  icon: "mail",
  estimatedTime: 30,
  difficulty: "easy",
  floridaStatutes: generalDemandLetter.statutes,
  filingFee: null,
  requiredDocuments: ["demand_letter", "proof_of_service"],
  kind: "general_demand_letter",
  toKind,
  steps: [
    { id: "sender", fields: kindFields(k, toKind, ["yourName", "yourAddress", "yourPhone", "yourEmail"]) },
    { id: "recipient", fields: kindFields(k, toKind, ["recipientName", "recipientAddress", "recipientType"]) },
    { id: "demand", fields: kindFields(k, toKind, ["demandType", "amountOwed", "incidentDate", "description"]) },
    { id: "resolution", fields: kindFields(k, toKind, ["deadline", "acceptableResolution", "consequences"]) },
  ],
});
