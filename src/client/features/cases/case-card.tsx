import { CalendarDays, Hash, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CaseSummary } from "@shared/api/cases";
import { ShortDate } from "@client/components/short-date";
import { Card } from "@client/components/ui/card";
import { displayCaseNumber } from "./case-list";
import { CaseStatusBadge } from "./case-status-badge";
import { CaseTypeBadge } from "./case-type-badge";

/**
 * One case in the list. The title is the card's only link, stretched over the whole card: one tab stop, the
 * whole card is clickable, and the link's name is the case title.
 */
export function CaseCard({ item }: { item: CaseSummary }) {
  const { t } = useTranslation("cases");
  const detailsId = useId();
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold leading-snug text-slate-900">
          <Link
            to={`/cases/${item.id}`}
            aria-describedby={detailsId}
            className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {item.title}
          </Link>
        </h2>
        <CaseStatusBadge status={item.status} />
      </div>
      {item.description && <p className="line-clamp-2 break-words text-sm text-slate-700">{item.description}</p>}
      <dl id={detailsId} className="mt-auto grid gap-1 text-sm text-slate-700">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="sr-only">{t("card.type")}</dt>
          <dd>
            <CaseTypeBadge type={item.type} />
          </dd>
        </div>
        <Detail icon={Hash} label={t("card.caseNumber")} value={displayCaseNumber(item)} />
        {item.county && <Detail icon={MapPin} label={t("card.county")} value={t("card.countyValue", { county: item.county })} />}
        <Detail icon={CalendarDays} label={t("card.updated")} showLabel value={<ShortDate value={item.updatedAt} />} />
      </dl>
    </Card>
  );
}

interface DetailProps {
  icon: typeof Hash;
  label: string;
  /** Show the label before the value instead of only to screen readers. */
  showLabel?: boolean;
  value: ReactNode;
}

function Detail({ icon: Icon, label, showLabel, value }: DetailProps) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <dt className={showLabel ? undefined : "sr-only"}>{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
