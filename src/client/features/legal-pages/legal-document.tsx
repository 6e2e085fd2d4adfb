import { ArrowUp, CalendarDays, ListChecks } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@shared/i18n/format";
import type { ContentSection, MarkdownTokens } from "@client/components/content/content-document";
import { Markdown, MarkdownInline } from "@client/components/content/markdown";
import { usePageAddress } from "@client/components/page-address";
import { useContent } from "@client/components/content/use-content";
import { LEGAL_PAGE_FILES, sectionSlug, type LegalPage, type LegalPageMeta } from "./legal-page-file";

const TOC_ID = "contents";

interface NumberedSection extends ContentSection {
  number: number;
  id: string;
}

/** The Terms or the Privacy Policy from its content file: title, short version, contents and numbered sections. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const { t, i18n } = useTranslation("legal");
  const { meta, inline, sections: all } = useContent<LegalPageMeta>(LEGAL_PAGE_FILES[page]);
  const { hash } = usePageAddress();
  const sections = all
    .filter((section) => section.title)
    .map((section, index) => ({ ...section, number: index + 1, id: sectionSlug(section.title) }));

  const pageTitle = t("pageTitle", { title: meta.title });
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  // The page loads after the address was opened, so the browser could not jump to a #section by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <div className="border-b border-slate-200 bg-white px-4 sm:px-6">
        <div className="mx-auto max-w-6xl py-10 sm:py-14">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">{t("eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            <MarkdownInline tokens={inline[meta.title]} />
          </h1>
          <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
            <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
            {t("effectiveDate", { date: formatDate(meta.effectiveDate, "long", i18n.language) })}
          </p>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            <MarkdownInline tokens={inline[meta.intro]} />
          </p>
        </div>
      </div>
      <div className="px-4 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-8 py-8 sm:py-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
          <TableOfContents sections={sections} />
          <div className="min-w-0">
            <ShortVersion lines={meta.summary.map((line) => ({ line, tokens: inline[line] }))} />
            {sections.map((section) => (
              <DocumentSection key={section.id} section={section} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function TableOfContents({ sections }: { sections: NumberedSection[] }) {
  const { t } = useTranslation("legal");
  return (
    <nav
      aria-labelledby="toc-heading"
      className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
    >
      <div id={TOC_ID} tabIndex={-1} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none">
        <h2 id="toc-heading" className="text-base font-bold text-brand-900">
          {t("contents")}
        </h2>
        <ol className="mt-3 grid gap-0.5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-slate-800 hover:bg-brand-50 hover:text-brand-800 lg:min-h-9"
              >
                <span className="w-6 shrink-0 text-right font-bold text-brand-700">{section.number}.</span>
                <span>
                  <MarkdownInline tokens={section.heading} />
                </span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function ShortVersion({ lines }: { lines: readonly { line: string; tokens: MarkdownTokens | undefined }[] }) {
  const { t } = useTranslation("legal");
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-accent-400/70 bg-amber-50 p-5 sm:p-6">
      <h2 id="summary-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <ListChecks className="size-5 text-brand-700" aria-hidden="true" />
        {t("shortVersion")}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6 leading-relaxed text-slate-800 marker:text-brand-700">
        {lines.map(({ line, tokens }) => (
          <li key={line}>
            <MarkdownInline tokens={tokens} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t("shortVersionNote")}</p>
    </section>
  );
}

function DocumentSection({ section }: { section: NumberedSection }) {
  const { t } = useTranslation("legal");
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
      <h2 id={`${section.id}-heading`} className="flex gap-3 text-xl font-bold text-brand-900 sm:text-2xl">
        <span className="text-brand-600">{section.number}.</span>
        <span>
          <MarkdownInline tokens={section.heading} />
        </span>
      </h2>
      <Markdown
        tokens={section.body}
        className="mt-3 grid gap-4 leading-relaxed text-slate-800 [&_li]:pl-1 [&_li]:marker:text-brand-700 [&_ul]:ml-0 [&_ul]:gap-2 [&_ul]:pl-6"
      />
      <a
        href={`#${TOC_ID}`}
        className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 sm:min-h-9"
      >
        <ArrowUp className="size-4" aria-hidden="true" />
        {t("backToContents")}
      </a>
    </section>
  );
}
