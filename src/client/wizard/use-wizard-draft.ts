import { useCallback, useMemo } from "react";
import type { WizardValues } from "./wizard-steps";

interface WizardDraft {
  step: number;
  values: WizardValues;
}

const keyFor = (id: string) => `wizard_draft:${id}`;

function read(id: string): WizardDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof parsed.step !== "number" || typeof parsed.values !== "object" || parsed.values === null) return null;
    return { step: parsed.step, values: parsed.values };
  } catch {
    return null;
  }
}

/** A half-finished wizard survives a reload: its answers and step live in this browser's storage until generated. */
export function useWizardDraft(id: string) {
  const initial = useMemo(() => read(id), [id]);
  const save = useCallback(
    (draft: WizardDraft) => {
      try {
        window.localStorage.setItem(keyFor(id), JSON.stringify(draft));
      } catch {
        // Storage can be full or blocked (private browsing); the wizard still works, it just will not survive a reload.
      }
    },
    [id],
  );
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(keyFor(id));
    } catch {
      // nothing to clear
    }
  }, [id]);
  return { initial, save, clear };
}
