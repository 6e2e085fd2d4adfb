import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftSaver, SAVE_DELAY_MS, type Draft, type SaveStatus } from "./draft-saver";

const draft = (name: string, step = 0): Draft => ({ step, values: { name } });

/** A store that records what it was sent and fails while `failing` is set. */
function recordingStore() {
  const sent: Draft[] = [];
  const store = {
    failing: false,
    sent,
    save: vi.fn(async (saved: Draft) => {
      await Promise.resolve();
      if (store.failing) throw new Error("offline");
      sent.push(saved);
    }),
  };
  return store;
}

describe("the draft saver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, the newest answers, a moment after her last change", async () => {
    const store = recordingStore();
    const statuses: SaveStatus[] = [];
    const saver = createDraftSaver(store, { onStatus: (status) => statuses.push(status) });
    saver.schedule(draft("M"));
    saver.schedule(draft("Ma"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(store.save).not.toHaveBeenCalled();
    saver.schedule(draft("Maria"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(store.sent).toEqual([draft("Maria")]);
    expect(statuses).toEqual(["saving", "saved"]);
    expect(saver.unsaved).toBe(false);
  });

  it("saves at once on a step change, without waiting for the pause", async () => {
    const store = recordingStore();
    const saver = createDraftSaver(store);
    saver.schedule(draft("Maria"));
    expect(await saver.flush(draft("Maria", 1))).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(store.sent).toEqual([draft("Maria", 1)]);
  });

  it("never sends two saves at once: the second waits for the first", async () => {
    let release: () => void = () => undefined;
    let inFlight = 0;
    let most = 0;
    const saver = createDraftSaver({
      save: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => (release = resolve));
        inFlight -= 1;
      },
    });
    const first = saver.flush(draft("a"));
    const second = saver.flush(draft("b"));
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(most).toBe(1);
  });

  it("keeps what a failed save held and sends it again with her next change", async () => {
    const store = recordingStore();
    const errors: unknown[] = [];
    const statuses: SaveStatus[] = [];
    const saver = createDraftSaver(store, {
      onError: (error) => errors.push(error),
      onStatus: (status) => statuses.push(status),
    });
    store.failing = true;
    expect(await saver.flush(draft("Maria"))).toBe(false);
    expect(saver.unsaved).toBe(true);
    expect(errors).toHaveLength(1);
    expect(statuses.at(-1)).toBe("failed");

    store.failing = false;
    saver.schedule(draft("Maria Alvarez"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(store.sent).toEqual([draft("Maria Alvarez")]);
    expect(saver.unsaved).toBe(false);
  });

  it("saves nothing while held, and what came in meanwhile once resumed", async () => {
    const store = recordingStore();
    const saver = createDraftSaver(store);
    saver.hold();
    saver.schedule(draft("typed while she decides"));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(await saver.flush()).toBe(false);
    expect(store.save).not.toHaveBeenCalled();
    saver.resume();
    expect(await saver.flush()).toBe(true);
    expect(store.sent).toEqual([draft("typed while she decides")]);
  });

  it("forgets an unsaved draft once discarded (the document is made)", async () => {
    const store = recordingStore();
    const saver = createDraftSaver(store);
    saver.schedule(draft("Maria"));
    saver.discard();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(await saver.flush()).toBe(true);
    expect(store.save).not.toHaveBeenCalled();
  });
});
