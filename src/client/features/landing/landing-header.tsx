import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { LinkList } from "@client/components/link-list";
import { LanguageSwitch } from "@client/components/language-switch";
import { SiteBrand } from "@client/components/site-brand";
import { Button } from "@client/components/ui/button";
import { useSectionLinks } from "./nav-items";

const MENU_ID = "landing-mobile-menu";

/** Sticky top navigation: section anchors, Sign In and the main call to action; a toggle shows them on phones. */
export function LandingHeader() {
  const { t } = useTranslation("landing-nav");
  const sectionLinks = useSectionLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const closeOnDesktop = window.matchMedia("(min-width: 768px)");
    const onResize = () => closeOnDesktop.matches && setMenuOpen(false);
    document.addEventListener("keydown", onKeyDown);
    closeOnDesktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      closeOnDesktop.removeEventListener("change", onResize);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b px-4 sm:px-6 border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav aria-label={t("main")} className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-2">
        <SiteBrand />
        <LinkList
          links={sectionLinks}
          className="hidden items-center gap-1 md:flex"
          linkClassName="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-800"
        />
        <LanguageSwitch className="ml-auto md:ml-0" />
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <AppLink to="/auth">{t("common:actions.signIn")}</AppLink>
          </Button>
          <Button asChild variant="accent" className="shadow-sm">
            <AppLink to="/auth">{t("startFightingBack")}</AppLink>
          </Button>
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="custom"
          className="size-11 p-0 md:hidden [&_svg]:size-6"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{t("menu")}</span>
        </Button>
      </nav>
      <div id={MENU_ID} hidden={!menuOpen} className="-mx-4 border-t border-slate-200 bg-white px-4 sm:-mx-6 sm:px-6 md:hidden">
        <LinkList
          links={sectionLinks}
          className="mx-auto grid max-w-6xl gap-1 py-3"
          linkClassName="flex min-h-12 items-center rounded-md px-3 text-base font-semibold text-slate-800 hover:bg-brand-50"
          onNavigate={close}
        >
          <li className="mt-2 grid gap-2 min-[420px]:grid-cols-2 border-t border-slate-200 pt-3">
            <Button asChild variant="outline" size="custom" className="min-h-12 gap-2 px-4 py-2 text-base">
              <AppLink to="/auth">{t("common:actions.signIn")}</AppLink>
            </Button>
            <Button asChild variant="accent" size="custom" className="min-h-12 gap-2 px-4 py-2 text-base">
              <AppLink to="/auth">{t("startFightingBack")}</AppLink>
            </Button>
          </li>
        </LinkList>
      </div>
    </header>
  );
}
