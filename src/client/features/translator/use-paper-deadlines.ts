/**
 * "Add these dates to my deadlines": one deadline per dated action, linked to the paper's case (paper-case.ts), in
 * one tap; the toast's Undo deletes what was added. Anything made before a failure is deleted again, so a failed
 * tap leaves nothing half-added.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { createCase, deleteCase } from "@shared/api/cases";
import { createDeadline, deleteDeadline } from "@shared/api/deadlines";
import { DEADLINE_LIMITS, type DeadlineType } from "@shared/deadlines/deadline-limits";
import type { PaperActionJson } from "@shared/papers";
import { callApi, refreshAfter, serverMessage, statusOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import type { PaperCase } from "./paper-case";
import { paperMessageValues } from "./paper-message";
import { actionName, datedActions, HEARING_ACTIONS, type PaperReading } from "./paper-reading";
import { undoAction } from "./undo-action";

export interface AddedDeadlines {
  deadlineIds: string[];
  paperCase: PaperCase | null;
}

const FILED = new Set([
  "answerEviction",
  "depositRent",
  "answerMoneyClaim",
  "answerLawsuit",
  "counterclaim",
  "appeal",
  "newTrial",
]);

const typeOf = (name: string): DeadlineType => (HEARING_ACTIONS.has(name) ? "hearing" : FILED.has(name) ? "filing" : "other");

async function undo(added: AddedDeadlines): Promise<void> {
  const gone = (error: unknown) => {
    if (statusOf(error) !== 404) throw error;
  };
  for (const id of added.deadlineIds) await callApi(deleteDeadline, { params: { id } }).catch(gone);
  if (added.paperCase?.made) await callApi(deleteCase, { params: { id: added.paperCase.id } }).catch(gone);
}

/** `onUndone`: what was added is gone again (she may add the dates again). */
export function useAddPaperDeadlines(onUndone: () => void) {
  const { t, i18n } = useTranslation("translator");
  const queryClient = useQueryClient();

  const refresh = async (added: AddedDeadlines) => {
    await refreshAfter(queryClient, createDeadline);
    if (added.paperCase) await refreshAfter(queryClient, createCase);
  };

  const titleOf = (action: PaperActionJson, caseNumber: string | null) => {
    const title = t(`paper.deadlineTitles.${actionName(action)}`);
    return (caseNumber ? t("paper.titleWithCase", { title, caseNumber }) : title).slice(0, DEADLINE_LIMITS.title);
  };

  const undoMutation = useMutation({
    mutationFn: undo,
    onSuccess: () => {
      onUndone();
      toast({ title: t("addDates.undone") });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("addDates.undoFailed"), description: t("addDates.undoFailedText"), variant: "destructive" });
    },
    onSettled: (_data, _error, added) => refresh(added),
  });

  const add = useMutation({
    mutationFn: async (reading: PaperReading): Promise<AddedDeadlines> => {
      const paper = reading.paper;
      const kindName = paper ? t(`paper.kinds.${paper.kind}`) : "";
      const caseNumber = paper?.caseNumber ?? null;
      // Finding or starting her case needs the case and document rules: loaded when she adds the dates.
      const { caseForPaper } = await import("./paper-case");
      const paperCase = await caseForPaper(reading, {
        title: t("addDates.caseTitle", { kind: kindName, caseNumber }),
        description: t("addDates.caseDescription"),
      });
      const added: AddedDeadlines = { deadlineIds: [], paperCase };
      try {
        for (const action of datedActions(reading)) {
          const name = actionName(action);
          const hearing = HEARING_ACTIONS.has(name) ? paper?.hearing : null;
          const created = await callApi(createDeadline, {
            body: {
              title: titleOf(action, caseNumber),
              description: t(action.what.key, paperMessageValues(action.what, i18n.language)),
              dueDate: action.dueDate!,
              dueTime: hearing?.time ?? null,
              reminderDate: null,
              type: typeOf(name),
              priority: "high",
              location: (hearing?.place ?? "").slice(0, DEADLINE_LIMITS.location),
              notes: action.citation ?? "",
              caseId: paperCase?.id ?? null,
            },
          });
          added.deadlineIds.push(created.id);
        }
      } catch (error) {
        await undo(added).catch(() => undefined);
        throw error;
      }
      return added;
    },
    onSuccess: async (added) => {
      await refresh(added);
      const where = added.paperCase
        ? t(added.paperCase.made ? "addDates.newCase" : "addDates.linkedCase", { title: added.paperCase.title })
        : t("addDates.noCase");
      toast({
        title: t("addDates.added", { count: added.deadlineIds.length }),
        description: where,
        action: undoAction(t("addDates.undo"), t("addDates.undoAlt"), () => undoMutation.mutate(added)),
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const status = statusOf(error) ?? 0;
      const text = status >= 400 && status < 500 ? serverMessage(error, t("addDates.failedText")) : t("addDates.failedText");
      toast({ title: t("addDates.failed"), description: text, variant: "destructive" });
    },
  });
  return { add, undo: undoMutation };
}
