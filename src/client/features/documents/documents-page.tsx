import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentSummary } from "@shared/api/documents";
import type { DocumentItemData } from "@client/components/documents/document-item";
import { documentTypeLabel } from "@client/components/documents/document-type";
import { useDocuments } from "@client/components/documents/use-documents";
import { LoadError } from "@client/components/load-error";
import { TextLink } from "@client/components/text-link";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { PaperReady } from "@client/wizard/paper-ready";
import { formatNumber } from "@shared/i18n/format-number";
import {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENTS_PAGE_SIZE,
  documentStats,
  hasDocumentFilters,
  selectDocuments,
  type DocumentQuery,
} from "./document-list";
import { DocumentStats } from "./document-stats";
import { DocumentViews } from "./document-views";
import { DocumentsEmpty } from "./documents-empty";
import { DocumentsLoading } from "./documents-loading";
import { DocumentsToolbar } from "./documents-toolbar";
import { ShowMore } from "./show-more";
import { useDeleteDocument } from "./use-delete-document";
import type { DocumentView } from "./view-toggle";

const NO_FILTERS: DocumentQuery = { search: "", type: "all", sort: DEFAULT_DOCUMENT_SORT };
const NO_DOCUMENTS: DocumentSummary[] = [];

export default function DocumentsPage() {
  const { t, i18n } = useTranslation("documents");
  const documents = useDocuments();
  const [query, setQueryNow] = useState(NO_FILTERS);
  const [pages, setPages] = useState(1);
  // Typing stays quick in a long list: the list follows the search box a moment later.
  const listQuery = useDeferredValue(query);
  const [view, setView] = useState<DocumentView>("grid");
  const [toDelete, setToDelete] = useState<DocumentItemData | null>(null);
  const remove = useDeleteDocument({ onDeleted: () => setToDelete(null) });

  useUnauthorizedRedirect(documents.error);

  const all = documents.data ?? NO_DOCUMENTS;
  const typeLabel = useCallback((type: string) => documentTypeLabel(type, t), [t]);
  const shown = useMemo(
    () => selectDocuments(all, listQuery, typeLabel, i18n.language),
    [all, listQuery, typeLabel, i18n.language],
  );
  const built = useMemo(() => shown.slice(0, pages * DOCUMENTS_PAGE_SIZE), [shown, pages]);
  const setQuery = (next: DocumentQuery) => {
    setQueryNow(next);
    setPages(1);
  };
  const stats = useMemo(() => documentStats(all), [all]);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PaperReady />
      {documents.data && <DocumentStats stats={stats} />}
      <DocumentsToolbar query={query} onQueryChange={setQuery} view={view} onViewChange={setView} />
      <p className="text-sm text-slate-700">
        {t("list.templatesHint")} <TextLink to="/templates">{t("list.templatesLink")}</TextLink>
      </p>
      <section aria-labelledby="documents-heading" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
            {t("list.heading")}
          </h2>
          {documents.data && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t("list.showing", {
                shown: formatNumber(shown.length, i18n.language),
                total: formatNumber(all.length, i18n.language),
              })}
            </p>
          )}
        </div>
        {documents.isPending ? (
          <DocumentsLoading />
        ) : documents.isError ? (
          <LoadError what={t("list.what")} query={documents} />
        ) : shown.length === 0 ? (
          <DocumentsEmpty filtered={hasDocumentFilters(query)} onClear={() => setQuery({ ...NO_FILTERS, sort: query.sort })} />
        ) : (
          <>
            <DocumentViews view={view} documents={built} onDelete={setToDelete} />
            <ShowMore hidden={shown.length - built.length} onShowMore={() => setPages(pages + 1)} />
          </>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("delete.title")}
        description={t("delete.description", { title: toDelete?.title ?? "" })}
        confirmLabel={remove.isPending ? t("delete.deleting") : t("delete.confirm")}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </div>
  );
}
