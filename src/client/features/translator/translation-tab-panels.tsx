import { useTranslation } from "react-i18next";
import { EmptyState } from "@client/components/empty-state";
import { AppLink } from "@client/components/app-link";
import { Badge } from "@client/components/ui/badge";
import type { ShownTranslation, TranslationTab } from "./tab-text";

const textClass = "whitespace-pre-wrap break-words text-base leading-relaxed text-slate-900";

function KeyPoints({ translation }: { translation: ShownTranslation }) {
  const { t } = useTranslation("translator");
  if (translation.keyPointDetails.length === 0) return <EmptyState text={t("view.noKeyPoints")} />;
  return (
    <ul className="grid gap-3">
      {translation.keyPointDetails.map((point, index) => (
        <li key={index} className="grid gap-1 rounded-md border border-slate-200 p-3">
          <span>
            <Badge tone={point.kind === "florida_rule" ? "violet" : "blue"}>{t(`keyPointKinds.${point.kind}`)}</Badge>
          </span>
          <p className="break-words text-slate-900">{point.text}</p>
          {point.citation && <p className="text-sm text-slate-700">{point.citation}</p>}
          {point.quote && (
            <p className="break-words text-sm text-slate-700">
              {t("view.keyPointQuote")}{" "}
              <q lang="en" className="italic">
                {point.quote}
              </q>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

interface PanelProps {
  translation: ShownTranslation;
  /** Each legal term links to its glossary entry (the glossary is for signed-in people: not on the public page). */
  linkTerms: boolean;
}

function LegalTerms({ translation, linkTerms }: PanelProps) {
  const { t } = useTranslation("translator");
  if (translation.legalTermDetails.length === 0) return <EmptyState text={t("view.noLegalTerms")} />;
  return (
    <dl className="grid gap-3">
      {translation.legalTermDetails.map((term) => (
        <div key={term.term} className="grid gap-1 rounded-md border border-slate-200 p-3">
          <dt className="font-semibold">
            {linkTerms ? (
              <AppLink
                to={`/glossary#${encodeURIComponent(term.slug)}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                aria-label={t("view.glossaryLink", { term: term.term })}
              >
                <span lang={term.localTerm ? "en" : undefined}>{term.term}</span>
              </AppLink>
            ) : (
              <span lang={term.localTerm ? "en" : undefined}>{term.term}</span>
            )}
            {term.localTerm && (
              <span className="font-semibold text-slate-900 before:mx-2 before:text-slate-500 before:content-['—']">
                {term.localTerm}
              </span>
            )}
          </dt>
          <dd className="break-words text-slate-900">{term.meaning}</dd>
          {term.citation && <dd className="text-sm text-slate-700">{term.citation}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * The plain full text. An explanation in another language whose full text stayed English (no model on this server)
 * says so, and the text is marked as English.
 */
function Simplified({ translation }: { translation: ShownTranslation }) {
  const { t } = useTranslation("translator");
  const englishOnly = translation.language !== "en" && translation.simplifiedLanguage === "en";
  return (
    <div className="grid gap-3">
      {englishOnly && (
        <div role="note" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">{t("view.simplifiedNeedsModelTitle")}</p>
          <p>{t("view.simplifiedNeedsModel")}</p>
        </div>
      )}
      {englishOnly && <h3 className="text-sm font-semibold text-slate-800">{t("view.simplifiedInEnglish")}</h3>}
      <div lang={translation.simplifiedLanguage} className={textClass}>
        {translation.simplifiedContent}
      </div>
    </div>
  );
}

/** What each tab shows. */
export const TAB_PANELS: Record<TranslationTab, (props: PanelProps) => React.ReactNode> = {
  simplified: Simplified,
  keyPoints: KeyPoints,
  legalTerms: LegalTerms,
  original: ({ translation }) => <div className={`${textClass} rounded-md bg-slate-50 p-3`}>{translation.originalContent}</div>,
};
