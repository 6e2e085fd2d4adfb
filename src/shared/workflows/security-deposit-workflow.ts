/** Ask for a security deposit back: a workflow of our own, ending in the security deposit demand letter. */
import { securityDepositDemand } from "../documents/security-deposit-demand";
import { SECURITY_DEPOSIT } from "../florida/law";
import { kindFields, sameNames } from "./kind-fields";
import { defineWorkflow } from "./workflow-definition";

const groups = {
  tenant: ["tenant_name", "tenant_address", "tenant_phone", "tenant_email"],
  landlord: ["landlord_name", "landlord_address", "rental_address", "lease_start", "lease_end"],
  deposit: ["deposit_amount", "move_out_date", "days_since_moveout", "vacate_notice"],
  notice: ["landlord_notice", "damages_claimed", "amount_returned", "amount_demanded", "claim_notice_received", "dispute_reason"],
  deadline: ["response_days"],
} as const;

const toKind = sameNames(Object.values(groups).flat());
const k = securityDepositDemand;
const camel = (names: readonly string[]) => names.map((name) => Object.keys(toKind).find((key) => toKind[key] === name) ?? name);

export const securityDepositWorkflow = defineWorkflow({
  type: "security_deposit_demand",
  category: "landlord_tenant",
  icon: "key",
  estimatedTime: 20,
  difficulty: "easy",
  floridaStatutes: [SECURITY_DEPOSIT.returnWithoutClaimDays.citation, SECURITY_DEPOSIT.tenantObjectionDays.citation],
  filingFee: null,
  requiredDocuments: ["deposit_demand_letter"],
  kind: "security_deposit_demand",
  toKind,
  steps: Object.entries(groups).map(([id, names]) => ({ id, fields: kindFields(k, toKind, camel(names)) })),
});
