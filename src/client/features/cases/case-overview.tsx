import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseJson } from "@shared/case-schemas";
import { ShortDate } from "@client/components/short-date";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { displayCaseNumber } from "./case-list";
import { CaseStatusBadge } from "./case-status-badge";
import { CaseStatusSelect } from "./case-status-select";
import { CaseTypeBadge } from "./case-type-badge";

interface CaseOverviewProps {
  item: CaseJson;
  onEdit(): void;
  onDelete(): void;
}

/** The case's title, type, status, number, county and story, with Edit and Delete. */
export function CaseOverview({ item, onEdit, onDelete }: CaseOverviewProps) {
  const { t } = useTranslation("cases");
  return (
    <Card className="grid gap-5 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <h2 className="break-words text-2xl font-bold text-slate-900">{item.title}</h2>
          <div className="flex flex-wrap gap-2">
            <CaseTypeBadge type={item.type} />
            <CaseStatusBadge status={item.status} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {t("overview.edit")}
          </Button>
          <Button variant="outlineDestructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" /> {t("overview.delete")}
          </Button>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t("overview.caseNumber")}>
          {item.caseNumber ? (
            item.caseNumber
          ) : (
            <span className="grid justify-items-start gap-0.5">
              <span>{displayCaseNumber(item)}</span>
              <span className="text-xs font-normal text-slate-600">{t("overview.referenceHint")}</span>
              <Button variant="link" size="custom" className="min-h-0 gap-2 px-0 text-sm" onClick={onEdit}>
                {t("overview.addCaseNumber")}
              </Button>
            </span>
          )}
        </Fact>
        <Fact label={t("overview.county")}>
          {item.county ? t("card.countyValue", { county: item.county }) : t("overview.noCounty")}
        </Fact>
        <Fact label={t("overview.updated")}>
          <ShortDate value={item.updatedAt} />
        </Fact>
        <Fact label={t("overview.started")}>
          <ShortDate value={item.createdAt} />
        </Fact>
      </dl>
      <CaseStatusSelect item={item} />
      <div className="grid gap-1">
        <h3 className="text-base font-bold text-slate-900">{t("overview.about")}</h3>
        <p className="whitespace-pre-line break-words text-slate-800">{item.description || t("overview.noDescription")}</p>
      </div>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="break-words font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
