import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { appPage } from "@shared/app-pages";
import { BackLink } from "@client/components/back-link";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { CaseDeadlines } from "./case-deadlines";
import { CaseDocuments } from "./case-documents";
import {
  CaseAnswersAfterPaint as CaseAnswers,
  CaseDeleteDialogOnDemand,
  CaseEditDialogOnDemand,
  CasePacketOnDemand,
} from "./case-on-demand";
import { moduleOfCaseType } from "./case-modules";
import { CaseNextSteps } from "./case-next-steps";
import { CaseNotFound } from "./case-not-found";
import { CaseOverview } from "./case-overview";
import { isNotFoundError, useCase } from "./use-case";

export default function CasePage() {
  const { t } = useTranslation("cases");
  const { id = "" } = useParams();
  const current = useCase(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useUnauthorizedRedirect(current.error);

  if (current.isPending) return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto w-full max-w-6xl" />;
  if (current.isError) {
    if (isNotFoundError(current.error)) return <CaseNotFound />;
    return <LoadError what={t("page.what")} query={current} />;
  }
  const item = current.data;
  const moduleId = moduleOfCaseType(item.type);
  const modulePath = appPage(moduleId).route;
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <BackLink to="/cases">{t("page.allCases")}</BackLink>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="grid min-w-0 gap-4">
          <CaseOverview item={item} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
          <CasePacketOnDemand item={item} />
          <CaseDocuments caseId={item.id} modulePath={modulePath} />
          <CaseDeadlines caseId={item.id} />
          <CaseAnswers item={item} />
        </div>
        <CaseNextSteps item={item} moduleId={moduleId} />
      </div>
      <CaseEditDialogOnDemand item={item} open={editing} onOpenChange={setEditing} />
      <CaseDeleteDialogOnDemand item={item} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
