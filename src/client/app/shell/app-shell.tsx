import { Menu, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AppPageId } from "@shared/app-pages";
import { BrandLink } from "@client/components/brand-link";
import { LanguageSwitch } from "@client/components/language-switch";
import { useSaveAccountLanguage } from "@client/lib/use-account-language";
import { Button } from "@client/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@client/components/ui/sheet";
import { usePageText } from "@client/components/use-page-text";
import { NotificationsBell } from "./notifications-bell";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";

/** Sidebar on desktop, drawer on phones, and the top bar with the page's name and description (app-pages.ts). */
export function AppShell({ pageId, children }: { pageId: AppPageId; children: ReactNode }) {
  const { t } = useTranslation();
  const { name, description } = usePageText()(pageId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const saveLanguage = useSaveAccountLanguage();
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-md focus:bg-white focus:p-3"
      >
        {t("shell.skipToMain")}
      </a>
      <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-screen lg:overflow-y-auto">
        <div className="border-b border-slate-200 p-4">
          <BrandLink to="/dashboard" />
        </div>
        <SidebarNav />
      </aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent className="w-[280px] overflow-y-auto sm:w-[320px]" aria-describedby={undefined}>
          <div className="border-b border-slate-200 p-4 pr-12">
            <SheetTitle className="sr-only">{t("shell.menu")}</SheetTitle>
            <BrandLink to="/dashboard" />
          </div>
          <SidebarNav onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t("shell.openMenu")}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          {/* On a phone the tools keep the first row and the page's name has the whole second row, wrapping between words. */}
          <div className="flex-1 sm:hidden" />
          <div className="min-w-0 max-sm:order-last max-sm:basis-full sm:flex-1">
            <h1 className="text-lg font-bold leading-tight break-words text-slate-900 sm:truncate sm:text-xl">{name}</h1>
            <p className="hidden truncate text-sm text-slate-700 sm:block">{description}</p>
          </div>
          <LanguageSwitch onChosen={saveLanguage} />
          <NotificationsBell />
          <Button asChild size="sm" className="max-sm:hidden">
            <Link to="/new-case">
              <Plus aria-hidden="true" /> {t("shell.newCase")}
            </Link>
          </Button>
          <Button asChild size="icon" className="sm:hidden" aria-label={t("shell.newCase")}>
            <Link to="/new-case">
              <Plus aria-hidden="true" />
            </Link>
          </Button>
          <UserMenu />
        </header>
        <main id="main" className="flex-1 px-3 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
