import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Check, Plus, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { createDeadline, deleteDeadline } from "@shared/api/deadlines";
import type { ComputedDeadline } from "@shared/deadlines/clocks";
import { formatDate } from "@shared/i18n/format";
import { callApi, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { computedDeadlineInput } from "../components/deadlines/computed-deadline";
import { useCreateDeadline } from "../components/deadlines/use-deadline-mutations";
import { useExplanation } from "../components/deadlines/use-explanation";
import { Citations } from "@client/components/legal/citations";
import { Button } from "../components/ui/button";

type Stage = "adding" | "added" | "undoing" | "undone" | "failed";

export interface SuggestedDeadlinesProps {
  documentTitle: string;
  caseId: string | null;
  deadlines: readonly ComputedDeadline[];
  /**
   * The deadlines this paper already added (kept with the page, so coming back does not add them twice): undefined
   * until they are added, empty once she undid them.
   */
  addedIds: readonly string[] | undefined;
  onAddedIdsChange(ids: readonly string[]): void;
}

/**
 * The deadlines a new document starts (suggestedDeadlines), shown in "Your paper is ready" (paper-ready.tsx): added to
 * her deadlines at once, linked to the paper's case, with Undo; after Undo (or if adding failed) each can be added in
 * one tap.
 */
export function SuggestedDeadlines({ documentTitle, caseId, deadlines, addedIds, onAddedIdsChange }: SuggestedDeadlinesProps) {
  const { t } = useTranslation("deadlines");
  const queryClient = useQueryClient();
  const explain = useExplanation();
  const [stage, setStage] = useState<Stage>(addedIds === undefined ? "adding" : addedIds.length > 0 ? "added" : "undone");
  const started = useRef(false);
  const titleOf = (deadline: ComputedDeadline) => t(`clocks.${deadline.clockId}.deadlineTitle`);

  useEffect(() => {
    if (addedIds !== undefined || started.current) return;
    started.current = true;
    void (async () => {
      const ids: string[] = [];
      try {
        for (const deadline of deadlines) {
          const body = computedDeadlineInput(deadline, titleOf(deadline), explain, caseId);
          ids.push((await callApi(createDeadline, { body })).id);
        }
        onAddedIdsChange(ids);
        setStage("added");
      } catch (error) {
        if (handleUnauthorized(error)) return;
        // What was added stays, and can still be undone; the rest she adds by hand.
        onAddedIdsChange(ids);
        setStage(ids.length > 0 ? "added" : "failed");
      } finally {
        await refreshAfter(queryClient, createDeadline);
      }
    })();
    // Once, when the card first shows: what it adds is then kept in addedIds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const undo = async () => {
    setStage("undoing");
    try {
      await Promise.all((addedIds ?? []).map((id) => callApi(deleteDeadline, { params: { id } })));
      onAddedIdsChange([]);
      setStage("undone");
    } catch (error) {
      if (handleUnauthorized(error)) return;
      setStage("added");
    } finally {
      await refreshAfter(queryClient, deleteDeadline);
    }
  };

  const added = stage === "added" || stage === "undoing";
  return (
    <section aria-labelledby="suggested-deadlines-heading" className="grid gap-3">
      <h3 id="suggested-deadlines-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("suggestions.heading")}
      </h3>
      <p className="text-sm text-slate-700">{t("suggestions.intro", { title: documentTitle })}</p>
      <div role="status" className="grid gap-2">
        {stage === "adding" && <p className="text-sm text-slate-700">{t("suggestions.adding")}</p>}
        {added && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="flex items-center gap-1.5 font-semibold text-green-800">
              <Check className="size-4 shrink-0" aria-hidden="true" />{" "}
              {t("suggestions.addedAll", { count: addedIds?.length ?? 0 })}
            </p>
            <Button size="sm" variant="outline" disabled={stage === "undoing"} onClick={() => void undo()}>
              <Undo2 aria-hidden="true" /> {t("suggestions.undo")}
            </Button>
            <Link to="/deadlines" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              {t("suggestions.seeAll")}
            </Link>
          </div>
        )}
        {stage === "undone" && <p className="text-sm text-slate-700">{t("suggestions.undone", { title: documentTitle })}</p>}
        {stage === "failed" && <p className="text-sm text-red-700">{t("suggestions.failed")}</p>}
      </div>
      <ul className="grid gap-3">
        {deadlines.map((deadline) => (
          <SuggestedDeadline
            key={`${deadline.clockId}:${deadline.date}`}
            deadline={deadline}
            title={titleOf(deadline)}
            caseId={caseId}
            canAdd={stage === "undone" || stage === "failed"}
          />
        ))}
      </ul>
    </section>
  );
}

interface SuggestedDeadlineProps {
  deadline: ComputedDeadline;
  title: string;
  caseId: string | null;
  /** Added one by one, by hand: after Undo, or when adding them failed. */
  canAdd: boolean;
}

function SuggestedDeadline({ deadline, title, caseId, canAdd }: SuggestedDeadlineProps) {
  const { t, i18n } = useTranslation("deadlines");
  const explain = useExplanation();
  const create = useCreateDeadline();
  const [added, setAdded] = useState(false);
  const lastDay = formatDate(deadline.date, "weekday", i18n.language);
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="text-base font-bold text-slate-900">{lastDay}</p>
      <p className="text-sm text-slate-700">
        {explain(deadline.explanation)} <Citations text={deadline.citation} />
      </p>
      {canAdd && (
        <div>
          {added ? (
            <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-green-800">
              <Check className="size-4" aria-hidden="true" /> {t("suggestions.added")}
            </p>
          ) : (
            <Button
              size="sm"
              disabled={create.isPending}
              aria-label={t("suggestions.addLabel", { title })}
              onClick={() =>
                create.mutate(computedDeadlineInput(deadline, title, explain, caseId), { onSuccess: () => setAdded(true) })
              }
            >
              <Plus aria-hidden="true" /> {t("suggestions.add")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
