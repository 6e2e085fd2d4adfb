import { useQuery } from "@tanstack/react-query";

export interface Stats {
  activeCases: number;
  documentsCreated: number;
  aiConsultations: number;
  timeSavedHours: number;
}

export function useStats() {
  return useQuery<Stats>({ queryKey: ["/api/stats"] });
}
