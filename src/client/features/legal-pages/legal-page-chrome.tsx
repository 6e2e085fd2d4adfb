import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { LinkList } from "@client/components/link-list";
import { SiteBrand, SkipLink } from "@client/components/site-brand";
import { useLegalLinks } from "@client/components/site-legal";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";

const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400";

/** The small header and footer around the public Terms and Privacy pages; the text loads inside them. */
export function LegalPageChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation("legal");
  const footerLinks = [
    { to: "/", label: t("footer.home") },
    ...useLegalLinks(),
    { to: "/auth", label: t("common:actions.signIn") },
  ];
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b px-4 sm:px-6 border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-2">
          <SiteBrand />
          <Button asChild variant="outline" size="custom" className="min-h-11 shrink-0 gap-2 px-3 py-2 text-sm sm:px-4">
            <AppLink to="/auth">{t("common:actions.signIn")}</AppLink>
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner className="min-h-[50vh]" label={t("common:loadingPage")} />}>{children}</Suspense>
      </main>
      <footer className="bg-brand-900 px-4 py-8 text-sm text-brand-100 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <nav aria-label={t("footer.label")}>
            <LinkList links={footerLinks} className="flex flex-wrap gap-x-6" linkClassName={footerLink} />
          </nav>
          <p className="mt-4 leading-relaxed">{t("common:siteLegal.notALawFirm")}</p>
          <p className="mt-3">{t("common:siteLegal.copyright")}</p>
        </div>
      </footer>
    </div>
  );
}
