import { useDeferredValue } from "react";

/** How many documents fill the first screen (four rows of three cards). */
const FIRST_SCREEN = 12;

/**
 * The documents to build: when the list first shows, only its first screenful, painted at once; the rest a moment
 * later in a background render that a key or a click can interrupt (React's deferred value with an initial value).
 */
export function useFirstScreenFirst<T>(documents: T[]): T[] {
  return useDeferredValue(documents, documents.length > FIRST_SCREEN ? documents.slice(0, FIRST_SCREEN) : documents);
}
