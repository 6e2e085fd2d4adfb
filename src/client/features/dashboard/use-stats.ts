import { useQuery } from "@tanstack/react-query";
import { getStats } from "@shared/api/service";
import { apiQuery } from "@client/lib/api";

export function useStats() {
  return useQuery(apiQuery(getStats, {}));
}
