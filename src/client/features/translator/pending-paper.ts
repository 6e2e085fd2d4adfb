/**
 * A paper read on the public page (/papers) that she asked to keep: its text (as read, and corrected if it came from
 * photos), its name and the day she was given it wait in this tab's sessionStorage while she signs up or signs in,
 * then the translator sends it again as text, which stores it in her history, and adds its dates to her deadlines
 * (translator-page.tsx). Only the text travels, never a result: the server explains it again under her account. The
 * tab's storage ends with the tab, and the paper is forgotten once taken.
 */
import { MAX_TEXT_CHARACTERS } from "@shared/translations";
import type { TranslateInput } from "./translate-request";

const PENDING_KEY = "flc.pendingPaper";

export type PendingPaper = Extract<TranslateInput, { kind: "text" }>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the paper for after signing in; false when this browser keeps nothing (private mode with storage off). */
export function keepPendingPaper(paper: Omit<PendingPaper, "kind">): boolean {
  try {
    storage()?.setItem(PENDING_KEY, JSON.stringify({ ...paper, kind: "text" }));
    return storage()?.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The kept paper, once (it is forgotten as it is taken); undefined when there is none or it is not one. */
export function takePendingPaper(): PendingPaper | undefined {
  const raw = storage()?.getItem(PENDING_KEY);
  storage()?.removeItem(PENDING_KEY);
  if (!raw) return undefined;
  try {
    const { content, fileName, receivedOn } = JSON.parse(raw) as Record<string, unknown>;
    if (typeof content !== "string" || !content.trim() || content.length > MAX_TEXT_CHARACTERS) return undefined;
    return {
      kind: "text",
      content,
      fileName: typeof fileName === "string" ? fileName : null,
      receivedOn: isDay(receivedOn) ? receivedOn : null,
    };
  } catch {
    return undefined;
  }
}
