import type { CaseType } from "@shared/case-enums";
import type { DocumentModule } from "@shared/documents/kind";
import type { DocumentKindId } from "@shared/documents/registry";
import { WIZARD_PLACES, type WizardPlace } from "@shared/documents/wizard-places";

export interface WizardTab {
  kind: DocumentKindId;
  /** The tab's id (the kind's `place.tab`). */
  tab: string;
  order: number;
  /** The type of case its wizard makes, if it makes one. */
  caseType?: CaseType;
}

/**
 * Each module page's wizards, in their order, from the catalog's list of places (wizard-places.ts), which a module
 * page's tab list and a case's page read before any wizard opens: the catalog itself, with every field's schema, is
 * loaded with the first wizard.
 */
export const WIZARD_TABS: Record<DocumentModule, readonly WizardTab[]> = tabsByModule();

function tabsByModule(): Record<DocumentModule, WizardTab[]> {
  const byModule = {} as Record<DocumentModule, WizardTab[]>;
  const places = (Object.entries(WIZARD_PLACES) as [DocumentKindId, WizardPlace][]).sort(([, a], [, b]) => a.order - b.order);
  for (const [kind, { module, tab, order, caseType }] of places)
    (byModule[module] ??= []).push({ kind, tab, order, ...(caseType ? { caseType } : {}) });
  return byModule;
}
