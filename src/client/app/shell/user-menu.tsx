import { LogOut, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { isTextSize, TEXT_SIZES } from "@shared/text-size";
import { useChooseTextSize, useTextSize } from "@client/lib/text-size";
import { useAuth } from "@client/lib/use-auth";
import type { LoadedMenuProps } from "./menu-on-first-use";
import { useAccountName } from "./use-account-name";

/** The account menu's items, loaded on first use (account-menu.tsx), around the button it is given. */
export function UserMenu({ trigger, defaultOpen }: LoadedMenuProps) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const textSize = useTextSize();
  const chooseTextSize = useChooseTextSize(Boolean(user));
  const name = useAccountName();
  return (
    // Not modal, as the bell: a modal menu hides the page from screen readers while its links stay focusable.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="font-semibold">{name}</p>
          <p className="truncate text-slate-700">{user?.email}</p>
          {user?.county && <p className="text-slate-700">{t("shell.countyLine", { county: user.county })}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel id="text-size-menu-label" className="font-semibold">
          {t("textSize.label")}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="text-size-menu-label"
          value={textSize}
          onValueChange={(value) => isTextSize(value) && chooseTextSize(value)}
        >
          {TEXT_SIZES.map((size) => (
            <DropdownMenuRadioItem key={size} value={size} onSelect={(event) => event.preventDefault()}>
              {t(`textSize.${size}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate("/settings")}>
          <Settings aria-hidden="true" /> {t("shell.settings")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" /> {t("shell.logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
