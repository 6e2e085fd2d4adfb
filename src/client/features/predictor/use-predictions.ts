import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CaseJson } from "@shared/case-schemas";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import type { PredictionCreateInput } from "@shared/predictor/predictor-input";
import { apiJson } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** Every prediction list lives under this key, so one invalidation refetches them all. */
export const PREDICTIONS_KEY = ["/api/predictions"] as const;

/** GET /api/predictions, or GET /api/predictions/case/{caseId} when the route names a case. */
export function usePredictions(caseId: string | undefined) {
  return useQuery<PredictionJson[]>({
    queryKey: caseId ? [...PREDICTIONS_KEY, "case", encodeURIComponent(caseId)] : PREDICTIONS_KEY,
  });
}

/** GET /api/cases/{id}: the case the form starts from. */
export function usePredictionCase(caseId: string | undefined) {
  return useQuery<CaseJson>({
    queryKey: [`/api/cases/${encodeURIComponent(caseId ?? "")}`],
    enabled: caseId !== undefined,
  });
}

/** POST /api/predictions, with the spec's toasts. */
export function useCreatePrediction() {
  const { t } = useTranslation("predictor");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PredictionCreateInput) => apiJson<PredictionJson>("POST", "/api/predictions", body),
    onSuccess: async () => {
      toast({ title: t("toasts.complete") });
      await queryClient.invalidateQueries({ queryKey: PREDICTIONS_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.failed"), description: t("toasts.failedText"), variant: "destructive" });
    },
  });
}
