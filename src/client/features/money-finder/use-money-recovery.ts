import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import { sumAmountsCents } from "@shared/money-finder/money-cents";
import {
  addMoneyRecovery,
  listActiveMoneyRecoveries,
  listMoneyRecoveries,
  searchMoneyRecovery,
  setMoneyRecoveryStatus,
} from "@shared/api/money-recovery";
import type { MoneySearchInfo, MoneySearchType, MoneyStatus, MoneyType } from "@shared/money-finder/money-recovery";
import { apiQuery, callApi, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** GET /api/money-recovery: every record, oldest first. */
export function useMoneyRecoveries() {
  return useQuery(apiQuery(listMoneyRecoveries, {}));
}

/** GET /api/money-recovery/active: found and claiming. */
export function useActiveRecoveries() {
  return useQuery(apiQuery(listActiveMoneyRecoveries, {}));
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
    mutationFn: (variables: SearchVariables) => callApi(searchMoneyRecovery, { body: variables }),
    onSuccess: async (results) => {
      const total = formatMoney(sumAmountsCents(results.map((result) => result.amount)) / 100, "cents", i18n.language);
      toast({ title: t("toasts.searchComplete"), description: t("toasts.found", { count: results.length, total }) });
      await refreshAfter(queryClient, searchMoneyRecovery);
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
      callApi(setMoneyRecoveryStatus, { params: { id }, body: { status } }),
    onSuccess: () => toast({ title: t("toasts.statusUpdated") }),
    onError: (error) => void handleUnauthorized(error),
    onSettled: () => refreshAfter(queryClient, setMoneyRecoveryStatus),
  });
}

export interface OwnItemVariables {
  type: MoneyType;
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
    mutationFn: (variables: OwnItemVariables) => callApi(addMoneyRecovery, { body: variables }),
    onSuccess: async () => {
      toast({ title: t("toasts.added") });
      await refreshAfter(queryClient, addMoneyRecovery);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.addFailed"), description: t("toasts.addFailedText"), variant: "destructive" });
    },
  });
}
