/**
 * Deadline status: overdue, due this week, and the label under each deadline, worked
 * out against `today` ("YYYY-MM-DD", the Florida calendar date), which the caller passes in so the same
 * deadline reads the same on the server, in the browser and in tests.
 */
import { daysBetween } from "../florida/iso-date";
import type { DeadlineJson } from "./deadline-fields";

type DatedDeadline = Pick<DeadlineJson, "dueDate" | "status">;

/** The spec's constants "Deadlines": the this-week window is 0 to 7 days; the overdue panel shows 5. */
export const THIS_WEEK_DAYS = 7;
export const OVERDUE_PANEL_SIZE = 5;

const isPending = (deadline: DatedDeadline) => deadline.status === "pending";

/** Days from today to the due date: 0 today, 1 tomorrow, -2 two days ago. */
export const daysUntilDue = (deadline: DatedDeadline, today: string): number => daysBetween(today, deadline.dueDate);

/** Pending with a due date before today. */
export function isOverdue(deadline: DatedDeadline, today: string): boolean {
  return isPending(deadline) && deadline.dueDate < today;
}

/** Pending and due 0 to 7 days from today. */
export function isThisWeek(deadline: DatedDeadline, today: string): boolean {
  if (!isPending(deadline)) return false;
  const days = daysUntilDue(deadline, today);
  return days >= 0 && days <= THIS_WEEK_DAYS;
}

export type DueLabelKey = "today" | "tomorrow" | "inDays" | "daysOverdue" | "date";

/** What the label says; the client writes it with its catalog (`count` for plurals, `date` to format). */
export interface DueLabel {
  key: DueLabelKey;
  count?: number;
  date?: string;
}

/**
 * Today, Tomorrow, "In N days" (2 to 7), "N days overdue" (pending only), otherwise the date. A completed
 * deadline is never overdue: a past one shows its date.
 */
export function dueLabel(deadline: DatedDeadline, today: string): DueLabel {
  const days = daysUntilDue(deadline, today);
  if (days === 0) return { key: "today" };
  if (days === 1) return { key: "tomorrow" };
  if (days > 1 && days <= THIS_WEEK_DAYS) return { key: "inDays", count: days };
  if (days < 0 && isPending(deadline)) return { key: "daysOverdue", count: -days };
  return { key: "date", date: deadline.dueDate };
}

export interface DeadlineStats {
  overdue: number;
  thisWeek: number;
  pending: number;
  completed: number;
}

/** The four stat cards: Overdue, This Week, Total Pending, Completed. */
export function deadlineStats(deadlines: readonly DatedDeadline[], today: string): DeadlineStats {
  const stats: DeadlineStats = { overdue: 0, thisWeek: 0, pending: 0, completed: 0 };
  for (const deadline of deadlines) {
    if (!isPending(deadline)) {
      stats.completed += 1;
      continue;
    }
    stats.pending += 1;
    if (isOverdue(deadline, today)) stats.overdue += 1;
    if (isThisWeek(deadline, today)) stats.thisWeek += 1;
  }
  return stats;
}
