/**
 * The welcome view's starting points: 6 topic cards and 8 popular questions.
 * Words live in locales/en/assistant.json under `topics.<id>` and `popular.<id>`; icons are the app's page icons.
 */
import type { PageIconKey } from "@shared/app-pages";

export interface AssistantTopic {
  id: string;
  icon: PageIconKey;
}

export const ASSISTANT_TOPICS: readonly AssistantTopic[] = [
  { id: "smallClaims", icon: "scale" },
  { id: "landlordTenant", icon: "home" },
  { id: "securityDeposits", icon: "wallet" },
  { id: "debtDefense", icon: "shield" },
  { id: "estatePlanning", icon: "scroll" },
  { id: "harassment", icon: "gavel" },
];

export const POPULAR_QUESTIONS: readonly string[] = [
  "smallClaimsLimit",
  "depositReturn",
  "threeDayNotice",
  "answerDebtSuit",
  "collectorHarassment",
  "powerOfAttorney",
  "livingWill",
  "ceaseDesist",
];
