import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PUBLIC_READINGS_PER_HOUR } from "@shared/translations";
import { Island } from "@client/components/island";
import { LinkList } from "@client/components/link-list";
import { SiteBrand, SkipLink } from "@client/components/site-brand";
import { useLegalLinks } from "@client/components/site-legal";
import { PapersHeader } from "./papers-header";
import { PapersReader } from "./papers-reader";

const PROMISES = ["free", "nothingKept", "limit"] as const;

const footerLink =
  "inline-flex min-h-11 items-center rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-accent-400";

/**
 * The public paper reader at /papers: anyone reads a paper in plain words without an account, and nothing is kept.
 * Pre-rendered; its islands (app/public-app.tsx) are the header (the language switch) and the reader.
 */
export default function PapersPage() {
  const { t } = useTranslation("papers");
  const title = t("head:papers.title");
  useEffect(() => {
    document.title = title;
  }, [title]);
  const footerLinks = [{ to: "/", label: t("footer.home") }, ...useLegalLinks()];
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <Island name="papers-header">
        <PapersHeader />
      </Island>
      <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-6">
        <div className="mx-auto grid max-w-4xl gap-6">
          <div className="grid gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t("heading")}</h1>
            <p className="text-lg text-slate-800">{t("intro")}</p>
            <ul aria-label={t("promises.label")} className="grid gap-1">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-start gap-2 text-slate-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {t(`promises.${promise}`, { max: PUBLIC_READINGS_PER_HOUR })}
                </li>
              ))}
            </ul>
          </div>
          <Island name="papers-reader">
            <PapersReader />
          </Island>
        </div>
      </main>
      <footer className="bg-brand-900 px-4 py-8 text-sm text-brand-100 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SiteBrand tone="dark" />
          <nav aria-label={t("footer.label")} className="mt-3">
            <LinkList links={footerLinks} className="flex flex-wrap gap-x-6" linkClassName={footerLink} />
          </nav>
          <p className="mt-4 leading-relaxed">{t("common:siteLegal.notALawFirm")}</p>
          <p className="mt-3">{t("common:siteLegal.copyright")}</p>
        </div>
      </footer>
    </div>
  );
}
