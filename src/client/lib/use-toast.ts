import { useSyncExternalStore, type ReactNode } from "react";

/**
 * One toast at a time; a dismissed toast is removed after 1,000,000 ms. Toasts that arrive
 * while one is showing wait their turn (a warning ahead of news), so each stays its full time and can be read.
 */
const TOAST_REMOVE_DELAY = 1_000_000;
/** A showing toast that another is waiting behind stays at least this long (then gives way), so both can be read. */
const MIN_READING_MS = 2500;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: "default" | "destructive";
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  /** When it started showing (ms since the epoch). */
  shownAt?: number;
}

let toasts: ToastItem[] = [];
let waiting: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The next waiting toast, once none is showing. */
function showNext(): void {
  const [next, ...rest] = waiting;
  if (!next || toasts.some((item) => item.open)) return;
  waiting = rest;
  publish([{ ...next, shownAt: Date.now() }, ...toasts]);
}

/** Someone is waiting: the showing toast gives way once it has been up for MIN_READING_MS. */
function makeWay(): void {
  const showing = toasts.find((item) => item.open);
  if (!showing || waiting.length === 0) return;
  const left = (showing.shownAt ?? 0) + MIN_READING_MS - Date.now();
  setTimeout(() => dismissToast(showing.id), Math.max(0, left));
}

/** Closes one toast (or all of them, and forgets the waiting ones); the next waiting toast then shows. */
export function dismissToast(id?: string): void {
  if (id === undefined) waiting = [];
  else waiting = waiting.filter((item) => item.id !== id);
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if (item.open || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        publish(toasts.filter((t) => t.id !== item.id));
      }, TOAST_REMOVE_DELAY),
    );
  }
  showNext();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const item: ToastItem = { ...input, id, open: true };
  if (input.variant === "destructive") {
    const news = waiting.findIndex((other) => other.variant !== "destructive");
    waiting.splice(news === -1 ? waiting.length : news, 0, item);
  } else waiting.push(item);
  showNext();
  makeWay();
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts showing or closing; a toast raised before the first render that reads them is among them. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
