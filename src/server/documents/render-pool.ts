/**
 * PDF rendering off the main thread: a small piscina pool of worker threads, so a run of heavy downloads
 * never delays other requests (health checks, page data). One pool per app; it starts its first thread on
 * first use and its threads end after five idle minutes, or with the app.
 */
import { currentLanguage } from "../request-language";
import { availableParallelism } from "node:os";
import Piscina from "piscina";
import { workerEntry } from "../worker-entry";
import type { PacketTask, RenderOutcome, RenderTask, WarmUpTask } from "./render-worker";

/** Leaves one core to the main thread; a few threads at most, since each holds the engine in memory. */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Renders waiting beyond this are refused at once (503) rather than queued for minutes. */
const MAX_QUEUE = 64;
/** A render still running after this is stopped (its thread is replaced). */
const RENDER_TIMEOUT_MS = 60_000;
/** A thread ends after this long without a render. */
const IDLE_MS = 5 * 60_000;

export class RendererBusyError extends Error {}

export interface RenderPool {
  render(task: RenderTask | PacketTask): Promise<RenderOutcome>;
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export function createRenderPool(): RenderPool {
  let pool: Piscina<RenderTask | PacketTask | WarmUpTask, RenderOutcome> | undefined;
  const started = () => {
    pool ??= new Piscina({
      ...workerEntry(import.meta.url, "render-worker"),
      // Started on first use and ended when idle: each thread holds the fonts and the engine in memory.
      minThreads: 0,
      maxThreads: THREADS,
      maxQueue: MAX_QUEUE,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    return pool;
  };
  const handle: RenderPool = {
    async render(task) {
      const workers = started();
      // The instructions pages speak the reader's language; the worker thread has no request to ask.
      task = { language: currentLanguage(), ...task };
      if (workers.queueSize >= MAX_QUEUE) throw new RendererBusyError("render queue full");
      try {
        return await workers.run(task, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      } catch (error) {
        if ((error as Error).name === "AbortError" || /queue is at limit/i.test((error as Error).message)) {
          throw new RendererBusyError("render timed out or queue full", { cause: error });
        }
        throw error;
      }
    },
    async warmUp() {
      // A thread running is warm (each is warmed by its first task); none: start one, warmed.
      if (pool && pool.threads.length > 0) return;
      await started().run({ warmUp: true });
    },
    async close() {
      const workers = pool;
      pool = undefined;
      await workers?.destroy();
    },
  };
  return handle;
}
