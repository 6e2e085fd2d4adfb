/** What My Cases shows: text search, status and type filters, the status tabs and their counts. Pure functions. */
import { CASE_STATUS_GROUPS, type CaseStatus, type CaseType } from "@shared/case-enums";
import type { CaseJson } from "@shared/case-schemas";

export type ListedCase = Pick<CaseJson, "id" | "title" | "description" | "caseNumber" | "type" | "status" | "updatedAt">;

export type CaseTab = "all" | keyof typeof CASE_STATUS_GROUPS;
/** The tabs of My Cases, in order; their labels are cases:list.tabs.<tab>. */
export const CASE_TABS: readonly CaseTab[] = ["all", "drafts", "active", "completed"];

export interface CaseFilters {
  search: string;
  status: CaseStatus | "all";
  type: CaseType | "all";
}
export const NO_CASE_FILTERS: CaseFilters = { search: "", status: "all", type: "all" };

/** The case number the court gave, or the first 8 characters of the id in upper case until there is one. */
export function displayCaseNumber(item: Pick<ListedCase, "id" | "caseNumber">): string {
  return item.caseNumber?.trim() || item.id.slice(0, 8).toUpperCase();
}

export function hasCaseFilters(filters: CaseFilters): boolean {
  return filters.search.trim() !== "" || filters.status !== "all" || filters.type !== "all";
}

/** Search matches the title, description or case number (any case); status and type are exact, "all" means none. */
export function filterCases<T extends ListedCase>(cases: readonly T[], { search, status, type }: CaseFilters): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return cases
    .filter(
      (item) =>
        (status === "all" || item.status === status) &&
        (type === "all" || item.type === type) &&
        (!needle ||
          [item.title, item.description, displayCaseNumber(item)].some((text) => text.toLocaleLowerCase().includes(needle))),
    )
    .sort((a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0));
}

export function isInTab(item: Pick<ListedCase, "status">, tab: CaseTab): boolean {
  return tab === "all" || (CASE_STATUS_GROUPS[tab] as readonly CaseStatus[]).includes(item.status);
}

/** How many of the (already filtered) cases each tab holds, so a count always matches the cards shown. */
export function countByTab(cases: readonly Pick<ListedCase, "status">[]): Record<CaseTab, number> {
  const counts = { all: 0, drafts: 0, active: 0, completed: 0 };
  for (const item of cases) for (const tab of CASE_TABS) if (isInTab(item, tab)) counts[tab] += 1;
  return counts;
}
