import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GLOSSARY_LETTERS } from "@shared/glossary/glossary-term";
import { cn } from "@client/lib/cn";

export const INDEX_ID = "glossary-index";
export const letterAnchor = (letter: string) => `letter-${letter.toLowerCase()}`;

const cell = "flex min-h-10 items-center justify-center rounded-md text-base font-bold";

/** The A–Z index: a link to each letter that has terms; the others are shown but cannot be chosen. */
export function GlossaryIndex({ letters }: { letters: ReadonlySet<string> }) {
  const { t } = useTranslation("glossary");
  return (
    <nav id={INDEX_ID} aria-label={t("index.label")} tabIndex={-1} className="scroll-mt-24">
      <ul className="grid grid-cols-9 gap-1 sm:grid-cols-13">
        {GLOSSARY_LETTERS.map((letter) => (
          <li key={letter}>
            {letters.has(letter) ? (
              <Link
                to={{ hash: `#${letterAnchor(letter)}` }}
                className={cn(
                  cell,
                  "border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                )}
                aria-label={t("index.letter", { letter })}
              >
                {letter}
              </Link>
            ) : (
              <span
                role="link"
                aria-disabled="true"
                aria-label={t("index.empty", { letter })}
                className={cn(cell, "text-slate-500")}
              >
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
