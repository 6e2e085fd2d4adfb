import { Bell } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { loadWhenIdle } from "../idle-queue";
import { onDemand } from "../on-demand";
import { MenuOnFirstUse } from "./menu-on-first-use";
import { NOTIFICATION_WORDS, useBellItems } from "./use-bell-items";

const NOTIFICATIONS_MENU = onDemand(() =>
  Promise.all([import("./notifications-menu"), NOTIFICATION_WORDS.load()]).then(([module]) => module.NotificationsMenu),
);

/**
 * The bell: a dot when something is unread or due, and a name that says how many (the unread updates' count once
 * their words have come, in an idle period after the first paint). Its list loads when she first reaches for it.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { unread, count } = useBellItems();
  useEffect(() => loadWhenIdle(NOTIFICATION_WORDS), []);
  const label =
    unread > 0
      ? t("notifications:bell.label", { count: unread })
      : count > 0
        ? t("shell.notificationsCount", { count })
        : t("shell.notifications");
  return (
    <MenuOnFirstUse
      menu={NOTIFICATIONS_MENU}
      button={(props) => (
        <Button variant="ghost" size="icon" className="relative" aria-label={label} {...props}>
          <Bell className="size-5" aria-hidden="true" />
          {count + unread > 0 && (
            <span
              className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
              data-testid="notifications-dot"
              aria-hidden="true"
            />
          )}
        </Button>
      )}
    />
  );
}
