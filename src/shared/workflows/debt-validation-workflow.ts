/** Ask a debt collector to prove a debt: a workflow of our own, ending in the debt validation letter. */
import { debtValidationLetter } from "../documents/debt-validation-letter";
import { kindFields, sameNames } from "./kind-fields";
import { defineWorkflow } from "./workflow-definition";

const groups = {
  sender: ["sender_name", "sender_address"],
  collector: ["collector_name", "collector_address", "creditor_name", "current_creditor"],
  debt: ["debt_amount", "account_number", "date_of_default", "validation_notice", "notice_received_date"],
} as const;

const toKind = sameNames(Object.values(groups).flat());
const k = debtValidationLetter;
const camel = (names: readonly string[]) => names.map((name) => Object.keys(toKind).find((key) => toKind[key] === name) ?? name);

export const debtValidationWorkflow = defineWorkflow({
  type: "debt_validation",
  category: "debt",
  icon: "shield",
  estimatedTime: 15,
  difficulty: "easy",
  floridaStatutes: debtValidationLetter.statutes,
  filingFee: null,
  requiredDocuments: ["debt_validation_letter"],
  kind: "debt_validation_letter",
  toKind,
  steps: Object.entries(groups).map(([id, names]) => ({ id, fields: kindFields(k, toKind, camel(names)) })),
});
