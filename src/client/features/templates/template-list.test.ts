import { describe, expect, it } from "vitest";
import { filterTemplates, hasTemplateFilters, NO_TEMPLATE_FILTERS, parseTags } from "./template-list";

const templates = [
  { name: "Repair request", description: "Ask for repairs", category: "landlord_tenant" as const, tags: ["tenant"] },
  { name: "Bill request", description: "Itemized bill", category: "general" as const, tags: ["charges"] },
];

describe("template list", () => {
  it("searches name, description and tags, ignoring case", () => {
    expect(filterTemplates(templates, { search: "REPAIR", category: "all" }).map((t) => t.name)).toEqual(["Repair request"]);
    expect(filterTemplates(templates, { search: "charges", category: "all" }).map((t) => t.name)).toEqual(["Bill request"]);
  });

  it("filters by category exactly", () => {
    expect(filterTemplates(templates, { search: "", category: "general" }).map((t) => t.name)).toEqual(["Bill request"]);
    expect(filterTemplates(templates, NO_TEMPLATE_FILTERS)).toHaveLength(2);
    expect(hasTemplateFilters(NO_TEMPLATE_FILTERS)).toBe(false);
    expect(hasTemplateFilters({ search: " x", category: "all" })).toBe(true);
  });

  it("reads tags typed with commas", () => {
    expect(parseTags(" a, b ,, a ,c ")).toEqual(["a", "b", "c"]);
  });
});
