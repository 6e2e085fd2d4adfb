import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NotificationJson } from "@shared/api/notifications";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { OVERDUE_PANEL_SIZE } from "@shared/deadlines/deadline-status";
import { formatDate, formatTimestamp } from "@shared/i18n/format";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import type { LoadedMenuProps } from "./menu-on-first-use";
import { useBellItems } from "./use-bell-items";
import { useMarkAllRead, useMarkRead } from "./use-notifications";

/** The bell lists this many of each group; the calendar has the rest. */
const SHOWN_PER_GROUP = OVERDUE_PANEL_SIZE;

/**
 * The bell's list, loaded on first use (notifications-bell.tsx): her updates (a reminder whose time came, a paper
 * ready: stored for her, newest first, unread ones marked), then the deadlines that need attention: overdue, then due
 * this week, each a link to its day on the calendar. Opening an update marks it read.
 */
export function NotificationsMenu({ trigger, defaultOpen }: LoadedMenuProps) {
  // Without suspense the shell never waits for the bell's words (they came with this module, but again after a change
  // of language).
  const { t, i18n } = useTranslation(["common", "notifications"], { useSuspense: false });
  const { updates, unread, overdue, thisWeek, count } = useBellItems();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const groups = [
    { key: "overdue", label: t("shell.deadlinesOverdue", { count: overdue.length }), items: overdue },
    { key: "thisWeek", label: t("shell.deadlinesThisWeek", { count: thisWeek.length }), items: thisWeek },
  ].filter((group) => group.items.length > 0);

  const item = (deadline: DeadlineJson, overdueItem: boolean) => {
    const due = formatDate(deadline.dueDate, "short", i18n.language);
    return (
      <DropdownMenuItem key={deadline.id} asChild>
        <Link to={`/deadlines?date=${deadline.dueDate}`}>
          <span className="grid min-w-0 flex-1 gap-2">
            <span className="font-semibold break-words text-slate-900">{deadline.title}</span>
            <span className={overdueItem ? "text-xs font-medium text-red-800" : "text-xs text-slate-700"}>{due}</span>
          </span>
        </Link>
      </DropdownMenuItem>
    );
  };

  const update = (notice: NotificationJson) => {
    const fresh = notice.readAt === null;
    const when = formatTimestamp(notice.createdAt, "short", i18n.language);
    return (
      <DropdownMenuItem key={notice.id} asChild onSelect={() => fresh && markRead.mutate(notice.id)}>
        <Link to={notice.link}>
          <span className="grid min-w-0 flex-1 gap-1">
            <span className={fresh ? "font-semibold break-words text-slate-900" : "break-words text-slate-800"}>
              {fresh && (
                <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t("notifications:bell.unread")}
                </span>
              )}
              {notice.title}
            </span>
            {notice.body && <span className="text-xs text-slate-700">{notice.body}</span>}
            <span className="text-xs text-slate-600">{when}</span>
          </span>
        </Link>
      </DropdownMenuItem>
    );
  };

  return (
    // Not modal: the rest of the page stays readable (and is not hidden from screen readers) while the list is open.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>
          <p className="font-semibold">{t("shell.notifications")}</p>
          {count === 0 && updates.length === 0 && <p className="text-slate-700">{t("shell.notificationsEmpty")}</p>}
        </DropdownMenuLabel>
        {updates.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="font-semibold text-slate-800">{t("notifications:bell.updates")}</DropdownMenuLabel>
            {updates.map(update)}
            {unread > 0 && (
              <DropdownMenuItem onSelect={() => markAllRead.mutate()} className="text-sm font-semibold text-brand-700">
                {t("notifications:bell.markAllRead")}
              </DropdownMenuItem>
            )}
          </>
        )}
        {groups.map((group) => (
          <Fragment key={group.key}>
            <DropdownMenuSeparator />
            <DropdownMenuLabel
              className={group.key === "overdue" ? "font-semibold text-red-800" : "font-semibold text-slate-800"}
            >
              {group.label}
            </DropdownMenuLabel>
            {group.items.slice(0, SHOWN_PER_GROUP).map((deadline) => item(deadline, group.key === "overdue"))}
          </Fragment>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/deadlines" className="font-semibold text-brand-700">
            {t("shell.openDeadlines")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
