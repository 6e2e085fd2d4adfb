import { ChevronDown, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { onDemand } from "../on-demand";
import { MenuOnFirstUse } from "./menu-on-first-use";
import { useAccountName } from "./use-account-name";

const USER_MENU = onDemand(() => import("./user-menu").then((module) => module.UserMenu));

/** Her account's button, whose menu (text size, settings, log out) loads when she first reaches for it. */
export function AccountMenu() {
  const { t } = useTranslation();
  const name = useAccountName();
  return (
    <MenuOnFirstUse
      menu={USER_MENU}
      button={(props) => (
        <Button
          variant="ghost"
          size="custom"
          className="min-h-11 gap-2 px-2 py-2 text-sm [&_svg]:size-4"
          aria-label={t("shell.accountMenu", { name })}
          {...props}
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserRound className="size-4" aria-hidden="true" />
          </span>
          <span className="hidden max-w-40 truncate md:inline">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      )}
    />
  );
}
