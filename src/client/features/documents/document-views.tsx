import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentItem, type DocumentItemData } from "@client/components/documents/document-item";
import { groupByCase } from "./document-list";
import { useFirstScreenFirst } from "./use-first-screen";
import type { DocumentView } from "./view-toggle";

interface DocumentViewsProps {
  view: DocumentView;
  documents: DocumentItemData[];
  onDelete(document: DocumentItemData): void;
}

/**
 * The documents as a grid of cards, a list of rows, or grouped under their case. Memoised: a key typed in the search
 * re-renders the page at once, and these only when the (deferred) list they show changes; a long list shows its first
 * screenful first.
 */
export const DocumentViews = memo(function DocumentViews({ view, documents: all, onDelete }: DocumentViewsProps) {
  const documents = useFirstScreenFirst(all);
  if (view === "case") return <ByCase documents={documents} onDelete={onDelete} />;
  return <DocumentGrid documents={documents} onDelete={onDelete} layout={view === "list" ? "row" : "card"} />;
});

interface GridProps {
  documents: DocumentItemData[];
  onDelete(document: DocumentItemData): void;
  layout: "card" | "row";
  headingLevel?: "h3" | "h4";
  showCase?: boolean;
}

function DocumentGrid({ documents, onDelete, layout, headingLevel, showCase }: GridProps) {
  return (
    <ul className={layout === "row" ? "grid gap-2" : "grid gap-3 sm:grid-cols-2 xl:grid-cols-3"}>
      {documents.map((document) => (
        <DocumentRow
          key={document.id}
          document={document}
          layout={layout}
          headingLevel={headingLevel}
          showCase={showCase}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

type RowProps = Omit<GridProps, "documents"> & { document: DocumentItemData };

/**
 * One document of the list; memoised, so a search or a longer page builds only the documents it adds. The browser lays
 * out only the documents on screen (content-visibility), sizing the others by their last size or about a card's; the
 * clip margin keeps the card's shadow, which that containment would cut off.
 */
const DocumentRow = memo(function DocumentRow({ document, ...item }: RowProps) {
  return (
    <li className="[contain-intrinsic-size:auto_10rem] [content-visibility:auto] [overflow-clip-margin:4px]">
      <DocumentItem document={document} {...item} />
    </li>
  );
});

function ByCase({ documents, onDelete }: Omit<DocumentViewsProps, "view">) {
  return (
    <div className="grid gap-6">
      {groupByCase(documents).map((group) => (
        <CaseGroup
          key={group.caseId ?? "unlinked"}
          caseId={group.caseId}
          title={group.heading}
          documents={group.documents}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}

interface CaseGroupProps {
  caseId: string | null;
  title: string | null;
  documents: DocumentItemData[];
  onDelete(document: DocumentItemData): void;
}

/** The documents of one case under its title (or of no case), with a link to the case. */
function CaseGroup({ caseId, title, documents, onDelete }: CaseGroupProps) {
  const { t } = useTranslation("documents");
  const heading = title ?? t(caseId ? "byCase.untitled" : "byCase.unlinked");
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h3 className="text-lg font-bold text-slate-900">
          {heading} <span className="text-sm font-medium text-slate-600">{t("byCase.count", { count: documents.length })}</span>
        </h3>
        {caseId && (
          <Link
            to={`/cases/${caseId}`}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("byCase.open")}
            <span className="sr-only">{t("byCase.openCase", { title: heading })}</span>
          </Link>
        )}
      </div>
      <DocumentGrid documents={documents} onDelete={onDelete} layout="row" headingLevel="h4" showCase={false} />
    </section>
  );
}
