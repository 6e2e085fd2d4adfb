/**
 * The active workflow, on the questionnaire engine (src/client/questionnaire/): Step X of N, percent complete, step
 * indicators, the step's fields; Previous, Save Progress, Next (Generate Document on the review), Exit Workflow. Its
 * draft is the workflow itself: every move saves, and so does a pause in her typing. A save refused because another
 * tab saved first reloads the latest answers and says so: nothing is lost silently.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatDate } from "@shared/i18n/format";
import { completeWorkflow, getWorkflow, updateWorkflow } from "@shared/api/workflows";
import { findWorkflowDefinition } from "@shared/workflows/registry";
import type { WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import { draftSchema, finalSchema } from "@shared/workflows/workflow-data";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { callApi, fieldErrorsOf, refreshAfter, statusOf } from "@client/lib/api";
import { todayIso } from "@client/lib/today";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import type { DraftStore } from "@client/questionnaire/draft-saver";
import { QuestionList } from "@client/questionnaire/question-list";
import { SaveStatusNote } from "@client/questionnaire/save-status";
import { answered, emptyValues, REVIEW, type QuestionnaireStep } from "@client/questionnaire/steps";
import { useQuestionnaire } from "@client/questionnaire/use-questionnaire";
import { FeeTable } from "./fee-table";
import { ReviewStep } from "./review-step";
import { StepIndicators } from "./step-indicators";
import { workflowFieldText } from "./workflow-field-text";

interface Props {
  workflow: WorkflowJson;
  definition: WorkflowDefinitionJson;
  onExit(): void;
}

const stepsOf = (definition: WorkflowDefinitionJson): QuestionnaireStep[] =>
  definition.steps.map((step) => ("fields" in step ? { id: step.id, fields: step.fields } : REVIEW));

export function WorkflowRunner({ workflow, definition, onExit }: Props) {
  const { t, i18n } = useTranslation("workflows");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const steps = useMemo(() => stepsOf(definition), [definition]);
  const fields = useMemo(() => steps.flatMap((step) => step.fields), [steps]);
  const text = workflowFieldText(definition.name);
  const builtIn = findWorkflowDefinition(definition.type);
  const [completed, setCompleted] = useState<number[]>(workflow.completedSteps);
  const completedRef = useRef(completed);
  const version = useRef(workflow.version);
  const lastError = useRef<unknown>(null);
  const [missing, setMissing] = useState<string[]>([]);

  /** The workflow is this questionnaire's draft: each save sends the version she last read and keeps the new one. */
  const store = useMemo<DraftStore>(
    () => ({
      async save({ step, values }) {
        const saved = await callApi(updateWorkflow, {
          params: { id: workflow.id },
          body: { currentStep: step, data: answered(values), completedSteps: completedRef.current, version: version.current },
        });
        version.current = saved.version;
      },
    }),
    [workflow.id],
  );

  const questionnaire = useQuestionnaire({
    fields,
    stepsOf: () => steps,
    schema: builtIn ? draftSchema(builtIn) : undefined,
    initial: { step: workflow.currentStep, values: workflow.data },
    store,
    onSaveError: (error) => {
      lastError.current = error;
      if (handleUnauthorized(error)) return;
      if (statusOf(error) === 409)
        void reloadLatest().catch(() => toast({ title: t("toast.saveFailed"), variant: "destructive" }));
    },
  });
  const { form, step, current, values, headingRef, isReview, saver } = questionnaire;
  const total = steps.length;
  const percent = Math.round((completed.length / total) * 100);

  async function reloadLatest() {
    const latest = await callApi(getWorkflow, { params: { id: workflow.id } });
    version.current = latest.version;
    completedRef.current = latest.completedSteps;
    form.reset({ ...emptyValues(fields), ...latest.data });
    setCompleted(latest.completedSteps);
    toast({ title: t("toast.conflict"), variant: "destructive" });
  }

  function showServerErrors(error: unknown) {
    for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
      if (messages[0]) form.setError(name, { message: messages[0] });
    }
  }

  /** Saves her answers with `at` as her step and `done` as the steps she finished; says why when it could not. */
  async function saveProgress(at: number, done: number[]): Promise<boolean> {
    form.clearErrors();
    const before = completedRef.current;
    completedRef.current = done;
    if (await questionnaire.saveAt(at)) {
      await refreshAfter(queryClient, updateWorkflow);
      return true;
    }
    completedRef.current = before;
    const error = lastError.current;
    // A 401 is on its way to sign-in, and a 409 already reloaded the latest answers.
    if (statusOf(error) !== 401 && statusOf(error) !== 409) {
      showServerErrors(error);
      toast({ title: t("toast.saveFailed"), variant: "destructive" });
    }
    return false;
  }

  const [busy, setBusy] = useState(false);
  const moveTo = async (next: number, done: number[]) => {
    setBusy(true);
    const saved = await saveProgress(next, done).finally(() => setBusy(false));
    if (!saved) return;
    setCompleted(done);
    setMissing([]);
    questionnaire.goTo(next);
  };

  const next = async () => {
    if (!(await questionnaire.checkStep())) return;
    await moveTo(
      step + 1,
      [...new Set([...completed, step])].sort((a, b) => a - b),
    );
  };

  const saveNow = async () => {
    setBusy(true);
    const saved = await saveProgress(step, completed).finally(() => setBusy(false));
    if (saved) toast({ title: t("toast.saved") });
  };

  /** Saves the last answers, then one call makes the document and completes the workflow together. */
  const generate = useMutation({
    mutationFn: async () => {
      completedRef.current = [...new Set([...completed, step])];
      if (!(await questionnaire.saveAt(step))) throw lastError.current;
      // Completed from here on: nothing more is saved into it.
      saver.hold();
      await callApi(completeWorkflow, {
        params: { id: workflow.id },
        body: { title: `${definition.name} - ${formatDate(todayIso(), "long", i18n.language)}` },
      });
      saver.discard();
    },
    onSuccess: async () => {
      toast({ title: t("toast.completed") });
      await refreshAfter(queryClient, completeWorkflow);
      void navigate("/documents");
    },
    onError: (error) => {
      saver.resume();
      if (handleUnauthorized(error) || statusOf(error) === 409) return;
      toast({ title: t("toast.completeFailed"), variant: "destructive" });
    },
  });

  const startGenerate = () => {
    if (builtIn) {
      const result = finalSchema(builtIn).safeParse(answered(form.getValues()));
      if (!result.success) {
        const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
        setMissing(
          names.map((name) => (fields.find((field) => field.name === name) as { label?: string } | undefined)?.label ?? name),
        );
        return;
      }
    }
    generate.mutate();
  };

  const working = busy || generate.isPending;
  const currentStep = definition.steps[step]!;

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Card className="grid gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold text-slate-900">{definition.name}</h2>
          <p className="text-sm text-slate-700">{t("page.stepOf", { current: step + 1, total })}</p>
        </div>
        <Progress value={percent} label={t("page.percentComplete", { percent })} />
        <p className="text-sm text-slate-700">{t("page.percentComplete", { percent })}</p>
        <StepIndicators steps={definition.steps} current={step} completed={completed} />
      </Card>
      <Card className="grid gap-5 p-4 sm:p-6">
        <div className="grid gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            {currentStep.title}
          </h3>
          <p className="text-sm text-slate-700">{currentStep.description}</p>
        </div>
        {isReview ? (
          <ReviewStep
            definition={definition}
            steps={steps}
            fields={fields}
            text={text}
            values={values}
            warning={"warning" in currentStep ? currentStep.warning : ""}
            missing={missing}
          />
        ) : (
          <QuestionList questionnaire={questionnaire} text={text} documentType={definition.kind} />
        )}
        {definition.fees && step === 0 && current && <FeeTable fees={definition.fees} values={values} />}
        <SaveStatusNote status={questionnaire.saveStatus} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button variant="outline" onClick={() => void moveTo(step - 1, completed)} disabled={step === 0 || working}>
            {t("buttons.previous")}
          </Button>
          <Button variant="secondary" onClick={() => void saveNow()} disabled={working}>
            {t("buttons.save")}
          </Button>
          {isReview ? (
            <Button onClick={startGenerate} disabled={working}>
              {generate.isPending ? t("buttons.generating") : t("buttons.generate")}
            </Button>
          ) : (
            <Button onClick={() => void next()} disabled={working}>
              {t("buttons.next")}
            </Button>
          )}
          <Button variant="ghost" onClick={onExit} disabled={generate.isPending} className="sm:ml-auto">
            {t("buttons.exit")}
          </Button>
        </div>
      </Card>
    </div>
  );
}
