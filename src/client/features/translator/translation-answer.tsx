import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { CopyTextButton } from "./copy-text-button";
import type { PaperReading } from "./paper-reading";
import { PaperResult } from "./paper-result";
import { TranslationFacts } from "./translation-facts";
import { TAB_PANELS } from "./translation-tab-panels";
import { TAB_TEXT, TRANSLATION_TABS, type ShownTranslation, type TranslationTab } from "./tab-text";

interface TranslationAnswerProps {
  translation: ShownTranslation;
  /** What was read of the paper when it was translated here (a stored translation has none). */
  reading?: PaperReading | undefined;
  translating: boolean;
  /** Translates the paper again, with the day she was given it. */
  onReceivedOn(day: string): void;
  /** Under her dates, when the paper was read: what she can do with them. */
  paperActions?: ReactNode;
  /** Before the plain text, whatever was read: a way to keep it (the public page's sign-up). */
  keep?: ReactNode;
  /** Beside Copy Text. */
  buttons?: ReactNode;
  linkTerms: boolean;
}

/**
 * One explained paper, laid out the same on the translator and on the public page: what the paper is and what she
 * must do by when, its facts, the four tabs (the plain text first), and Copy Text.
 */
export function TranslationAnswer({
  translation,
  reading,
  translating,
  onReceivedOn,
  paperActions,
  keep,
  buttons,
  linkTerms,
}: TranslationAnswerProps) {
  const { t } = useTranslation("translator");
  const [tab, setTab] = useState<TranslationTab>("simplified");
  return (
    <>
      {reading && (
        <PaperResult reading={reading} translating={translating} onReceivedOn={onReceivedOn}>
          {paperActions}
        </PaperResult>
      )}
      {keep}
      <TranslationFacts translation={translation} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as TranslationTab)}>
        <TabsList aria-label={t("view.tabsLabel")}>
          {TRANSLATION_TABS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {t(`tabs.${each}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRANSLATION_TABS.map((each) => {
          const Panel = TAB_PANELS[each];
          return (
            <TabsContent key={each} value={each}>
              <Panel translation={translation} linkTerms={linkTerms} />
            </TabsContent>
          );
        })}
      </Tabs>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <CopyTextButton text={TAB_TEXT[tab](translation)} />
        {buttons}
      </div>
    </>
  );
}
