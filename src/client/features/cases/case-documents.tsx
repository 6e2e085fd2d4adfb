import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DocumentItem } from "@client/components/documents/document-item";
import { EmptyState } from "@client/components/empty-state";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Card } from "@client/components/ui/card";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { useCaseDocuments } from "./use-case-documents";

/** The documents filed under this case (GET /api/documents?caseId=), each with Download and View. */
export function CaseDocuments({ caseId, modulePath }: { caseId: string; modulePath?: string }) {
  const { t } = useTranslation("cases");
  const documents = useCaseDocuments(caseId);
  useUnauthorizedRedirect(documents.error);
  const mine = documents.data ?? [];
  return (
    <Card className="grid gap-4 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {t("documents.heading")} {documents.data && <span className="text-sm font-medium text-slate-600">({mine.length})</span>}
        </span>
      </h3>
      {documents.isPending ? (
        <LoadingState status={t("documents.loading")} shape="rows" />
      ) : documents.isError ? (
        <LoadError what={t("documents.what")} query={documents} />
      ) : mine.length === 0 ? (
        <EmptyState
          text={t("documents.none")}
          action={
            modulePath && (
              <Link to={modulePath} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {t("documents.makeOne")}
              </Link>
            )
          }
        />
      ) : (
        <ul className="grid gap-2">
          {mine.map((document) => (
            <li key={document.id}>
              <DocumentItem document={document} layout="row" headingLevel="h4" showCase={false} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
