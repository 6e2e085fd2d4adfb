import { useTranslation } from "react-i18next";
import { appPage, pageNameKey, PAGE_ALIASES, type AppPageId } from "@shared/app-pages";
import { LinkList, type NavLink } from "@client/components/link-list";
import { SiteBrand } from "@client/components/site-brand";
import { useLegalLinks } from "@client/components/site-legal";
import { useSectionLinks } from "./nav-items";

const linkClass =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400 sm:min-h-9";

/** The footer's Resources: three tools, by their one name, at the footer's own addresses. */
const RESOURCE_PAGES: readonly AppPageId[] = ["translator", "money-finder", "case-predictor"];

function resourcePath(id: AppPageId): string {
  const alias = Object.keys(PAGE_ALIASES).find((path) => PAGE_ALIASES[path] === id);
  return alias ?? appPage(id).route;
}

export function LandingFooter() {
  const { t } = useTranslation("landing");
  const sectionLinks = useSectionLinks();
  const legalLinks = useLegalLinks();
  const groups: readonly { id: string; title: string; links: readonly NavLink[] }[] = [
    {
      id: "footer-help",
      title: t("footer.getHelp"),
      links: [{ to: "/auth", label: t("landing-nav:startFree") }, ...sectionLinks],
    },
    {
      id: "footer-resources",
      title: t("footer.resources"),
      links: RESOURCE_PAGES.map((id) => ({ to: resourcePath(id), label: t(`common:${pageNameKey(id)}`) })),
    },
    { id: "footer-legal", title: t("footer.legal"), links: legalLinks },
  ];
  return (
    <footer className="bg-brand-900 px-4 pb-8 pt-14 text-white sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <SiteBrand tone="dark" />
            <p className="mt-3 max-w-xs leading-relaxed text-brand-100">{t("footer.tagline")}</p>
          </div>
          {groups.map((group) => (
            <nav key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="text-sm font-bold uppercase tracking-wider text-accent-400">
                {group.title}
              </h2>
              <LinkList links={group.links} className="mt-3 grid gap-0.5" linkClassName={linkClass} />
            </nav>
          ))}
        </div>
        <div className="mt-12 border-t border-white/15 pt-6 text-sm leading-relaxed text-brand-100">
          <p>{t("common:siteLegal.notALawFirm")}</p>
          <p className="mt-4">{t("common:siteLegal.copyright")}</p>
        </div>
      </div>
    </footer>
  );
}
