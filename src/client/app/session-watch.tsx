import { useEffect, useRef } from "react";
import { noteSignedIn, noteSignedOut } from "@client/lib/return-path";
import { useAuth } from "@client/lib/use-auth";
import { deleteDraftsExcept } from "@client/wizard/wizard-drafts";

/**
 * Keeps what this browser holds about a person to that person. When someone is signed in, the wizard drafts of
 * anyone else are deleted; when someone logs out in this page, all drafts and the remembered return page go. A page
 * that starts signed out (after a 401 sent it to sign-in) keeps the drafts, so the same person finds theirs again.
 */
export function SessionWatch() {
  const { user, isLoading } = useAuth();
  const userId = isLoading ? undefined : (user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (userId) {
      noteSignedIn(userId);
      deleteDraftsExcept(userId);
    } else if (before) {
      noteSignedOut();
      deleteDraftsExcept();
    }
  }, [userId]);
  return null;
}
