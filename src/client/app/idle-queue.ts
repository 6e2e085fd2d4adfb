import type { OnDemand } from "./on-demand";

/** A part waits at most this long for an idle period: on a page that never rests it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no requestIdleCallback (Safari): the pause before each part. */
const NO_IDLE_CALLBACK_PAUSE_MS = 300;

const queue: OnDemand<unknown>[] = [];
let draining = false;

/**
 * Loads the part in a later idle period of the main thread, one part per period and each once the one before has
 * arrived: after the page's first paint they do not download and run all at once, in the middle of the page's own work.
 */
export function loadWhenIdle(part: OnDemand<unknown>): void {
  if (part.loaded !== undefined || queue.includes(part)) return;
  queue.push(part);
  if (!draining) drainNext();
}

function drainNext(): void {
  const part = queue.shift();
  draining = part !== undefined;
  if (!part) return;
  afterIdle(
    () =>
      void part
        .load()
        .catch(() => undefined)
        .finally(drainNext),
  );
}

function afterIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, NO_IDLE_CALLBACK_PAUSE_MS);
}
