import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in pre-rendered HTML and while React hydrates it, true once the page's script runs it. A pre-rendered form
 * keeps its submit button disabled until then: submitted by the browser itself, it would put the password in the
 * address (a GET of the form's fields).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
