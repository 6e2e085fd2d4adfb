import { useCallback, useMemo } from "react";
import { useAuth } from "../lib/use-auth";
import { deleteDraft, readDraft, saveDraft, type WizardDraft } from "./wizard-drafts";

/**
 * The signed-in person's half-finished wizard of one kind: its answers and step survive a reload and a trip through
 * sign-in, until the document is generated. Nothing is read or kept while no one is signed in.
 */
export function useWizardDraft(kindId: string) {
  const { user } = useAuth();
  const userId = user?.id;
  const initial = useMemo(() => (userId ? readDraft(userId, kindId) : null), [userId, kindId]);
  const save = useCallback(
    (draft: WizardDraft) => {
      if (userId) saveDraft(userId, kindId, draft);
    },
    [userId, kindId],
  );
  const clear = useCallback(() => {
    if (userId) deleteDraft(userId, kindId);
  }, [userId, kindId]);
  // One object while the person and the kind stay the same, so a wizard's effects that use it do not re-run (and
  // re-save a draft that was just cleared) on every render.
  return useMemo(() => ({ initial, save, clear }), [initial, save, clear]);
}
