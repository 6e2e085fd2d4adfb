/**
 * Half-finished wizards, kept in this browser's localStorage per person and per document kind, so a draft survives a
 * reload and a trip through sign-in, and is never shown to anyone else who signs in on the same computer.
 */
import type { WizardValues } from "./wizard-steps";

export interface WizardDraft {
  step: number;
  values: WizardValues;
}

const PREFIX = "wizard_draft:";
const keyFor = (userId: string, kindId: string) => `${PREFIX}${userId}:${kindId}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(userId: string, kindId: string): WizardDraft | null {
  try {
    const raw = storage()?.getItem(keyFor(userId, kindId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof parsed.step !== "number" || typeof parsed.values !== "object" || parsed.values === null) return null;
    return { step: parsed.step, values: parsed.values };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, kindId: string, draft: WizardDraft): void {
  try {
    storage()?.setItem(keyFor(userId, kindId), JSON.stringify(draft));
  } catch {
    // Storage can be full or blocked (private browsing); the wizard still works, it just will not survive a reload.
  }
}

export function deleteDraft(userId: string, kindId: string): void {
  storage()?.removeItem(keyFor(userId, kindId));
}

/** Deletes every draft in this browser except the given person's (all of them when no one is given). */
export function deleteDraftsExcept(userId?: string): void {
  const store = storage();
  if (!store) return;
  const keep = userId === undefined ? undefined : `${PREFIX}${userId}:`;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && (keep === undefined || !key.startsWith(keep))) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}
