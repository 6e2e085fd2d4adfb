import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import { sumAmountsCents } from "@shared/money-finder/money-cents";
import type { MoneyRecoveryJson, MoneySearchInfo, MoneySearchType, MoneyStatus } from "@shared/money-finder/money-recovery";
import { apiJson } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** Both lists (all and active) live under this key, so one invalidation refetches both. */
export const MONEY_RECOVERY_KEY = ["/api/money-recovery"] as const;

/** GET /api/money-recovery: every record, oldest first. */
export function useMoneyRecoveries() {
  return useQuery<MoneyRecoveryJson[]>({ queryKey: MONEY_RECOVERY_KEY });
}

/** GET /api/money-recovery/active: found and claiming. */
export function useActiveRecoveries() {
  return useQuery<MoneyRecoveryJson[]>({ queryKey: [...MONEY_RECOVERY_KEY, "active"] });
}

export interface SearchVariables {
  searchType: MoneySearchType;
  searchInfo: MoneySearchInfo;
}

/** POST /api/money-recovery/search, with the spec's toasts. */
export function useMoneySearch() {
  const { t, i18n } = useTranslation("money-finder");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SearchVariables) => apiJson<MoneyRecoveryJson[]>("POST", "/api/money-recovery/search", variables),
    onSuccess: async (results) => {
      const total = formatMoney(sumAmountsCents(results.map((result) => result.amount)) / 100, "cents", i18n.language);
      toast({ title: t("toasts.searchComplete"), description: t("toasts.found", { count: results.length, total }) });
      await queryClient.invalidateQueries({ queryKey: MONEY_RECOVERY_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.searchFailed"), description: t("toasts.searchFailedText"), variant: "destructive" });
    },
  });
}

/** PUT /api/money-recovery/{id}: the spec shows no failure message, so a refused change just refetches. */
export function useSetRecoveryStatus() {
  const { t } = useTranslation("money-finder");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MoneyStatus }) =>
      apiJson<MoneyRecoveryJson>("PUT", `/api/money-recovery/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => toast({ title: t("toasts.statusUpdated") }),
    onError: (error) => void handleUnauthorized(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_RECOVERY_KEY }),
  });
}

export interface OwnItemVariables {
  type: string;
  source: string;
  description: string;
  amount: string;
  deadline: string;
}

/** POST /api/money-recovery: an item she found herself. */
export function useAddOwnItem() {
  const { t } = useTranslation("money-finder");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: OwnItemVariables) => apiJson<MoneyRecoveryJson>("POST", "/api/money-recovery", variables),
    onSuccess: async () => {
      toast({ title: t("toasts.added") });
      await queryClient.invalidateQueries({ queryKey: MONEY_RECOVERY_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.addFailed"), description: t("toasts.addFailedText"), variant: "destructive" });
    },
  });
}
