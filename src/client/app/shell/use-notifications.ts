/** Her stored notifications (newest first) and marking them read, through the notifications contracts. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listNotifications, readAllNotifications, readNotification } from "@shared/api/notifications";
import { apiQuery, callApi, refreshAfter } from "@client/lib/api";

/** Fetched again now and then, so a reminder whose time came shows without a reload. */
const REFRESH_MS = 5 * 60_000;

export function useNotifications() {
  return useQuery({ ...apiQuery(listNotifications, {}), refetchInterval: REFRESH_MS });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(readNotification, { params: { id } }),
    onSuccess: () => refreshAfter(queryClient, readNotification),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(readAllNotifications, {}),
    onSuccess: () => refreshAfter(queryClient, readAllNotifications),
  });
}
