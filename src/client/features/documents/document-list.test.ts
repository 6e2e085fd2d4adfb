import { describe, expect, it } from "vitest";
import {
  DOCUMENT_SORTS,
  filterDocuments,
  groupByCase,
  hasDocumentFilters,
  selectDocuments,
  sortDocuments,
  type ListedDocument,
} from "./document-list";

const doc = (
  title: string,
  type: string,
  createdAt: string,
  caseId: string | null = null,
  caseTitle: string | null = null,
): ListedDocument => ({
  title,
  type,
  createdAt,
  caseId,
  caseTitle,
});

const claim = doc("Statement of Claim", "complaint", "2026-03-10T12:00:00Z", "c1", "Roof repair");
const answer = doc("answer to the claim", "answer", "2026-01-05T12:00:00Z", "c2", "Debt case");
const letter = doc("Demand for my deposit", "demand_letter", "2026-02-20T12:00:00Z");
const notice = doc("Notice to landlord", "notice", "2026-03-01T12:00:00Z", "c1", "Roof repair");
const all = [claim, answer, letter, notice];
const titles = (documents: ListedDocument[]) => documents.map((d) => d.title);

describe("filterDocuments", () => {
  it("keeps everything with no search and the 'all' type", () => {
    expect(filterDocuments(all, { search: "", type: "all" })).toEqual(all);
    expect(filterDocuments(all, { search: "   ", type: "all" })).toEqual(all);
  });

  it("matches the title, ignoring case and surrounding spaces", () => {
    expect(titles(filterDocuments(all, { search: "  STATEMENT ", type: "all" }))).toEqual(["Statement of Claim"]);
  });

  it("matches the readable type label, not only the stored value", () => {
    expect(titles(filterDocuments(all, { search: "demand letter", type: "all" }))).toEqual(["Demand for my deposit"]);
    expect(titles(filterDocuments(all, { search: "COMPLAINT", type: "all" }))).toEqual(["Statement of Claim"]);
  });

  it("matches and sorts by the label in the reader's language when given one", () => {
    const spanish = (type: string) =>
      ({ complaint: "Demanda", answer: "Respuesta", demand_letter: "Carta", notice: "Aviso" })[type] ?? type;
    expect(titles(filterDocuments(all, { search: "demanda", type: "all" }, spanish))).toEqual(["Statement of Claim"]);
    expect(titles(sortDocuments(all, "type_asc", spanish))).toEqual([
      "Notice to landlord",
      "Demand for my deposit",
      "Statement of Claim",
      "answer to the claim",
    ]);
  });

  it("filters by exact type, combined with the search", () => {
    expect(titles(filterDocuments(all, { search: "", type: "notice" }))).toEqual(["Notice to landlord"]);
    expect(filterDocuments(all, { search: "claim", type: "notice" })).toEqual([]);
    expect(titles(filterDocuments(all, { search: "claim", type: "answer" }))).toEqual(["answer to the claim"]);
    expect(filterDocuments(all, { search: "", type: "motion" })).toEqual([]);
  });

  it("does not change the list it was given", () => {
    const copy = [...all];
    filterDocuments(all, { search: "x", type: "answer" });
    sortDocuments(all, "title_asc");
    expect(all).toEqual(copy);
  });
});

describe("sortDocuments", () => {
  it("puts the newest first by default order and the oldest first on request", () => {
    expect(titles(sortDocuments(all, "date_desc"))).toEqual([
      "Statement of Claim",
      "Notice to landlord",
      "Demand for my deposit",
      "answer to the claim",
    ]);
    expect(titles(sortDocuments(all, "date_asc"))).toEqual([
      "answer to the claim",
      "Demand for my deposit",
      "Notice to landlord",
      "Statement of Claim",
    ]);
  });

  it("sorts titles alphabetically regardless of case, both ways", () => {
    expect(titles(sortDocuments(all, "title_asc"))).toEqual([
      "answer to the claim",
      "Demand for my deposit",
      "Notice to landlord",
      "Statement of Claim",
    ]);
    expect(titles(sortDocuments(all, "title_desc"))).toEqual([
      "Statement of Claim",
      "Notice to landlord",
      "Demand for my deposit",
      "answer to the claim",
    ]);
  });

  it("sorts by the readable type, newest first within a type", () => {
    const olderClaim = doc("Older claim", "complaint", "2025-12-01T12:00:00Z");
    expect(titles(sortDocuments([...all, olderClaim], "type_asc"))).toEqual([
      "answer to the claim",
      "Statement of Claim",
      "Older claim",
      "Demand for my deposit",
      "Notice to landlord",
    ]);
  });

  it("sorts titles as the reader's language does", () => {
    const named = ["Oso", "Ñandú", "Nube"].map((title) => doc(title, "other", "2026-01-01T12:00:00Z"));
    expect(titles(sortDocuments(named, "title_asc", undefined, "es"))).toEqual(["Nube", "Ñandú", "Oso"]);
    expect(titles(sortDocuments(named, "title_asc"))).toEqual(["Ñandú", "Nube", "Oso"]);
  });

  it("offers the five sort orders of the spec", () => {
    expect(DOCUMENT_SORTS).toEqual(["date_desc", "date_asc", "title_asc", "title_desc", "type_asc"]);
  });
});

describe("selectDocuments and hasDocumentFilters", () => {
  it("filters, then sorts", () => {
    expect(titles(selectDocuments(all, { search: "t", type: "all", sort: "title_desc" }))).toEqual([
      "Statement of Claim",
      "Notice to landlord",
      "Demand for my deposit",
      "answer to the claim",
    ]);
    expect(titles(selectDocuments(all, { search: "deposit", type: "all", sort: "date_asc" }))).toEqual(["Demand for my deposit"]);
  });

  it("knows when a search or a type filter is set", () => {
    expect(hasDocumentFilters({ search: " ", type: "all", sort: "title_asc" })).toBe(false);
    expect(hasDocumentFilters({ search: "a", type: "all", sort: "date_desc" })).toBe(true);
    expect(hasDocumentFilters({ search: "", type: "answer", sort: "date_desc" })).toBe(true);
  });
});

describe("groupByCase", () => {
  it("groups under the case title in list order, with the unlinked documents last", () => {
    const groups = groupByCase(sortDocuments(all, "date_desc"));
    expect(groups.map((g) => [g.heading, titles(g.documents)])).toEqual([
      ["Roof repair", ["Statement of Claim", "Notice to landlord"]],
      ["Debt case", ["answer to the claim"]],
      [null, ["Demand for my deposit"]],
    ]);
    expect(groups.at(-1)?.caseId).toBeNull();
  });

  it("has no unlinked group when every document has a case", () => {
    expect(groupByCase([claim]).map((g) => g.heading)).toEqual(["Roof repair"]);
    expect(groupByCase([])).toEqual([]);
  });
});
