import { describe, expect, it } from "vitest";
import {
  countByTab,
  displayCaseNumber,
  filterCases,
  hasCaseFilters,
  isInTab,
  NO_CASE_FILTERS,
  type ListedCase,
} from "./case-list";

const item = (over: Partial<ListedCase>): ListedCase => ({
  id: "3f2a9c1e-0000-4000-8000-000000000000",
  title: "Case",
  description: "",
  caseNumber: null,
  type: "small_claims",
  status: "draft",
  updatedAt: "2026-01-01T00:00:00Z",
  ...over,
});

const roof = item({
  id: "a1",
  title: "Roof repair",
  description: "Contractor never finished",
  status: "in_progress",
  updatedAt: "2026-03-01T00:00:00Z",
});
const deposit = item({
  id: "b2",
  title: "Deposit",
  type: "security_deposit",
  status: "filed",
  caseNumber: "2026-SC-123",
  updatedAt: "2026-04-01T00:00:00Z",
});
const will = item({
  id: "c3",
  title: "My living will",
  type: "living_will",
  status: "completed",
  updatedAt: "2026-02-01T00:00:00Z",
});
const draft = item({ id: "d4", title: "Debt letter", type: "debt_defense", status: "draft", updatedAt: "2026-01-15T00:00:00Z" });
const resolved = item({ id: "e5", title: "Old dispute", status: "resolved", updatedAt: "2025-12-01T00:00:00Z" });
const all = [roof, deposit, will, draft, resolved];
const titles = (cases: ListedCase[]) => cases.map((c) => c.title);

describe("displayCaseNumber", () => {
  it("uses the court's number, or the first 8 characters of the id in upper case", () => {
    expect(displayCaseNumber({ id: "3f2a9c1e-0000", caseNumber: "2026-SC-1" })).toBe("2026-SC-1");
    expect(displayCaseNumber({ id: "3f2a9c1e-0000", caseNumber: null })).toBe("3F2A9C1E");
    expect(displayCaseNumber({ id: "3f2a9c1e-0000", caseNumber: "  " })).toBe("3F2A9C1E");
  });
});

describe("filterCases", () => {
  it("lists every case, most recently updated first, with no filters", () => {
    expect(titles(filterCases(all, NO_CASE_FILTERS))).toEqual([
      "Deposit",
      "Roof repair",
      "My living will",
      "Debt letter",
      "Old dispute",
    ]);
  });

  it("searches the title, description and case number, ignoring case", () => {
    expect(titles(filterCases(all, { ...NO_CASE_FILTERS, search: " ROOF " }))).toEqual(["Roof repair"]);
    expect(titles(filterCases(all, { ...NO_CASE_FILTERS, search: "never finished" }))).toEqual(["Roof repair"]);
    expect(titles(filterCases(all, { ...NO_CASE_FILTERS, search: "sc-123" }))).toEqual(["Deposit"]);
  });

  it("filters by exact status and type", () => {
    expect(titles(filterCases(all, { ...NO_CASE_FILTERS, status: "filed" }))).toEqual(["Deposit"]);
    expect(titles(filterCases(all, { ...NO_CASE_FILTERS, type: "small_claims" }))).toEqual(["Roof repair", "Old dispute"]);
    expect(filterCases(all, { search: "roof", status: "draft", type: "all" })).toEqual([]);
  });
});

describe("tabs", () => {
  it("groups drafts, active (in progress or filed) and completed (completed or resolved)", () => {
    expect(isInTab(roof, "active")).toBe(true);
    expect(isInTab(deposit, "active")).toBe(true);
    expect(isInTab(resolved, "completed")).toBe(true);
    expect(isInTab(draft, "drafts")).toBe(true);
    expect(isInTab(draft, "active")).toBe(false);
    expect(countByTab(all)).toEqual({ all: 5, drafts: 1, active: 2, completed: 2 });
    expect(countByTab([])).toEqual({ all: 0, drafts: 0, active: 0, completed: 0 });
  });

  it("knows when a search or filter is set", () => {
    expect(hasCaseFilters(NO_CASE_FILTERS)).toBe(false);
    expect(hasCaseFilters({ ...NO_CASE_FILTERS, search: "  " })).toBe(false);
    expect(hasCaseFilters({ ...NO_CASE_FILTERS, status: "draft" })).toBe(true);
    expect(hasCaseFilters({ ...NO_CASE_FILTERS, type: "living_will" })).toBe(true);
  });
});
