import { use, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { createGlossarySearch, type GlossarySearch } from "@shared/glossary/glossary-search";
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { EmptyState } from "@client/components/empty-state";
import { SearchInput } from "@client/components/search-input";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { loadGlossary } from "./glossary-files";
import { GlossaryIndex, INDEX_ID, letterAnchor } from "./glossary-index";
import { GlossaryTermEntry } from "./glossary-term-entry";
import { useGrowingCount } from "./use-growing-count";
import { useJumpToAnchor } from "./use-jump-to-anchor";

/**
 * Terms drawn on the first paint (a phone's screen and more); the rest follow in small steps, after it, each step's
 * style and layout short enough not to hold a slow phone's main thread. (Leaving off-screen terms to the browser with
 * content-visibility was quicker, but their links then measure as overlapping: Lighthouse's target-size audit fails.)
 */
const FIRST_TERMS = 12;
const MORE_TERMS = 15;

const searches = new WeakMap<readonly GlossaryTerm[], GlossarySearch>();

/** The search over `terms`, built at the first search rather than before the list is drawn. */
function searchOf(terms: readonly GlossaryTerm[]): GlossarySearch {
  let search = searches.get(terms);
  if (!search) {
    search = createGlossarySearch(terms);
    searches.set(terms, search);
  }
  return search;
}

function byLetter(terms: readonly GlossaryTerm[]): Map<string, GlossaryTerm[]> {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) groups.set(term.letter, [...(groups.get(term.letter) ?? []), term]);
  return groups;
}

/**
 * The search box, the A–Z index and the terms. A search belongs to the address it was typed at: following a letter
 * or a "see also" link (or Back) shows the whole list again, so the term it points at is always there.
 */
export function GlossaryBrowser() {
  const { t, i18n } = useTranslation("glossary");
  const terms = use(loadGlossary(i18n.language));
  const { key } = useLocation();
  const anchor = useJumpToAnchor();
  const [typed, setTyped] = useState({ text: "", at: key });
  const query = typed.at === key ? typed.text : "";
  const wanted = useDeferredValue(query).trim();

  const shown = useGrowingCount(terms.length, { first: FIRST_TERMS, step: MORE_TERMS, all: anchor !== "" });
  const groups = useMemo(() => byLetter(terms.slice(0, shown)), [terms, shown]);
  // "See also" links read in the page's language (the term's local name), the headwords stay English.
  const names = useMemo(() => new Map(terms.map((term) => [term.slug, term.localTerm ?? term.term])), [terms]);
  const letters = useMemo(() => new Set(terms.map((term) => term.letter)), [terms]);
  const results = useMemo(() => (wanted ? searchOf(terms)(wanted) : undefined), [terms, wanted]);

  const entry = (term: GlossaryTerm) => (
    <GlossaryTermEntry key={term.slug} term={term} names={names} targeted={term.slug === anchor} />
  );

  return (
    <>
      <form role="search" aria-label={t("search.region")} onSubmit={(event) => event.preventDefault()} className="grid gap-2">
        <FormField label={t("search.label")} hint={t("search.hint")}>
          <SearchInput
            value={query}
            onChange={(text) => setTyped({ text, at: key })}
            placeholder={t("search.placeholder")}
            enterKeyHint="search"
          />
        </FormField>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-slate-800">
          {results
            ? results.length > 0
              ? t("search.count", { count: results.length, query: wanted })
              : t("search.none", { query: wanted })
            : t("total", { count: terms.length })}
        </p>
      </form>
      <GlossaryIndex letters={letters} />
      {results ? (
        results.length > 0 ? (
          <section aria-labelledby="glossary-results" className="grid gap-3">
            <h2 id="glossary-results" className="sr-only">
              {t("search.results")}
            </h2>
            {results.map(entry)}
          </section>
        ) : (
          <EmptyState
            title={t("empty.heading")}
            text={t("empty.hint")}
            action={
              <Button variant="outline" onClick={() => setTyped({ text: "", at: key })}>
                {t("empty.clear")}
              </Button>
            }
          />
        )
      ) : (
        [...groups].map(([letter, group]) => (
          <section key={letter} aria-labelledby={letterAnchor(letter)} className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-brand-200 pb-1">
              <h2
                id={letterAnchor(letter)}
                tabIndex={-1}
                className="scroll-mt-24 text-2xl font-extrabold text-brand-900 focus:outline-none"
              >
                {letter}
              </h2>
              <Link
                to={{ hash: `#${INDEX_ID}` }}
                className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
              >
                {t("index.back")}
              </Link>
            </div>
            {group.map(entry)}
          </section>
        ))
      )}
    </>
  );
}
