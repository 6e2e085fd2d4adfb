import { availableParallelism, loadavg } from "node:os";

/** Past this, a task is stopped anyway: a machine this far behind is better told "try again" than waited on. */
const MOST_SLOWDOWN = 8;

/**
 * How many times longer CPU-bound work takes now than on a machine with free cores: the last minute's average of
 * runnable tasks per core, at least 1 and at most MOST_SLOWDOWN. The worker threads' time budgets count their own CPU
 * time where it can be read (Linux: cpu-budget.ts); elsewhere they are wall-clock, stretched by this much on a busy
 * machine, so the CPU the thread was not given is not counted against the paper.
 */
export function machineSlowdown(load = loadavg()[0]!, cores = availableParallelism()): number {
  return Math.min(MOST_SLOWDOWN, Math.max(1, load / cores));
}

/** `budgetMs` as it stands on this machine now. */
export const stretchedBudget = (budgetMs: number, slowdown = machineSlowdown()): number => Math.round(budgetMs * slowdown);
