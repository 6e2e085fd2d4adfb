/**
 * One person's downloads being rendered at the same time, on this instance: her papers, their earlier versions and
 * her filing packets share the same slots, so no one person can fill the render pool.
 */
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";

/** Downloads of one person rendering at the same time (on this instance). */
export const MAX_RENDERS_PER_USER = 2;

const rendering = new Map<string, number>();

/** Takes one of her slots, or refuses with 429 when they are all taken; call what it returns once the work is done. */
export function takeDownloadSlot(userId: string): () => void {
  const running = rendering.get(userId) ?? 0;
  if (running >= MAX_RENDERS_PER_USER) {
    throw new HttpError(429, MESSAGES.tooManyDownloads(MAX_RENDERS_PER_USER), undefined, { "retry-after": "2" });
  }
  rendering.set(userId, running + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (rendering.get(userId) ?? 1) - 1;
    if (left > 0) rendering.set(userId, left);
    else rendering.delete(userId);
  };
}

/** Runs `work` in one of her slots (429 when none is free), and frees it however the work ends. */
export async function withDownloadSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const release = takeDownloadSlot(userId);
  try {
    return await work();
  } finally {
    release();
  }
}
