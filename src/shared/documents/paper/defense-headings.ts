/**
 * Words the English court papers print, kept beside the kinds because the wizard shows them too: each defense's name
 * at the start of its paragraph. A reader in another language sees them under her own label («En el documento: "…"»,
 * src/client/questionnaire/paper-words.ts), so she knows what she signs. They are the paper's words, not the screen's: the
 * catalogs test does not look for screen text here, and they are not translated.
 */
import type { AFFIRMATIVE_DEFENSES } from "../small-claims-answer";
import type { DEBT_DEFENSES } from "../debt-answer";
import type { EVICTION_DEFENSES } from "../eviction-answer";

export const EVICTION_DEFENSE_HEADINGS = {
  improper_notice: "Improper notice",
  retaliation: "Retaliatory eviction",
  discrimination: "Discrimination",
  landlord_breach: "Landlord's breach",
  habitability: "Failure to maintain the premises",
} as const satisfies Record<(typeof EVICTION_DEFENSES)[number], string>;

export const DEBT_DEFENSE_HEADINGS = {
  statute_of_limitations: "Statute of limitations",
  not_my_debt: "Not Defendant's debt",
  wrong_amount: "Amount incorrect",
  paid: "Payment",
  no_standing: "Lack of standing",
} as const satisfies Record<(typeof DEBT_DEFENSES)[number], string>;

export const AFFIRMATIVE_DEFENSE_HEADINGS = {
  statute_of_limitations: "Statute of limitations",
  payment: "Payment",
  accord_and_satisfaction: "Accord and satisfaction",
  fraud: "Fraud",
  duress: "Duress",
} as const satisfies Record<(typeof AFFIRMATIVE_DEFENSES)[number], string>;
