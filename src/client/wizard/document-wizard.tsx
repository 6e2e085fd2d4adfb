import { ArrowLeft, ArrowRight, FileCheck2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentKind } from "@shared/documents/kind";
import { KINDS_NAMESPACE } from "@shared/documents/field-text";
import { VALIDATION_NAMESPACE } from "@shared/documents/field-messages";
import { formatPercent } from "@shared/i18n/format";
import { LoadingState } from "../components/loading-state";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../components/ui/dialog";
import { Progress } from "../components/ui/progress";
import { statusOf } from "../lib/api";
import { handleUnauthorized, useUnauthorizedRedirect } from "../lib/unauthorized";
import type { Draft } from "../questionnaire/draft-saver";
import { QuestionList } from "../questionnaire/question-list";
import { Review } from "../questionnaire/review";
import { SaveStatusNote } from "../questionnaire/save-status";
import { clampStep, emptyValues, kindSteps, shownFields, type Answers, type QuestionnaireStep } from "../questionnaire/steps";
import { useQuestionnaire } from "../questionnaire/use-questionnaire";
import { useKindText } from "./kind-text";
import { useCaseCheckedText } from "./case-checked-text";
import { PleadingPreview } from "./pleading-preview";
import { PLEADING_WORDS } from "@shared/documents/pleading-words";
import { useKindDraft, useKindDraftStore } from "./kind-draft";

interface DocumentWizardProps {
  kind: DocumentKind;
  /** Answers known before the person starts (their county, say); a saved draft wins over these. */
  initialValues?: Answers;
  /**
   * The questions her case already answers (in initialValues): each says so, to be checked, and a step they
   * fill entirely is stepped over (still there with Previous and the review's Change).
   */
  fromCase?: ReadonlySet<string>;
  /** Shown on the review step above her answers, with them (where the paper goes). */
  beforeGenerate?(values: Answers): ReactNode;
  pending?: boolean;
  /** Called with the validated answers; call clearDraft once the document is safely created. */
  onComplete(data: Record<string, unknown>, helpers: { clearDraft(): void }): void;
}

/**
 * Renders any catalog entry as a questionnaire (src/client/questionnaire/): 3 questions a step, each step checked
 * before moving on, then the review. Her draft is kept on the server as she types, so it follows her to any device.
 */
export function DocumentWizard(props: DocumentWizardProps) {
  const { t } = useTranslation("wizard");
  const draft = useKindDraft(props.kind.kind);
  useUnauthorizedRedirect(draft.error);
  if (draft.isPending) return <LoadingState status={t("draft.loading")} shape="rows" />;
  // A draft that cannot be read (she is offline) is no reason not to answer: saving will say so, or ask.
  const saved = draft.data ?? null;
  const values = { ...props.initialValues };
  const initial: Draft = saved
    ? { step: saved.step, values: { ...values, ...saved.answers } }
    : { step: firstOpenStep(props.kind, values, props.fromCase), values };
  return <WizardForm {...props} initial={initial} version={saved?.version ?? 0} />;
}

/** Whether her case answers every question a step asks now. */
const filledByCase = (step: QuestionnaireStep, values: Answers, kind: DocumentKind, fromCase: ReadonlySet<string>) =>
  !step.review && fromCase.size > 0 && shownFields(step, values, kind.fields).every((field) => fromCase.has(field.name));

/** The first step at or after `from` with a question her case does not answer (the review at the latest). */
function firstOpenStep(kind: DocumentKind, values: Answers, fromCase: ReadonlySet<string> = NO_FIELDS, from = 0): number {
  const steps = kindSteps(kind.fields, values);
  const index = steps.findIndex((step, at) => at >= from && !filledByCase(step, values, kind, fromCase));
  return index === -1 ? steps.length - 1 : index;
}

const NO_FIELDS: ReadonlySet<string> = new Set();

