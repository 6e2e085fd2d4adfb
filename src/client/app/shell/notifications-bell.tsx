import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";

/** Nothing sends notifications yet, so the bell says so plainly instead of showing a dot that means nothing. */
export function NotificationsBell() {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("shell.notifications")}>
          <Bell className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel>
          <p className="font-semibold">{t("shell.notifications")}</p>
          <p className="text-slate-700">{t("shell.notificationsEmpty")}</p>
        </DropdownMenuLabel>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
