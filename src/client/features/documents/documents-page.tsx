import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentItemData } from "@client/components/documents/document-item";
import { documentTypeLabel } from "@client/components/documents/document-type";
import { LoadError } from "@client/components/load-error";
import { TextLink } from "@client/components/text-link";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { LIST_PAGE_SIZE } from "@client/lib/use-paged-list";
import { PaperReadyOnDemand } from "./paper-ready-on-demand";
import { formatNumber } from "@shared/i18n/format-number";
import { DEFAULT_DOCUMENT_SORT, hasDocumentFilters, type DocumentQuery } from "./document-list";
import { DocumentStats } from "./document-stats";
import { DocumentViews } from "./document-views";
import { DocumentsEmpty } from "./documents-empty";
import { DocumentsLoading } from "./documents-loading";
import { DocumentsToolbar } from "./documents-toolbar";
import { ListProgress } from "./list-progress";
import { ShowMore } from "./show-more";
import { useDeleteDocument } from "./use-delete-document";
import { useDocumentList } from "./use-document-list";
import type { DocumentView } from "./view-toggle";

const NO_FILTERS: DocumentQuery = { search: "", type: "all", sort: DEFAULT_DOCUMENT_SORT };

export default function DocumentsPage() {
  const { t, i18n } = useTranslation("documents");
  const [query, setQueryNow] = useState(NO_FILTERS);
  const [pages, setPages] = useState(1);
  // Typing stays quick in a long list: the list follows the search box a moment later.
  const listQuery = useDeferredValue(query);
  const [view, setView] = useState<DocumentView>("grid");
  const [toDelete, setToDelete] = useState<DocumentItemData | null>(null);
  const remove = useDeleteDocument({ onDeleted: () => setToDelete(null) });

  const typeLabel = useCallback((type: string) => documentTypeLabel(type, t), [t]);
  const list = useDocumentList(listQuery, typeLabel, i18n.language);
  const documents = list.pages;
  useUnauthorizedRedirect(documents.error ?? list.figures.error);

  const { shown } = list;
  const built = useMemo(() => shown.slice(0, pages * LIST_PAGE_SIZE), [shown, pages]);
  const setQuery = (next: DocumentQuery) => {
    setQueryNow(next);
    setPages(1);
  };
  const showMore = () => {
    setPages(pages + 1);
    if (built.length + LIST_PAGE_SIZE > shown.length && documents.hasNextPage) void documents.fetchNextPage();
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PaperReadyOnDemand />
      {!list.figures.isError && <DocumentStats stats={list.figures.data} />}
      <DocumentsToolbar query={query} onQueryChange={setQuery} view={view} onViewChange={setView} />
      <p className="text-sm text-slate-700">
        {t("list.templatesHint")} <TextLink to="/templates">{t("list.templatesLink")}</TextLink>
      </p>
      <section aria-labelledby="documents-heading" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
            {t("list.heading")}
          </h2>
          {documents.data && list.figures.data && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t("list.showing", {
                shown: formatNumber(built.length, i18n.language),
                total: formatNumber(list.figures.data.total, i18n.language),
              })}
            </p>
          )}
        </div>
        <ListProgress
          searching={list.searching}
          loadingAll={list.loadingAll ? { loaded: list.loadedCount, total: list.figures.data?.total } : null}
        />
        {documents.isPending ? (
          <DocumentsLoading />
        ) : documents.isError ? (
          <LoadError what={t("list.what")} query={documents} />
        ) : shown.length === 0 && !list.searching && !list.loadingAll ? (
          <DocumentsEmpty filtered={hasDocumentFilters(query)} onClear={() => setQuery({ ...NO_FILTERS, sort: query.sort })} />
        ) : (
          <>
            <DocumentViews view={view} documents={built} onDelete={setToDelete} />
            <ShowMore
              hidden={shown.length - built.length}
              moreOnServer={documents.hasNextPage && !list.loadingAll}
              unloaded={list.unloaded}
              loading={documents.isFetchingNextPage}
              onShowMore={showMore}
            />
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