function WizardForm({
  kind,
  initial,
  version,
  pending = false,
  fromCase = NO_FIELDS,
  beforeGenerate,
  onComplete,
}: DocumentWizardProps & { initial: Draft; version: number }) {
  const { t, i18n } = useTranslation(["wizard", KINDS_NAMESPACE, VALIDATION_NAMESPACE]);
  const text = useCaseCheckedText(useKindText(kind), fromCase);
  const drafts = useKindDraftStore(kind.kind, version);
  const [conflict, setConflict] = useState(false);
  const questionnaire = useQuestionnaire({
    fields: kind.fields,
    stepsOf: (values) => kindSteps(kind.fields, values),
    schema: kind.schema,
    initial,
    store: drafts.store,
    onSaveError: (error) => {
      if (handleUnauthorized(error)) return;
      if (statusOf(error) === 409) {
        questionnaire.saver.hold();
        setConflict(true);
      }
    },
  });
  const { form, step, steps, position, isFirst, isLast, isReview, headingRef, saver } = questionnaire;

  /** Her choice about a newer draft saved elsewhere: take it, or keep what this page holds and save it over it. */
  const settleConflict = async (takeNewer: boolean) => {
    setConflict(false);
    const latest = await drafts.adoptLatest().catch(() => null);
    saver.resume();
    if (takeNewer && latest) {
      saver.discard();
      form.reset({ ...emptyValues(kind.fields), ...latest.answers });
      questionnaire.goTo(clampStep(latest.step, steps.length));
    } else {
      void questionnaire.saveAt(step);
    }
  };

  const clearDraft = () => {
    saver.discard();
    void drafts.remove().catch(() => undefined);
  };

  const next = async () => {
    if (!(await questionnaire.checkStep())) return;
    if (!isLast) {
      const to = firstOpenStep(kind, questionnaire.values, fromCase, step + 1);
      // Her step is kept with her answers before she sees the next one; a failed save does not hold her back.
      await questionnaire.saveAt(to);
      return questionnaire.goTo(to);
    }
    await questionnaire.finish((data) => onComplete(data, { clearDraft }));
  };

  const previous = () => {
    void questionnaire.saveAt(step - 1);
    questionnaire.goTo(step - 1);
  };

  return (
    <form
      className="grid gap-5"
      noValidate
      aria-label={text.title}
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm text-slate-700">
          <h4 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            {t("steps.stepOf", { step: position.number, count: position.count })}
          </h4>
          <span>{t("steps.percentComplete", { percent: formatPercent(position.done, i18n.language) })}</span>
        </div>
        <Progress
          value={position.done * 100}
          label={t("steps.progressLabel", { title: text.title, step: position.number, count: position.count })}
        />
      </div>
      {isReview ? (
        <Review
          steps={steps}
          titleOf={(_, index) => t("review.stepTitle", { step: index + 1 })}
          values={questionnaire.values}
          fields={kind.fields}
          text={text}
          emptyText={t("review.empty")}
          headingLevel={5}
          change={{ label: (index) => t("review.change", { step: index + 1 }), onChange: questionnaire.goTo }}
          answerNote={(field, value) => {
            const words = PLEADING_WORDS[kind.kind]?.[field.name];
            return words && typeof value === "string" && value.trim() !== "" ? (
              <PleadingPreview
                words={words}
                text={value.trim()}
                maxLength={"maxLength" in field ? field.maxLength : undefined}
                onUse={(text) => form.setValue(field.name, text, { shouldDirty: true })}
              />
            ) : null;
          }}
        >
          <p className="text-sm text-slate-700">{t("review.intro")}</p>
          {beforeGenerate?.(questionnaire.values)}
        </Review>
      ) : (
        <QuestionList questionnaire={questionnaire} text={text} documentType={kind.kind} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="outline" disabled={isFirst || pending} onClick={previous}>
          <ArrowLeft aria-hidden="true" /> {t("steps.previous")}
        </Button>
        <SaveStatusNote status={questionnaire.saveStatus} />
        <Button type="submit" disabled={pending}>
          {isLast ? (
            <>
              <FileCheck2 aria-hidden="true" /> {pending ? t("steps.generating") : t("steps.generate")}
            </>
          ) : (
            <>
              {t("steps.next")} <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
      <Dialog open={conflict} onOpenChange={(open) => !open && void settleConflict(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("draft.conflictTitle")}</DialogTitle>
            <DialogDescription>{t("draft.conflictBody")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => void settleConflict(false)}>
              {t("draft.keepMine")}
            </Button>
            <Button onClick={() => void settleConflict(true)}>{t("draft.loadNewer")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
