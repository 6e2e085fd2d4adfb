import type { AppPageId } from "@shared/app-pages";
import { CALCULATOR_MODULE_NAMESPACES, MODULE_NAMESPACES } from "@client/features/modules/module-namespaces";
import { lazyPage, type LazyPage } from "@client/i18n/lazy-page";

/**
 * The component of each built page, loaded on demand with its message catalogs. A page of src/shared/app-pages.ts
 * without one shows an honest "coming soon" panel.
 */
export const PAGE_COMPONENTS: Partial<Record<AppPageId, LazyPage>> = {
  // The cases catalog comes with the card that names her case's type (continue-card.tsx), once she has one.
  dashboard: lazyPage(() => import("@client/features/dashboard/dashboard-page"), ["dashboard", "deadlines"]),
  cases: lazyPage(() => import("@client/features/cases/cases-page"), ["cases"]),
  case: lazyPage(() => import("@client/features/cases/case-page"), ["cases", "documents", "kinds", "validation", "deadlines"]),
  "new-case": lazyPage(() => import("@client/features/cases/new-case-page"), ["cases", "validation"]),
  documents: lazyPage(() => import("@client/features/documents/documents-page"), ["documents", "deadlines", "deadline-rules"]),
  document: lazyPage(() => import("@client/features/documents/paper-page"), ["documents", "deadlines", "wizard"]),
  deadlines: lazyPage(() => import("@client/features/deadlines/deadlines-page"), ["deadlines", "validation", "deadline-rules"]),
  "small-claims": lazyPage(() => import("@client/features/modules/small-claims/small-claims-page"), MODULE_NAMESPACES),
  "landlord-tenant": lazyPage(
    () => import("@client/features/modules/landlord-tenant/landlord-tenant-page"),
    CALCULATOR_MODULE_NAMESPACES,
  ),
  "security-deposits": lazyPage(
    () => import("@client/features/modules/security-deposits/security-deposits-page"),
    MODULE_NAMESPACES,
  ),
  "debt-defense": lazyPage(() => import("@client/features/modules/debt-defense/debt-defense-page"), CALCULATOR_MODULE_NAMESPACES),
  "cease-desist": lazyPage(() => import("@client/features/modules/cease-desist/cease-desist-page"), MODULE_NAMESPACES),
  "power-of-attorney": lazyPage(
    () => import("@client/features/modules/power-of-attorney/power-of-attorney-page"),
    MODULE_NAMESPACES,
  ),
  "living-wills": lazyPage(() => import("@client/features/modules/living-wills/living-wills-page"), MODULE_NAMESPACES),
  templates: lazyPage(() => import("@client/features/templates/templates-page"), ["templates", "validation"]),
  workflows: lazyPage(() => import("@client/features/workflows/workflows-page"), ["workflows", "kinds", "wizard", "validation"]),
  "ai-assistant": lazyPage(() => import("@client/features/assistant/assistant-page"), ["assistant"]),
  glossary: lazyPage(() => import("@client/features/glossary/glossary-page"), ["glossary"]),
  translator: lazyPage(() => import("@client/features/translator/translator-page"), ["translator"]),
  "money-finder": lazyPage(() => import("@client/features/money-finder/money-finder-page"), ["money-finder", "validation"]),
  settings: lazyPage(() => import("@client/features/settings/settings-page"), ["settings", "validation", "notifications"]),
  "case-predictor": lazyPage(() => import("@client/features/predictor/predictor-page"), ["predictor", "validation"]),
  "case-prediction": lazyPage(() => import("@client/features/predictor/predictor-page"), ["predictor", "validation"]),
};
