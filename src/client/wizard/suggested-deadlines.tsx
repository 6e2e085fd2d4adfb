import { CalendarClock, Check, Plus, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { ComputedDeadline } from "@shared/deadlines/clocks";
import { formatDate } from "@shared/i18n/format";
import { computedDeadlineInput } from "../components/deadlines/computed-deadline";
import { useCreateDeadline } from "../components/deadlines/use-deadline-mutations";
import { useExplanation } from "../components/deadlines/use-explanation";
import { Citations } from "@client/components/legal/citations";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";

/** What a finished wizard hands to the page it lands on (router state) when its document starts Florida clocks. */
export interface GeneratedDeadlines {
  documentTitle: string;
  caseId: string | null;
  deadlines: ComputedDeadline[];
}

export function generatedDeadlinesState(generated: GeneratedDeadlines): { generatedDeadlines: GeneratedDeadlines } {
  return { generatedDeadlines: generated };
}

function readGenerated(state: unknown): GeneratedDeadlines | undefined {
  const generated = (state as { generatedDeadlines?: GeneratedDeadlines } | null)?.generatedDeadlines;
  return generated && Array.isArray(generated.deadlines) && generated.deadlines.length > 0 ? generated : undefined;
}

/**
 * The wizard's success step: the deadlines the new document starts (suggestedDeadlines), each added to the
 * person's deadlines in one click. Shown where the wizard lands (My Documents) until hidden.
 */
export function SuggestedDeadlines() {
  const { t } = useTranslation("deadlines");
  const location = useLocation();
  const navigate = useNavigate();
  const generated = readGenerated(location.state);
  const create = useCreateDeadline();
  const explain = useExplanation();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  if (!generated) return null;

  const hide = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Card tone="brand" className="grid gap-4 p-4 sm:p-5">
      <section aria-labelledby="suggested-deadlines-heading" className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2 id="suggested-deadlines-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("suggestions.heading")}
          </h2>
          <Button variant="ghost" size="sm" onClick={hide}>
            <X aria-hidden="true" /> {t("suggestions.dismiss")}
          </Button>
        </div>
        <p className="text-sm text-slate-700">{t("suggestions.intro", { title: generated.documentTitle })}</p>
        <ul className="grid gap-3">
          {generated.deadlines.map((deadline) => {
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
                  create.mutate(computedDeadlineInput(deadline, title, explain, generated.caseId), {
                    onSuccess: () => setAdded((current) => new Set(current).add(key)),
                  })
                }
              />
            );
          })}
        </ul>
      </section>
    </Card>
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
      <h3 className="font-semibold text-slate-900">{title}</h3>
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
