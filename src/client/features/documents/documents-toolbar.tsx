import { DOCUMENT_TYPE_LABELS } from "@shared/document-enums";
import { FormField } from "@client/components/ui/form-field";
import { SearchInput } from "@client/components/search-input";
import { NativeSelect } from "@client/components/ui/input";
import { DOCUMENT_SORTS, DOCUMENT_TYPE_FILTERS, type DocumentQuery, type DocumentSort, type DocumentTypeFilter } from "./document-list";
import { ViewToggle, type DocumentView } from "./view-toggle";

interface DocumentsToolbarProps {
  query: DocumentQuery;
  onQueryChange(query: DocumentQuery): void;
  view: DocumentView;
  onViewChange(view: DocumentView): void;
}

const typeLabel = (type: DocumentTypeFilter) => (type === "all" ? "All types" : DOCUMENT_TYPE_LABELS[type]);

/** Search, type filter, sort order and the view toggle of My Documents. */
export function DocumentsToolbar({ query, onQueryChange, view, onViewChange }: DocumentsToolbarProps) {
  const set = (change: Partial<DocumentQuery>) => onQueryChange({ ...query, ...change });
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <FormField label="Search documents">
          <SearchInput placeholder="Title or type, e.g. notice" value={query.search} onChange={(search) => set({ search })} />
        </FormField>
        <FormField label="Type">
          <NativeSelect value={query.type} onChange={(event) => set({ type: event.target.value as DocumentTypeFilter })}>
            {DOCUMENT_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Sort by">
          <NativeSelect value={query.sort} onChange={(event) => set({ sort: event.target.value as DocumentSort })}>
            {DOCUMENT_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <ViewToggle value={view} onChange={onViewChange} />
    </div>
  );
}
