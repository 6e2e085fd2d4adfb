import { useEffect } from "react";
import { openLogin } from "@shared/api/auth";
import { i18n } from "@client/i18n/i18n";
import { isUnauthorizedError } from "./api";
import { rememberReturnPath } from "./return-path";
import { toast } from "./use-toast";

/** After an unauthorized answer, go to the login address 500 ms later. */
const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Set once the page is on its way to sign-in, so several failed calls make one toast and one redirect. */
let leaving = false;

/**
 * Shows the "Unauthorized" toast and sends the browser to /api/login (which leads to sign-in); true when the error
 * was a 401. The page the person was on is remembered, so signing in again comes back to it.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (leaving) return true;
  leaving = true;
  rememberReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  toast({
    title: i18n.t("toasts.unauthorized.title"),
    description: i18n.t("toasts.unauthorized.description"),
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = openLogin.path;
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  return true;
}

/** For a query's error: when it is a 401, handleUnauthorized, once per error. */
export function useUnauthorizedRedirect(error: unknown): void {
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);
}
