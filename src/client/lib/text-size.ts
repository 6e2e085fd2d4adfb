/**
 * Her text size (src/shared/text-size.ts): applied as the page's root font size, remembered in this browser, and
 * kept with her account when she is signed in, so it follows her to another device.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { updateProfile } from "@shared/api/auth";
import type { PublicUser } from "@shared/auth-schemas";
import { DEFAULT_TEXT_SIZE, isTextSize, type TextSize } from "@shared/text-size";
import { callApi } from "./api";
import { USER_QUERY_KEY } from "./use-account-language";

const STORAGE_KEY = "flc.textSize";
const inBrowser = typeof window !== "undefined";

function stored(): TextSize {
  if (!inBrowser) return DEFAULT_TEXT_SIZE;
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isTextSize(value) ? value : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/** html[data-text-size] sets the root font size (index.css). */
function apply(size: TextSize): void {
  if (size === DEFAULT_TEXT_SIZE) delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
}

let current = stored();
if (inBrowser) apply(current);
const listeners = new Set<() => void>();

function setTextSize(size: TextSize): void {
  current = size;
  apply(size);
  try {
    window.localStorage.setItem(STORAGE_KEY, size);
  } catch {
    // Private browsing may refuse storage: the size holds for this page.
  }
  for (const listener of listeners) listener();
}

export function useTextSize(): TextSize {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => DEFAULT_TEXT_SIZE,
  );
}

/** Chooses a size now, and keeps it with her account when she is signed in. */
export function useChooseTextSize(signedIn: boolean): (size: TextSize) => void {
  const queryClient = useQueryClient();
  return (size) => {
    setTextSize(size);
    if (!signedIn) return;
    void callApi(updateProfile, { body: { textSize: size } }).then(
      (updated) => queryClient.setQueryData(USER_QUERY_KEY, updated),
      // The choice stays in this browser either way; the next change tries again.
      () => undefined,
    );
  };
}

/**
 * When her session loads: a size chosen in this browser before she signed in goes to an account still at the
 * default; otherwise the account's size is used here.
 */
export function useAdoptAccountTextSize(user: PublicUser | null | undefined): void {
  const accountSize = user?.textSize;
  const choose = useChooseTextSize(true);
  useEffect(() => {
    if (!accountSize) return;
    if (accountSize === DEFAULT_TEXT_SIZE && current !== DEFAULT_TEXT_SIZE) choose(current);
    else if (accountSize !== current) setTextSize(accountSize);
    // Once per account size: `choose` is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountSize]);
}
