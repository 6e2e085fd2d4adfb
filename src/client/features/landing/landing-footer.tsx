import { LinkList, type NavLink } from "@client/components/link-list";
import { SiteBrand } from "@client/components/site-brand";
import { COPYRIGHT, LEGAL_LINKS, NOT_A_LAW_FIRM } from "@client/components/site-legal";
import { RESOURCE_LINKS, SECTION_LINKS } from "./nav-items";

const linkClass =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400 sm:min-h-9";

const GROUPS: readonly { id: string; title: string; links: readonly NavLink[] }[] = [
  { id: "footer-help", title: "Get Help", links: [{ to: "/auth", label: "Start Free" }, ...SECTION_LINKS] },
  { id: "footer-resources", title: "Resources", links: RESOURCE_LINKS },
  { id: "footer-legal", title: "Legal", links: LEGAL_LINKS },
];

export function LandingFooter() {
  return (
    <footer className="bg-brand-900 px-4 pb-8 pt-14 text-white sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <SiteBrand tone="dark" />
            <p className="mt-3 max-w-xs leading-relaxed text-brand-100">
              Empowering Florida residents to stand up for their rights.
            </p>
          </div>
          {GROUPS.map((group) => (
            <nav key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="text-sm font-bold uppercase tracking-wider text-accent-400">
                {group.title}
              </h2>
              <LinkList links={group.links} className="mt-3 grid gap-0.5" linkClassName={linkClass} />
            </nav>
          ))}
        </div>
        <div className="mt-12 border-t border-white/15 pt-6 text-sm leading-relaxed text-brand-100">
          <p>{NOT_A_LAW_FIRM}</p>
          <p className="mt-4">{COPYRIGHT}</p>
        </div>
      </div>
    </footer>
  );
}
