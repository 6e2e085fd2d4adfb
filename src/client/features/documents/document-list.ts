/**
 * What My Documents shows: search, type filter and sort, and the "by case" groups. Pure functions, so they are
 * tested without a browser.
 */
import { DOCUMENT_TYPES } from "@shared/document-enums";
import { DEFAULT_LANGUAGE, intlLocale } from "@shared/i18n/languages";
import { documentTypeLabel } from "@client/components/documents/document-type";

export interface ListedDocument {
  title: string;
  type: string;
  caseId: string | null;
  caseTitle: string | null;
  createdAt: string;
}

export const DOCUMENT_TYPE_FILTERS = ["all", ...DOCUMENT_TYPES] as const;
export type DocumentTypeFilter = (typeof DOCUMENT_TYPE_FILTERS)[number];

/** The sort orders of the spec; their labels are documents:toolbar.sorts.<value>. */
export const DOCUMENT_SORTS = ["date_desc", "date_asc", "title_asc", "title_desc", "type_asc"] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** How a type reads to the person (their language); English labels when not given. */
export type TypeLabel = (type: string) => string;
export const DEFAULT_DOCUMENT_SORT: DocumentSort = "date_desc";

export interface DocumentQuery {
  search: string;
  type: DocumentTypeFilter;
  sort: DocumentSort;
}

const collators = new Map<string, Intl.Collator>();

/**
 * Titles and type labels sort as her language sorts them ("ñ" after "n" in Spanish). A collator is slow to make on a
 * phone: one per language, made when a sort by title or type first needs it (the list opens sorted by date).
 */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(intlLocale(language), { sensitivity: "base", numeric: true });
    collators.set(language, collator);
  }
  return collator;
}
const time = (document: ListedDocument) => Date.parse(document.createdAt) || 0;
const newestFirst = (a: ListedDocument, b: ListedDocument) => time(b) - time(a);

const comparators = (
  label: TypeLabel,
  language: string,
): Record<DocumentSort, (a: ListedDocument, b: ListedDocument) => number> => ({
  date_desc: newestFirst,
  date_asc: (a, b) => time(a) - time(b),
  title_asc: (a, b) => collatorFor(language).compare(a.title, b.title) || newestFirst(a, b),
  title_desc: (a, b) => collatorFor(language).compare(b.title, a.title) || newestFirst(a, b),
  type_asc: (a, b) => collatorFor(language).compare(label(a.type), label(b.type)) || newestFirst(a, b),
});

/** Title or readable type label contains the search (any case); the type filter is exact, "all" means none. */
export function filterDocuments<T extends ListedDocument>(
  documents: readonly T[],
  { search, type }: Omit<DocumentQuery, "sort">,
  label: TypeLabel = documentTypeLabel,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return documents.filter(
    (document) =>
      (type === "all" || document.type === type) &&
      (!needle ||
        document.title.toLocaleLowerCase().includes(needle) ||
        label(document.type).toLocaleLowerCase().includes(needle)),
  );
}

export function sortDocuments<T extends ListedDocument>(
  documents: readonly T[],
  sort: DocumentSort,
  label: TypeLabel = documentTypeLabel,
  language: string = DEFAULT_LANGUAGE,
): T[] {
  return [...documents].sort(comparators(label, language)[sort]);
}

export function selectDocuments<T extends ListedDocument>(
  documents: readonly T[],
  query: DocumentQuery,
  label: TypeLabel = documentTypeLabel,
  language: string = DEFAULT_LANGUAGE,
): T[] {
  return sortDocuments(filterDocuments(documents, query, label), query.sort, label, language);
}

export function hasDocumentFilters(query: DocumentQuery): boolean {
  return query.search.trim() !== "" || query.type !== "all";
}

interface CaseGroup<T> {
  /** null: the documents not linked to a case. */
  caseId: string | null;
  /** The case's title; null for the unlinked group or a case without a title (the view names those). */
  heading: string | null;
  documents: T[];
}

/** Groups keep the order of the (already sorted) list; the unlinked documents come last. */
export function groupByCase<T extends ListedDocument>(documents: readonly T[]): CaseGroup<T>[] {
  const groups = new Map<string, CaseGroup<T>>();
  const unlinked: T[] = [];
  for (const document of documents) {
    if (!document.caseId) {
      unlinked.push(document);
      continue;
    }
    const group = groups.get(document.caseId);
    if (group) group.documents.push(document);
    else groups.set(document.caseId, { caseId: document.caseId, heading: document.caseTitle || null, documents: [document] });
  }
  const result = [...groups.values()];
  if (unlinked.length > 0) result.push({ caseId: null, heading: null, documents: unlinked });
  return result;
}
