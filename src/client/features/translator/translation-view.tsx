import { FileDown, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TranslationJson } from "@shared/translations";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { AddDatesButton } from "./add-dates-button";
import type { PaperReading } from "./paper-reading";
import { PaperNextStep } from "./paper-next-step";
import { TranslationAnswer } from "./translation-answer";
import { useSaveAsDocument } from "./use-translations";
interface TranslationViewProps {
  translation: TranslationJson;
  /** The newest one (Latest Translation), or an older one picked from the history. */
  latest: boolean;
  onShowLatest(): void;
  onDelete(translation: TranslationJson): void;
  /** What was read of the paper when it was translated here (a stored translation has none). */
  reading?: PaperReading | undefined;
  translating: boolean;
  /** Translates the paper again, with the day she was given it. */
  onReceivedOn(day: string): void;
  /** Its dates go to her deadlines as soon as it shows (the paper she read on /papers before signing up). */
  addDatesAtOnce?: boolean;
}

/**
 * Latest Translation (or an older one): what the paper is and what she must do (when read here), its facts, the four
 * tabs, Copy Text, Save as document and Delete.
 */
export function TranslationView({
  translation,
  latest,
  onShowLatest,
  onDelete,
  reading,
  translating,
  onReceivedOn,
  addDatesAtOnce = false,
}: TranslationViewProps) {
  const { t } = useTranslation("translator");
  const save = useSaveAsDocument();
  const saved = save.isSuccess && save.variables === translation.id;

  return (
    <section aria-labelledby="translation-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="translation-heading" className="text-lg font-bold text-slate-900">
          {latest ? t("view.latest") : t("view.earlier")}
        </h2>
        {!latest && (
          <Button type="button" variant="link" size="custom" className="min-h-11 gap-2 px-0 py-2 text-sm" onClick={onShowLatest}>
            {t("view.showLatest")}
          </Button>
        )}
      </div>
      <Card className="grid gap-4 p-4 sm:p-6">
        <TranslationAnswer
          translation={translation}
          reading={reading}
          translating={translating}
          onReceivedOn={onReceivedOn}
          linkTerms
          paperActions={
            reading && (
              <>
                <AddDatesButton reading={reading} atOnce={addDatesAtOnce} />
                {reading.nextStep && <PaperNextStep step={reading.nextStep} />}
              </>
            )
          }
          buttons={
            <>
              <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(translation.id)}>
                <FileDown aria-hidden="true" /> {save.isPending ? t("view.saving") : t("view.save")}
              </Button>
              <Button type="button" variant="ghostDestructive" onClick={() => onDelete(translation)}>
                <Trash2 aria-hidden="true" /> {t("view.delete")}
              </Button>
            </>
          }
        />
        {saved && (
          <p className="text-sm text-slate-800">
            {t("view.saved")}{" "}
            <Link to="/documents" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t("view.openDocuments")}
            </Link>
          </p>
        )}
      </Card>
    </section>
  );
}
