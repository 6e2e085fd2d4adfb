import { useDeferredValue } from "react";

/**
 * False when a page first renders, true a moment later in a background render that React does in slices and a key or
 * a click can interrupt (a deferred value with an initial value): what lies below a phone's first screen is drawn
 * after the first paint, and not in the same long task as the rest.
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}
