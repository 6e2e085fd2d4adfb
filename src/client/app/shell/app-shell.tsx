import { Menu, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AppPageId } from "@shared/app-pages";
import { BrandLink } from "@client/components/brand-link";
import { LanguageSwitch } from "@client/components/language-switch";
import { useSaveAccountLanguage } from "@client/lib/use-account-language";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { usePageText } from "@client/components/use-page-text";
import { SidebarNav } from "./sidebar-nav";
import { loadNow, onDemand, useLoaded } from "../on-demand";
import { AccountMenu } from "./account-menu";
import { NotificationsBell } from "./notifications-bell";

/** The places of the tools that need her session, in the shell painted before the app runs (PrerenderedShell). */
const BELL_PLACE = <span className="size-11" aria-hidden="true" />;
const ACCOUNT_PLACE = <span className="h-11 w-[4.5rem]" aria-hidden="true" />;

/** The phones' menu: loaded when she reaches for its button, and open once in if she pressed it. */
const MENU_DRAWER = onDemand(() => import("./menu-drawer").then((module) => module.MenuDrawer));
const loadMenuDrawer = () => loadNow(MENU_DRAWER);

/** Sidebar on desktop, drawer on phones, and the top bar with the page's name and description (app-pages.ts). */
export function AppShell({ pageId, children }: { pageId: AppPageId; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const MenuDrawer = useLoaded(MENU_DRAWER);
  const saveLanguage = useSaveAccountLanguage();
  return (
    <ShellFrame
      pageId={pageId}
      onReachMenu={loadMenuDrawer}
      onOpenMenu={() => {
        setDrawerOpen(true);
        loadMenuDrawer();
      }}
      languageSwitch={<LanguageSwitch onChosen={saveLanguage} />}
      bell={<NotificationsBell />}
      account={<AccountMenu />}
      drawer={MenuDrawer && <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />}
    >
      {children}
    </ShellFrame>
  );
}

/**
 * The shell as the build pre-renders it into each page's HTML (scripts/prerender.mjs), painted before any script
 * runs: the same frame, the page loading in it, and the places of the tools that need her session. The app replaces it
 * whole when it first renders (src/client/main.tsx).
 */
export function PrerenderedShell({ pageId }: { pageId: AppPageId }) {
  const { t } = useTranslation();
  return (
    <ShellFrame pageId={pageId} languageSwitch={<LanguageSwitch />} bell={BELL_PLACE} account={ACCOUNT_PLACE}>
      <Spinner className="min-h-[50vh]" label={t("loadingPage")} />
    </ShellFrame>
  );
}

interface ShellFrameProps {
  pageId: AppPageId;
  /** Opens the drawer; none before the app runs. */
  onOpenMenu?: () => void;
  /** She points at, presses or focuses the drawer's button: its code starts loading. */
  onReachMenu?: () => void;
  languageSwitch: ReactNode;
  bell: ReactNode;
  account: ReactNode;
  /** The phones' menu; none before the app runs. */
  drawer?: ReactNode;
  children: ReactNode;
}

function ShellFrame({ pageId, onOpenMenu, onReachMenu, languageSwitch, bell, account, drawer, children }: ShellFrameProps) {
  const { t } = useTranslation();
  const { name, description } = usePageText()(pageId);
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
      {drawer}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t("shell.openMenu")}
            onPointerEnter={onReachMenu}
            onPointerDown={onReachMenu}
            onFocus={onReachMenu}
            onClick={onOpenMenu}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          {/* On a phone the tools keep the first row and the page's name has the whole second row, wrapping between words. */}
          <div className="flex-1 sm:hidden" />
          <div className="min-w-0 max-sm:order-last max-sm:basis-full sm:flex-1">
            <h1 className="text-lg font-bold leading-tight break-words text-slate-900 sm:truncate sm:text-xl">{name}</h1>
            <p className="hidden truncate text-sm text-slate-700 sm:block">{description}</p>
          </div>
          {languageSwitch}
          {bell}
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
          {account}
        </header>
        <main id="main" className="flex-1 px-3 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
