/**
 * The next step a paper calls for: its answer's wizard, opened with what the paper says already filled in for her to
 * check. The wizard reads her draft when it opens (wizard/kind-draft.ts), so the paper's answers are saved as that
 * draft, over the same fields of any draft she had, and she is taken to the wizard's tab.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getDraft, saveDraft } from "@shared/api/drafts";
import type { PaperNextStepJson } from "@shared/papers";
import { callApi, queryKeyOf, statusOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

async function draftOf(questionnaire: string) {
  try {
    return await callApi(getDraft, { params: { questionnaire } });
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export function useStartNextStep() {
  const { t } = useTranslation("translator");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (step: PaperNextStepJson) => {
      // The document registry (every wizard's fields) is loaded when she starts the step, not with the page.
      const { findKind } = await import("@shared/documents/registry");
      const kind = findKind(step.documentKind);
      if (!kind) throw new Error(`No wizard for ${step.documentKind}`);
      // As the form holds them: text, a date "YYYY-MM-DD", an amount as she would type it.
      const prefill = Object.fromEntries(Object.entries(step.prefill).map(([name, value]) => [name, String(value)]));
      const questionnaire = kind.kind;
      const draft = await draftOf(questionnaire);
      await callApi(saveDraft, {
        params: { questionnaire },
        body: { step: 0, answers: { ...draft?.answers, ...prefill }, version: draft?.version ?? 0 },
      });
      queryClient.removeQueries({ queryKey: queryKeyOf(getDraft, { params: { questionnaire } }) });
      return kind;
    },
    onSuccess: (kind) => void navigate(`/${kind.module}?tab=${kind.place.tab}`),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("nextStep.failed"), description: t("nextStep.failedText"), variant: "destructive" });
    },
  });
}
