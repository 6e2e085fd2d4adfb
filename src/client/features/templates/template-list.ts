/** Search and category filter of the templates page (pure: tested without a browser). */
import type { TemplateCategory } from "@shared/templates/template-enums";

export interface TemplateFilters {
  search: string;
  category: TemplateCategory | "all";
}

export const NO_TEMPLATE_FILTERS: TemplateFilters = { search: "", category: "all" };

interface Filterable {
  name: string;
  description: string;
  category: TemplateCategory;
  tags: string[];
}

export function hasTemplateFilters(filters: TemplateFilters): boolean {
  return filters.search.trim() !== "" || filters.category !== "all";
}

/** Search matches name, description or a tag, ignoring case; the category is an exact match ("all": any). */
export function filterTemplates<T extends Filterable>(templates: readonly T[], filters: TemplateFilters): T[] {
  const words = filters.search.trim().toLocaleLowerCase("en");
  return templates.filter(
    (template) =>
      (filters.category === "all" || template.category === filters.category) &&
      (!words ||
        [template.name, template.description, ...template.tags].some((text) => text.toLocaleLowerCase("en").includes(words))),
  );
}

/** Tags typed as "a, b ,, c": trimmed, empty ones dropped, each once. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
