import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { DEFAULT_LANGUAGE, PSEUDO_LANGUAGE } from "@shared/i18n/languages";
import { cn } from "@client/lib/cn";
import { useContentWords } from "./glossary-text";

interface GlossaryTermEntryProps {
  term: GlossaryTerm;
  /** The names of the related terms, by slug. */
  names: ReadonlyMap<string, string>;
  /** The address points at this term (/glossary#<slug>). */
  targeted: boolean;
}

/**
 * One term: its name, plain meaning, an example, the law it comes from, and related terms. In another language the
 * English term (the word the papers and the court use) is the headword, with its name in that language beside it.
 */
export const GlossaryTermEntry = memo(function GlossaryTermEntry({ term, names, targeted }: GlossaryTermEntryProps) {
  const { t, i18n } = useTranslation("glossary");
  const words = useContentWords();
  const nameId = `${term.slug}-name`;
  const reading = i18n.language;
  const englishPage = reading === DEFAULT_LANGUAGE || reading === PSEUDO_LANGUAGE;
  // English words on a page in another language are marked, so a screen reader says them in English.
  const english = englishPage ? undefined : DEFAULT_LANGUAGE;
  const untranslated = !englishPage && term.localTerm === undefined;
  const otherNames = [...(term.localAlso ?? []), ...term.also];
  return (
    <article
      id={term.slug}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cn(
        "grid scroll-mt-24 gap-2 rounded-lg border bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        targeted ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200",
      )}
    >
      <h3 id={nameId} className="text-lg font-bold leading-snug wrap-anywhere text-slate-900">
        <span lang={english}>{words(term.term)}</span>
        {term.localTerm && (
          <span className="font-semibold text-brand-900 before:mx-2 before:text-slate-500 before:content-['—']">
            {term.localTerm}
          </span>
        )}
      </h3>
      {otherNames.length > 0 && (
        <p className="text-sm text-slate-700">{t("term.also", { names: otherNames.map(words).join(", ") })}</p>
      )}
      <p lang={untranslated ? DEFAULT_LANGUAGE : undefined} className="leading-relaxed text-slate-900">
        {words(term.meaning)}
      </p>
      <p className="border-l-4 border-brand-200 pl-3 text-slate-800">
        <span className="font-semibold">{t("term.example")}</span>{" "}
        <i lang={untranslated ? DEFAULT_LANGUAGE : undefined}>{words(term.example)}</i>
      </p>
      {term.citation && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{t("term.law")}</span> <span className="break-words">{term.citation}</span>
        </p>
      )}
      {term.see.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{t("term.seeAlso")}</span>{" "}
          {term.see.map((slug, index) => (
            <span key={slug}>
              {index > 0 && ", "}
              <Link
                to={{ hash: `#${slug}` }}
                className="inline-block min-h-6 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {words(names.get(slug) ?? slug)}
              </Link>
            </span>
          ))}
        </p>
      )}
    </article>
  );
});
