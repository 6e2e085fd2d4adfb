/**
 * One paper (/documents/:id; the spec has no screen for a single document): its title, case and version with the
 * earlier versions, download and print, what to do next, and the deadlines it started that are not done. Reached
 * from My Documents, a case's papers and "Your paper is ready".
 */
import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatTimestamp } from "@shared/i18n/format";
import { AppLink } from "@client/components/app-link";
import { BackLink } from "@client/components/back-link";
import { documentTypeLabel, documentTypeTone } from "@client/components/documents/document-type";
import { PaperFileButtons } from "@client/components/documents/paper-file-buttons";
import { TaggedMessage } from "@client/components/tagged-message";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Badge } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { statusOf } from "@client/lib/api";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { PaperNextSteps } from "@client/wizard/paper-next-steps";
import { PaperNotFound } from "./paper-not-found";
import { PaperOpenDeadlines } from "./paper-open-deadlines";
import { PaperVersions } from "./paper-versions";
import { usePaper } from "./use-paper";

export default function PaperPage() {
  const { t, i18n } = useTranslation("documents");
  const { id = "" } = useParams();
  const paper = usePaper(id);
  useUnauthorizedRedirect(paper.error);

  if (paper.isPending)
    return <LoadingState status={t("paperPage.loading")} shape="panels" className="mx-auto w-full max-w-3xl" />;
  if (paper.isError) {
    const status = statusOf(paper.error);
    if (status === 400 || status === 404) return <PaperNotFound />;
    return <LoadError what={t("paperPage.what")} query={paper} />;
  }
  const item = paper.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackLink to="/documents">{t("paperPage.back")}</BackLink>
      <Card className="grid gap-5 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-1.5">
            <h2 className="break-words text-xl font-bold text-slate-900">{item.title}</h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <Badge tone={documentTypeTone(item.type)}>{documentTypeLabel(item.type, t)}</Badge>
              <span>
                <TaggedMessage
                  message={t("common:documentItem.created", { date: formatTimestamp(item.createdAt, "short", i18n.language) })}
                  components={[<time key="date" dateTime={item.createdAt} />]}
                />
              </span>
            </p>
            {item.caseId && item.caseTitle ? (
              <p className="break-words text-sm text-slate-700">
                {t("common:documentItem.case")}{" "}
                <AppLink to={`/cases/${item.caseId}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {item.caseTitle}
                </AppLink>
              </p>
            ) : (
              <p className="text-sm text-slate-700">{t("common:documentItem.noCase")}</p>
            )}
          </div>
        </div>
        <PaperVersions id={item.id} />
        <PaperFileButtons document={item} downloadLabel={t("paperPage.download")} openLabel={t("paperPage.open")} />
        <PaperNextSteps kind={item.kind} />
        <PaperOpenDeadlines paper={item} />
      </Card>
    </div>
  );
}
