import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { APP_PAGES, PAGE_GROUPS } from "@shared/app-pages";
import { PageIcon } from "@client/components/page-icon";
import { usePageText } from "@client/components/use-page-text";
import { cn } from "@client/lib/cn";

/** The two groups of links (src/shared/app-pages.ts), used by the desktop sidebar and the mobile drawer alike. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pageText = usePageText();
  return (
    <nav aria-label={t("shell.mainNavigation")} className="flex flex-col gap-6 px-3 py-4">
      {PAGE_GROUPS.map((group) => (
        <div key={group}>
          <h2 className="px-3 pb-2 text-xs font-bold uppercase tracking-wider text-slate-600">{t(`shell.groups.${group}`)}</h2>
          <ul className="grid gap-0.5">
            {APP_PAGES.filter((entry) => "group" in entry && entry.group === group).map((entry) => (
              <li key={entry.id}>
                <NavLink
                  to={entry.route}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-slate-100",
                      isActive ? "bg-brand-50 font-semibold text-brand-800" : "font-medium text-slate-800",
                    )
                  }
                >
                  <PageIcon icon={entry.icon} className="size-4 shrink-0" />
                  {pageText(entry.id).name}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
