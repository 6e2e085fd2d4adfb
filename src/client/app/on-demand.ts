import { useSyncExternalStore } from "react";

/**
 * A part of the screen the page can be read without (a menu, the toasts' region, a catalog of words): its code is
 * loaded once, when first asked for (in an idle period, or when she reaches for it), not with the page's.
 */
export interface OnDemand<T> {
  /** What it loaded, once in. */
  readonly loaded: T | undefined;
  /** Starts loading it, once (again after a load that failed). */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(importIt: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const listeners = new Set<() => void>();
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importIt().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part once loaded (the component renders again when it arrives), or undefined until then. */
export function useLoaded<T>(part: OnDemand<T>): T | undefined {
  return useSyncExternalStore(
    part.subscribe,
    () => part.loaded,
    () => part.loaded,
  );
}

/** Asks for the part now; a failed load is asked for again at her next reach for it. */
export function loadNow(part: OnDemand<unknown>): void {
  part.load().catch(() => undefined);
}
