import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AppPageId } from "@shared/app-pages";
import { appPage } from "@shared/app-pages";
import type { CaseJson } from "@shared/case-schemas";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/kind-text-keys";
import { Card } from "@client/components/ui/card";
import { usePageText } from "@client/components/use-page-text";
import { kindsOfCaseType } from "./case-modules";

/** What to do next with this type of case: its module's guided documents, the case number, the papers, deadlines. */
export function CaseNextSteps({ item, moduleId }: { item: CaseJson; moduleId?: AppPageId }) {
  const { t } = useTranslation("cases");
  const pageText = usePageText();
  const kinds = kindsOfCaseType(item.type);
  const titles = kinds.map((kind) => t(kindTextKeys(kind.kind).title, { ns: KINDS_NAMESPACE }));
  const module = moduleId ? { path: appPage(moduleId).route, ...pageText(moduleId) } : undefined;
  return (
    <Card className="grid gap-3 p-5">
      <h3 className="text-lg font-bold text-slate-900">{t("nextSteps.heading")}</h3>
      <ol className="grid gap-3">
        {module && (
          <Step to={module.path} action={t("nextSteps.openModule", { name: module.name })}>
            {titles.length > 0 ? t("nextSteps.makePapers", { documents: titles.join(", ") }) : module.description}
          </Step>
        )}
        {!item.caseNumber && <Step>{t("nextSteps.addNumber")}</Step>}
        <Step to="/documents" action={t("nextSteps.documentsAction")}>
          {t("nextSteps.documents")}
        </Step>
        <Step to="/deadlines" action={t("nextSteps.deadlinesAction")}>
          {t("nextSteps.deadlines")}
        </Step>
      </ol>
    </Card>
  );
}

function Step({ to, action, children }: { to?: string; action?: string; children: ReactNode }) {
  return (
    <li className="grid gap-1 border-l-4 border-brand-200 pl-3 text-sm text-slate-800">
      <p>{children}</p>
      {to && action && (
        <Link to={to} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {action} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}
