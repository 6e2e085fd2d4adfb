import { ChevronDown, LogOut, Settings, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@client/components/ui/button";
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

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const textSize = useTextSize();
  const chooseTextSize = useChooseTextSize(Boolean(user));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || t("shell.unnamedUser");
  return (
    // Not modal, as the bell: a modal menu hides the page from screen readers while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="custom"
          className="min-h-11 gap-2 px-2 py-2 text-sm [&_svg]:size-4"
          aria-label={t("shell.accountMenu", { name })}
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserRound className="size-4" aria-hidden="true" />
          </span>
          <span className="hidden max-w-40 truncate md:inline">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
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
