import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in pre-rendered HTML and while React hydrates it, true once the page's script runs it. Button and TabsTrigger
 * stay disabled until then: a tap would be lost, and a form submitted by the browser itself would put the password in
 * the address (a GET of the form's fields).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
