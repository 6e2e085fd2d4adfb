import { CalendarClock, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { listDocuments } from "@shared/api/documents";
import { formatDate } from "@shared/i18n/format";
import { useDueLabelText } from "@client/components/deadlines/due-label";
import { useDeadlines } from "@client/components/deadlines/use-deadlines";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { apiQuery } from "@client/lib/api";
import { todayIso } from "@client/lib/today";

/** The day a paper was made, on her own calendar. */
const madeOn = (createdAt: string, language: string) => formatDate(todayIso(new Date(createdAt)), "short", language);

/** Papers shown on the dashboard; the rest are one tap away in My Documents. */
const LATEST_PAPERS = 3;

/** What the dashboard opens with: her next deadline and her latest papers (the counters come below). */
export function WhatsNext() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <NextDeadline />
      <LatestPapers />
    </div>
  );
}

function NextDeadline() {
  const { t, i18n } = useTranslation("dashboard");
  const { data, isError } = useDeadlines();
  const dueText = useDueLabelText();
  const today = todayIso();
  // The list comes by due date: the first one still to do (an overdue one first of all).
  const next = data?.find((deadline) => deadline.status === "pending");
  const lastDay = next && formatDate(next.dueDate, "weekday", i18n.language);
  return (
    <Card className="grid content-start gap-2 p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("next.heading")}
      </h2>
      {!data && !isError && <Skeleton className="h-12 w-full" />}
      {isError && <p className="text-sm text-red-700">{t("next.loadError")}</p>}
      {data && !next && <p className="text-slate-700">{t("next.none")}</p>}
      {next && (
        <div>
          <p className="text-base font-semibold text-slate-900">{next.title}</p>
          <p className="text-xl font-bold text-brand-800">{lastDay}</p>
          <p className="text-sm font-semibold text-slate-700">{dueText(next, today)}</p>
        </div>
      )}
      <Link to="/deadlines" className="font-semibold text-brand-700 underline underline-offset-2">
        {t("next.all")}
      </Link>
    </Card>
  );
}

function LatestPapers() {
  const { t, i18n } = useTranslation("dashboard");
  // Only the papers it shows: she may have thousands.
  const { data: latest, isError } = useQuery(apiQuery(listDocuments, { query: { limit: String(LATEST_PAPERS) } }));
  return (
    <Card className="grid content-start gap-2 p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("papers.heading")}
      </h2>
      {!latest && !isError && <Skeleton className="h-12 w-full" />}
      {isError && <p className="text-sm text-red-700">{t("papers.loadError")}</p>}
      {latest?.length === 0 && <p className="text-slate-700">{t("papers.none")}</p>}
      {latest && latest.length > 0 && (
        <ul className="grid gap-1">
          {latest.map((document) => {
            const made = madeOn(document.createdAt, i18n.language);
            return (
              <li key={document.id} className="wrap-anywhere">
                {/* Her paper's own page: its download, what to do next and its deadlines, one tap away. */}
                <Link to={`/documents/${document.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {document.title}
                </Link>{" "}
                <span className="text-sm text-slate-700">· {made}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/documents" className="font-semibold text-brand-700 underline underline-offset-2">
        {t("papers.all")}
      </Link>
    </Card>
  );
}
