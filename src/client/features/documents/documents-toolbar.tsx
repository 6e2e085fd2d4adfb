import { useTranslation } from "react-i18next";
import { documentTypeLabel } from "@client/components/documents/document-type";
import { SearchInput } from "@client/components/search-input";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import {
  DOCUMENT_SORTS,
  DOCUMENT_TYPE_FILTERS,
  type DocumentQuery,
  type DocumentSort,
  type DocumentTypeFilter,
} from "./document-list";
import { ViewToggle, type DocumentView } from "./view-toggle";

interface DocumentsToolbarProps {
  query: DocumentQuery;
  onQueryChange(query: DocumentQuery): void;
  view: DocumentView;
  onViewChange(view: DocumentView): void;
}

/** Search, type filter, sort order and the view toggle of My Documents. */
export function DocumentsToolbar({ query, onQueryChange, view, onViewChange }: DocumentsToolbarProps) {
  const { t } = useTranslation("documents");
  const set = (change: Partial<DocumentQuery>) => onQueryChange({ ...query, ...change });
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <FormField label={t("toolbar.search")}>
          <SearchInput placeholder={t("toolbar.searchPlaceholder")} value={query.search} onChange={(search) => set({ search })} />
        </FormField>
        <FormField label={t("toolbar.type")}>
          <NativeSelect value={query.type} onChange={(event) => set({ type: event.target.value as DocumentTypeFilter })}>
            {DOCUMENT_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {type === "all" ? t("toolbar.allTypes") : documentTypeLabel(type, t)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("toolbar.sort")}>
          <NativeSelect value={query.sort} onChange={(event) => set({ sort: event.target.value as DocumentSort })}>
            {DOCUMENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`toolbar.sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <ViewToggle value={view} onChange={onViewChange} />
    </div>
  );
}
