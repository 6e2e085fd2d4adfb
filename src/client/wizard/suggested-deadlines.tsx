import { CalendarClock, Check, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ComputedDeadline } from "@shared/deadlines/clocks";
import { formatDate } from "@shared/i18n/format";
import { computedDeadlineInput } from "../components/deadlines/computed-deadline";
import { useCreateDeadline } from "../components/deadlines/use-deadline-mutations";
import { useExplanation } from "../components/deadlines/use-explanation";
import { Citations } from "@client/components/legal/citations";
import { Button } from "../components/ui/button";

/**
 * The deadlines a new document starts (suggestedDeadlines), each added to her deadlines in one click; shown in
 * "Your paper is ready" (paper-ready.tsx).
 */
export function SuggestedDeadlines({
  documentTitle,
  caseId,
  deadlines,
}: {
  documentTitle: string;
  caseId: string | null;
  deadlines: readonly ComputedDeadline[];
}) {
  const { t } = useTranslation("deadlines");
  const create = useCreateDeadline();
  const explain = useExplanation();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  return (
    <section aria-labelledby="suggested-deadlines-heading" className="grid gap-3">
      <h3 id="suggested-deadlines-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("suggestions.heading")}
      </h3>
      <p className="text-sm text-slate-700">{t("suggestions.intro", { title: documentTitle })}</p>
      <ul className="grid gap-3">
        {deadlines.map((deadline) => {
          const key = `${deadline.clockId}:${deadline.date}`;
          const title = t(`clocks.${deadline.clockId}.deadlineTitle`);
          return (
            <SuggestedDeadline
              key={key}
              deadline={deadline}
              title={title}
              added={added.has(key)}
              pending={create.isPending}
              onAdd={() =>
                create.mutate(computedDeadlineInput(deadline, title, explain, caseId), {
                  onSuccess: () => setAdded((current) => new Set(current).add(key)),
                })
              }
            />
          );
        })}
      </ul>
    </section>
  );
}

interface SuggestedDeadlineProps {
  deadline: ComputedDeadline;
  title: string;
  added: boolean;
  pending: boolean;
  onAdd(): void;
}

function SuggestedDeadline({ deadline, title, added, pending, onAdd }: SuggestedDeadlineProps) {
  const { t, i18n } = useTranslation("deadlines");
  const explain = useExplanation();
  const lastDay = formatDate(deadline.date, "weekday", i18n.language);
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="text-base font-bold text-slate-900">{lastDay}</p>
      <p className="text-sm text-slate-700">
        {explain(deadline.explanation)} <Citations text={deadline.citation} />
      </p>
      <div>
        {added ? (
          <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-green-800">
            <Check className="size-4" aria-hidden="true" /> {t("suggestions.added")}
          </p>
        ) : (
          <Button size="sm" disabled={pending} aria-label={t("suggestions.addLabel", { title })} onClick={onAdd}>
            <Plus aria-hidden="true" /> {t("suggestions.add")}
          </Button>
        )}
      </div>
    </li>
  );
}
