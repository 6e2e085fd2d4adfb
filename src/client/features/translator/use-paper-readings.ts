/**
 * What was read of each paper translated in this session, by translation id: kept in the query cache (not on the
 * server, which stores none of it), so it is still there when she comes back from her deadlines or a wizard, and
 * gone when she signs out (use-auth.tsx forgets every query).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaperReading } from "./paper-reading";

type Readings = Readonly<Record<string, PaperReading>>;

const READINGS_KEY = ["translator", "paper-readings"] as const;

export function usePaperReadings() {
  const queryClient = useQueryClient();
  const { data } = useQuery<Readings>({
    queryKey: READINGS_KEY,
    queryFn: () => ({}),
    initialData: {},
    gcTime: Infinity,
    staleTime: Infinity,
  });
  const remember = (id: string, reading: PaperReading) =>
    queryClient.setQueryData<Readings>(READINGS_KEY, (known) => ({ ...known, [id]: reading }));
  return { readings: data, remember };
}
