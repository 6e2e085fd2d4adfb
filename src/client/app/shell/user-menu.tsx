import { ChevronDown, LogOut, Settings, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { useAuth } from "@client/lib/use-auth";

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || t("shell.unnamedUser");
  return (
    <DropdownMenu>
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
