import { lazy, Suspense } from "react";
import { useLocation } from "react-router";

const PaperReady = lazy(async () => ({ default: (await import("@client/wizard/paper-ready")).PaperReady }));

/**
 * "Your paper is ready" after a wizard (router state `paperReady`): its code, with the next steps of every kind of
 * paper, is loaded only when there is a paper to show, not with every visit to My Documents.
 */
export function PaperReadyOnDemand() {
  const { state } = useLocation();
  if (!(state as { paperReady?: unknown } | null)?.paperReady) return null;
  return (
    <Suspense fallback={null}>
      <PaperReady />
    </Suspense>
  );
}
