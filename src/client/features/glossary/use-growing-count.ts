import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long list's `total` items to draw: `first` on the first paint, then `step` more after each paint, in
 * transitions React renders in slices, so no single task holds a slow phone's main thread for long. `all` draws
 * everything at once (a deep link to an item further down must find it drawn).
 */
export function useGrowingCount(total: number, { first, step, all }: { first: number; step: number; all: boolean }): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (all || count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [all, count, total, step]);
  return all ? total : Math.min(count, total);
}
