import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getCase } from "@shared/api/cases";
import { createPrediction, listCasePredictions, listPredictions } from "@shared/api/predictions";
import type { PredictionCreateInput } from "@shared/predictor/predictor-input";
import { apiQuery, callApi, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** GET /api/predictions, or GET /api/predictions/case/{caseId} when the route names a case. */
export function usePredictions(caseId: string | undefined) {
  return useQuery(caseId ? apiQuery(listCasePredictions, { params: { caseId } }) : apiQuery(listPredictions, {}));
}

/** GET /api/cases/{id}: the case the form starts from. */
export function usePredictionCase(caseId: string | undefined) {
  return useQuery({ ...apiQuery(getCase, { params: { id: caseId ?? "" } }), enabled: caseId !== undefined });
}

/** POST /api/predictions, with the spec's toasts. */
export function useCreatePrediction() {
  const { t } = useTranslation("predictor");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PredictionCreateInput) => callApi(createPrediction, { body }),
    onSuccess: async () => {
      toast({ title: t("toasts.complete") });
      await refreshAfter(queryClient, createPrediction);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.failed"), description: t("toasts.failedText"), variant: "destructive" });
    },
  });
}
