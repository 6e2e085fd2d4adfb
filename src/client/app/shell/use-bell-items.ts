import type { NotificationJson } from "@shared/api/notifications";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { isOverdue, isThisWeek } from "@shared/deadlines/deadline-status";
import { useDeadlines } from "@client/components/deadlines/use-deadlines";
import { i18n } from "@client/i18n/i18n";
import { todayIso } from "@client/lib/today";
import { onDemand, useLoaded } from "../on-demand";
import { useNotifications } from "./use-notifications";

/** Her stored notifications the bell lists; the page behind each link has the rest. */
const SHOWN_UPDATES = 8;

/** The words of her updates (the notifications catalog): loaded in an idle period, or with the bell's menu. */
export const NOTIFICATION_WORDS = onDemand(() => i18n.loadNamespaces("notifications").then(() => true));

export interface BellItems {
  /** Her newest updates, once their words are in. */
  updates: NotificationJson[];
  unread: number;
  overdue: DeadlineJson[];
  thisWeek: DeadlineJson[];
  /** Deadlines that need attention: overdue or due this week. */
  count: number;
}

/** What the bell counts and lists, from the shell's data (asked for with her session: session-app.tsx). */
export function useBellItems(): BellItems {
  const wordsIn = useLoaded(NOTIFICATION_WORDS) === true;
  const stored = useNotifications().data;
  const deadlines = useDeadlines().data ?? [];
  const updates = wordsIn && stored ? stored.slice(0, SHOWN_UPDATES) : [];
  const today = todayIso();
  const overdue = deadlines.filter((deadline) => isOverdue(deadline, today));
  const thisWeek = deadlines.filter((deadline) => isThisWeek(deadline, today));
  return {
    updates,
    unread: updates.filter((update) => update.readAt === null).length,
    overdue,
    thisWeek,
    count: overdue.length + thisWeek.length,
  };
}
