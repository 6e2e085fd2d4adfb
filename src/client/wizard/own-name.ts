/**
 * The question of each kind that asks her own name (who she is in the paper): her account's name starts it, as her
 * county starts the county question, for her to check. Kinds she may make for someone else (a landlord company's
 * notice, a court's cover sheet or summons) are left out.
 */
import type { DocumentKind } from "@shared/documents/kind";

export const OWN_NAME_FIELD: Readonly<Record<string, string>> = {
  small_claims_statement: "plaintiff_name",
  small_claims_answer: "defendant_name",
  eviction_answer: "tenant_name",
  security_deposit_demand: "tenant_name",
  security_deposit_lawsuit: "plaintiff_name",
  debt_validation_letter: "sender_name",
  debt_answer: "defendant_name",
  general_demand_letter: "sender_name",
  harassment_cease_desist: "sender_name",
  defamation_cease_desist: "sender_name",
  ip_cease_desist: "sender_name",
  durable_power_of_attorney: "principal_name",
  limited_power_of_attorney: "principal_name",
  living_will: "declarant_name",
  health_care_surrogate: "designator_name",
};

/** Her name from her account, under the kind's question for it; nothing when she gave no name or it asks none. */
export function ownNameAnswer(
  kind: Pick<DocumentKind, "kind" | "fields">,
  user: { firstName: string | null; lastName: string | null } | null,
): Record<string, string> {
  const field = OWN_NAME_FIELD[kind.kind];
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  if (!field || !name || !kind.fields.some((asked) => asked.name === field)) return {};
  return { [field]: name };
}
