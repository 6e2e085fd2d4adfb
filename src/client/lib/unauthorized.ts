import { useEffect } from "react";
import { isUnauthorizedError } from "./api";
import { toast } from "./use-toast";

/** Spec part 1, section 9: after an unauthorized answer, go to the login address 500 ms later. */
const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Shows the "Unauthorized" toast and sends the browser to /api/login; true when the error was a 401. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  return true;
}

/** For a query's error: when it is a 401, handleUnauthorized, once per error. */
export function useUnauthorizedRedirect(error: unknown): void {
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);
}
