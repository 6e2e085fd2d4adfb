import { NavLink } from "react-router";
import { cn } from "@client/lib/cn";
import { NAV_FOLDERS, PROTECTED_PAGES } from "../protected-pages";

/** The two groups of links, used by the desktop sidebar and the mobile drawer alike. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 px-3 py-4">
      {NAV_FOLDERS.map((folder) => (
        <div key={folder.group}>
          <h2 className="px-3 pb-2 text-xs font-bold uppercase tracking-wider text-slate-600">{folder.heading}</h2>
          <ul className="grid gap-0.5">
            {PROTECTED_PAGES.filter((p) => p.nav?.group === folder.group).map((p) => {
              const Icon = p.nav!.icon;
              return (
                <li key={p.path}>
                  <NavLink
                    to={p.path}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100",
                        isActive && "bg-brand-50 font-semibold text-brand-800",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {p.nav!.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
