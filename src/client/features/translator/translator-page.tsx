import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OcrReadingJson, TranslationJson } from "@shared/translations";
import { EmptyState } from "@client/components/empty-state";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { OcrCheck } from "./ocr-check";
import { takePendingPaper } from "./pending-paper";
import { readingOf } from "./paper-reading";
import type { TranslateInput } from "./translate-request";
import { TranslationHistory } from "./translation-history";
import { TranslationView } from "./translation-view";
import { TranslatorInput } from "./translator-input";
import { usePaperReadings } from "./use-paper-readings";
import { useDeleteTranslation, useTranslate, useTranslations } from "./use-translations";

/** The Plain English Translator. */
export default function TranslatorPage() {
  const { t } = useTranslation("translator");
  const list = useTranslations();
  const [problem, setProblem] = useState<string | null>(null);
  const { readings, remember } = usePaperReadings();
  /** A translation read from photos, whose text she checks (and may correct) before its explanation is shown. */
  const [check, setCheck] = useState<{ id: string; ocr: OcrReadingJson; receivedOn: string | null } | null>(null);
  /** The paper she read on /papers and asked to keep before signing in: stored now, and its dates added. */
  const [pending] = useState(takePendingPaper);
  const [addDatesOf, setAddDatesOf] = useState<string | null>(null);
  const translate = useTranslate(setProblem, (answer, input) => {
    remember(answer.id, readingOf(answer, input.receivedOn ?? null));
    setCheck(answer.ocr ? { id: answer.id, ocr: answer.ocr, receivedOn: input.receivedOn ?? null } : null);
    if (input === pending) setAddDatesOf(answer.id);
  });
  const sentPending = useRef(false);
  const { mutate } = translate;
  useEffect(() => {
    if (!pending || sentPending.current) return;
    sentPending.current = true;
    mutate(pending);
  }, [pending, mutate]);
  const remove = useDeleteTranslation();
  /** An older translation picked from the history; none: the latest is shown. */
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TranslationJson | null>(null);

  useUnauthorizedRedirect(list.error);

  if (list.isError) return <LoadError what={t("page.what")} query={list} />;
  if (list.isPending) return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto w-full max-w-4xl" />;

  const [latest, ...older] = list.data;
  const shown = list.data.find((each) => each.id === pickedId) ?? latest;

  const runTranslate = async (input: TranslateInput) => {
    try {
      await translate.mutateAsync(input);
      setPickedId(null);
      return true;
    } catch {
      return false;
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (deleting.id === pickedId) setPickedId(null);
        setDeleting(null);
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <p className="text-slate-800">{t("page.intro")}</p>
      <TranslatorInput
        translating={translate.isPending}
        uploaded={translate.uploaded}
        problem={problem}
        onProblem={setProblem}
        onTranslate={runTranslate}
      />
      {shown && check?.id === shown.id ? (
        <OcrCheck
          key={shown.id}
          text={shown.originalContent}
          ocr={check.ocr}
          translating={translate.isPending}
          onAccept={() => setCheck(null)}
          onTranslate={(corrected) =>
            void runTranslate({
              kind: "text",
              content: corrected,
              fileName: shown.originalFileName,
              receivedOn: check.receivedOn,
            })
          }
        />
      ) : shown ? (
        <TranslationView
          key={shown.id}
          translation={shown}
          latest={shown.id === latest?.id}
          onShowLatest={() => setPickedId(null)}
          onDelete={setDeleting}
          reading={readings[shown.id]}
          addDatesAtOnce={shown.id === addDatesOf}
          translating={translate.isPending}
          onReceivedOn={(day) =>
            void runTranslate({
              kind: "text",
              content: shown.originalContent,
              fileName: shown.originalFileName,
              receivedOn: day,
            })
          }
        />
      ) : (
        <EmptyState text={t("view.none")} />
      )}
      <TranslationHistory
        translations={older}
        shownId={shown?.id}
        onView={(each) => setPickedId(each.id)}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("delete.title")}
        description={t("delete.description", { name: deleting?.originalFileName ?? t("view.pasted") })}
        confirmLabel={t("delete.confirm")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
