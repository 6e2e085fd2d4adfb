import { useCallback, useEffect, useState } from "react";

/** Browser-local flag (localStorage): the text "true" once the visitor accepts. */
const DISCLAIMER_STORAGE_KEY = "legal_disclaimer_accepted";

/**
 * checking: the first render, before this browser's storage is read; the same on the server that pre-renders the page
 * and in the browser that hydrates it, so neither the modal nor the banner shows yet.
 * unanswered: the modal shows. accepted: the legal notice banner shows.
 * declined: the visitor said no; nothing is stored, the page stays readable, and the modal returns on the next load.
 */
type DisclaimerStatus = "checking" | "unanswered" | "accepted" | "declined";

/** "I Do Not Accept" lasts until the page is reloaded: moving between pages of the app does not ask again at once. */
let declinedThisPageLoad = false;

/** True once the visitor accepted the notice in this browser. */
export function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(DISCLAIMER_STORAGE_KEY) === "true";
  } catch {
    // Private browsing or blocked storage: treat as not accepted, so the notice shows.
    return false;
  }
}

function storeAccepted(): void {
  try {
    window.localStorage.setItem(DISCLAIMER_STORAGE_KEY, "true");
  } catch {
    // Storage is blocked: the acceptance still counts for this visit, and the notice shows again next time.
  }
}

function initialStatus(): DisclaimerStatus {
  if (readAccepted()) return "accepted";
  return declinedThisPageLoad ? "declined" : "unanswered";
}

export function useDisclaimer() {
  const [status, setStatus] = useState<DisclaimerStatus>("checking");
  useEffect(() => setStatus(initialStatus()), []);

  const accept = useCallback(() => {
    storeAccepted();
    declinedThisPageLoad = false;
    setStatus("accepted");
  }, []);

  const decline = useCallback(() => {
    declinedThisPageLoad = true;
    setStatus("declined");
  }, []);

  /** Opens the notice again after "I Do Not Accept". */
  const reopen = useCallback(() => {
    declinedThisPageLoad = false;
    setStatus("unanswered");
  }, []);

  return { status, accept, decline, reopen };
}
