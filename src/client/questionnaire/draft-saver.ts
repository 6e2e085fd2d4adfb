/**
 * Keeps a questionnaire's draft on the server while she answers: a save 800 ms after her last change and one on
 * every step change, one at a time, never two in flight. What she typed stays in memory until a save of it
 * succeeds: a failed save is tried again on her next change (or the next step change), so nothing is lost.
 */
import type { Answers } from "./steps";

export interface Draft {
  step: number;
  values: Answers;
}

/**
 * Where a questionnaire keeps its draft: GET/PUT /api/drafts/:kind for a document wizard, the workflow itself for a
 * workflow. `save` throws when the draft could not be kept (a 409 when another tab or device saved first).
 */
export interface DraftStore {
  save(draft: Draft): Promise<void>;
}

export type SaveStatus = "idle" | "saving" | "saved" | "failed";

export const SAVE_DELAY_MS = 800;

export interface DraftSaverOptions {
  delayMs?: number;
  onStatus?(status: SaveStatus): void;
  /** A save failed (it is tried again with her next change, unless held). */
  onError?(error: unknown): void;
}

export interface DraftSaver {
  /** After a change: saves `draft` once she stops for a moment. */
  schedule(draft: Draft): void;
  /** Saves now (a step change, finishing): true once everything she typed is kept. */
  flush(draft?: Draft): Promise<boolean>;
  /** Stops saving until `resume` (while she decides what to do about a newer draft). */
  hold(): void;
  resume(): void;
  /** Forgets what is unsaved and any pending save (the document is made: there is no draft any more). */
  discard(): void;
  readonly unsaved: boolean;
}

export function createDraftSaver(
  store: DraftStore,
  { delayMs = SAVE_DELAY_MS, onStatus, onError }: DraftSaverOptions = {},
): DraftSaver {
  let latest: Draft | undefined;
  let dirty = false;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<boolean> = Promise.resolve(true);

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  async function saveLatest(): Promise<boolean> {
    if (!dirty || !latest) return true;
    if (held) return false;
    const sending = latest;
    dirty = false;
    onStatus?.("saving");
    try {
      await store.save(sending);
      onStatus?.(dirty ? "saving" : "saved");
      return true;
    } catch (error) {
      // Still hers and still unsaved: the next change (or flush) sends the newest answers again.
      dirty = true;
      onStatus?.("failed");
      onError?.(error);
      return false;
    }
  }

  const flush = (draft?: Draft): Promise<boolean> => {
    if (draft) {
      latest = draft;
      dirty = true;
    }
    stopTimer();
    queue = queue.then(saveLatest, saveLatest);
    return queue;
  };

  return {
    schedule(draft) {
      latest = draft;
      dirty = true;
      stopTimer();
      if (!held) timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    hold() {
      held = true;
      stopTimer();
    },
    resume() {
      held = false;
    },
    discard() {
      stopTimer();
      dirty = false;
      latest = undefined;
      onStatus?.("idle");
    },
    get unsaved() {
      return dirty;
    },
  };
}
