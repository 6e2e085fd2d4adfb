import { useEffect, useRef } from "react";
import { noteSignedIn, noteSignedOut } from "@client/lib/return-path";
import { useAuth } from "@client/lib/use-auth";

/** Wizard drafts this browser kept before they moved to the server: none may stay behind. */
function forgetBrowserDrafts(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith("wizard_draft:")) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked (private browsing): there is nothing in it either.
  }
}

/**
 * Keeps what this browser holds about a person to that person: when someone logs out in this page, the remembered
 * return page goes. (Wizard drafts are kept on the server, per person: the browser holds none.)
 */
export function SessionWatch() {
  const { user, isLoading } = useAuth();
  const userId = isLoading ? undefined : (user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    forgetBrowserDrafts();
    const before = previous.current;
    previous.current = userId;
    if (userId) {
      noteSignedIn(userId);
    } else if (before) {
      noteSignedOut();
    }
  }, [userId]);
  return null;
}
