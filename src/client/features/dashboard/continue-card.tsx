import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CASE_STATUS_GROUPS, type CaseStatus } from "@shared/case-enums";
import { listCases, type CaseSummary } from "@shared/api/cases";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { apiQuery } from "@client/lib/api";

const ACTIVE: readonly CaseStatus[] = CASE_STATUS_GROUPS.active;

/**
 * "Continue Where You Left Off". The spec looks for a case whose status is "active", which no case can have
 * (the statuses are draft, in_progress, filed, completed, resolved); we show the most recently updated active
 * case (In Progress or Filed, as My Cases' Active tab and the Active Cases count do). A wizard's case is In
 * Progress as soon as its document is made.
 */
export function ContinueCard() {
  const { data } = useQuery(apiQuery(listCases, {}));
  const latest = data?.filter((c) => ACTIVE.includes(c.status)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (!latest) return null;
  // The case types' names are in the cases catalog, which the dashboard loads only when she has a case to continue.
  return (
    <Suspense fallback={null}>
      <LatestCase latest={latest} />
    </Suspense>
  );
}

function LatestCase({ latest }: { latest: CaseSummary }) {
  const { t } = useTranslation(["dashboard", "cases"]);
  const type = t(`cases:types.${latest.type}`, { defaultValue: latest.type });
  return (
    <section aria-labelledby="continue-heading">
      <Card tone="brandFilled" className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="continue-heading" className="text-sm font-bold uppercase tracking-wide text-brand-800">
            {t("continue.heading")}
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{latest.title}</p>
          <p className="text-sm text-slate-700">
            {latest.county ? t("continue.typeAndCounty", { type, county: latest.county }) : type}
          </p>
        </div>
        <Button asChild>
          <Link to={`/cases/${latest.id}`}>{t("continue.viewCase")}</Link>
        </Button>
      </Card>
    </section>
  );
}
