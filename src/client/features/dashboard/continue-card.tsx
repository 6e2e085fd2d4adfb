import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CASE_TYPE_LABELS } from "@shared/case-enums";
import type { CaseJson } from "@shared/case-schemas";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/**
 * "Continue Where You Left Off". The spec looks for a case whose status is "active", which no case can have
 * (the statuses are draft, in_progress, filed, completed, resolved); we show the most recently updated
 * in_progress case instead.
 */
export function ContinueCard() {
  const { data } = useQuery<CaseJson[]>({ queryKey: ["/api/cases"] });
  const latest = data
    ?.filter((c) => c.status === "in_progress")
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (!latest) return null;
  return (
    <section aria-labelledby="continue-heading">
      <Card className="flex flex-col gap-3 border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="continue-heading" className="text-sm font-bold uppercase tracking-wide text-brand-800">
            Continue Where You Left Off
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{latest.title}</p>
          <p className="text-sm text-slate-700">
            {CASE_TYPE_LABELS[latest.type] ?? latest.type}
            {latest.county ? ` · ${latest.county} County` : ""}
          </p>
        </div>
        <Button asChild>
          <Link to={`/cases/${latest.id}`}>View Case</Link>
        </Button>
      </Card>
    </section>
  );
}
