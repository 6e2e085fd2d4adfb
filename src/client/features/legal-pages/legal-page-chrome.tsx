import type { ReactNode } from "react";
import { Link } from "react-router";
import { LinkList } from "@client/components/link-list";
import { SiteBrand, SkipLink } from "@client/components/site-brand";
import { COPYRIGHT, LEGAL_LINKS, NOT_A_LAW_FIRM } from "@client/components/site-legal";
import { Button } from "@client/components/ui/button";

const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400";

const FOOTER_LINKS = [{ to: "/", label: "Home" }, ...LEGAL_LINKS, { to: "/auth", label: "Sign In" }];

/** The small header and footer around the public Terms and Privacy pages. */
export function LegalPageChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b px-4 sm:px-6 border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-2">
          <SiteBrand />
          <Button asChild variant="outline" className="shrink-0 px-3 sm:px-4">
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="bg-brand-900 px-4 py-8 text-sm text-brand-100 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <nav aria-label="Footer">
            <LinkList links={FOOTER_LINKS} className="flex flex-wrap gap-x-6" linkClassName={footerLink} />
          </nav>
          <p className="mt-4 leading-relaxed">{NOT_A_LAW_FIRM}</p>
          <p className="mt-3">{COPYRIGHT}</p>
        </div>
      </footer>
    </div>
  );
}
