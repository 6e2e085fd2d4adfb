import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_LINKS, NOT_A_LAW_FIRM, RESOURCE_LINKS, SECTION_LINKS } from "./nav-items";
import { SiteBrand } from "./site-brand";

const linkClass =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400 sm:min-h-9";

function FooterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold uppercase tracking-wider text-accent-400">
        {title}
      </h2>
      <ul className="mt-3 grid gap-0.5">{children}</ul>
    </nav>
  );
}

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
          <FooterGroup id="footer-help" title="Get Help">
            <li>
              <Link to="/auth" className={linkClass}>
                Start Free
              </Link>
            </li>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </FooterGroup>
          <FooterGroup id="footer-resources" title="Resources">
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterGroup>
          <FooterGroup id="footer-legal" title="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterGroup>
        </div>
        <div className="mt-12 border-t border-white/15 pt-6 text-sm leading-relaxed text-brand-100">
          <p>{NOT_A_LAW_FIRM}</p>
          <p className="mt-4">© 2024 Florida Legal Champion. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
