/**
 * The active workflow: Step X of N, percent complete, step indicators, the
 * step's fields; Previous, Save Progress, Next (Generate Document on the review), Exit Workflow. Every move saves.
 * A save refused because another tab saved first reloads the latest answers and says so: nothing is lost silently.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fieldApplies, type FieldDefinition } from "@shared/documents/fields";
import { formatDate } from "@shared/i18n/format";
import { findWorkflowTemplate } from "@shared/workflows/registry";
import type { WorkflowStepJson, WorkflowTemplateJson } from "@shared/workflows/template-json";
import { finalSchema, toKindAnswers } from "@shared/workflows/workflow-data";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { apiJson, fieldErrorsOf } from "@client/lib/api";
import { todayIso } from "@client/lib/today";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { FieldControl } from "@client/wizard/field-control";
import { emptyValues, type WizardValues } from "@client/wizard/wizard-steps";
import { WriteInEnglishNote } from "@client/wizard/write-in-english-note";
import { FeeTable } from "./fee-table";
import { ReviewStep } from "./review-step";
import { StepIndicators } from "./step-indicators";
import { WORKFLOWS_KEY, workflowUrl } from "./use-workflows";
import { workflowFieldText } from "./workflow-field-text";

interface Props {
  workflow: WorkflowJson;
  template: WorkflowTemplateJson;
  onExit(): void;
}

const allFields = (template: WorkflowTemplateJson) => template.steps.flatMap((step) => ("fields" in step ? step.fields : []));

/** The answers worth keeping: blanks and empty lists are left out. */
function answered(values: WizardValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

const statusOf = (error: unknown) => (error instanceof Error ? Number(/^(\d{3}):/.exec(error.message)?.[1]) : NaN);

export function WorkflowRunner({ workflow, template, onExit }: Props) {
  const { t, i18n } = useTranslation("workflows");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fields = allFields(template);
  const text = workflowFieldText(template.name, template.description);
  const form = useForm<WizardValues>({ defaultValues: { ...emptyValues(fields), ...workflow.data } });
  const [step, setStep] = useState(Math.min(workflow.currentStep, template.steps.length - 1));
  const [completed, setCompleted] = useState<number[]>(workflow.completedSteps);
  const version = useRef(workflow.version);
  const [missing, setMissing] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const values = form.watch();

  const total = template.steps.length;
  const current: WorkflowStepJson = template.steps[step]!;
  const isReview = !("fields" in current);
  const percent = Math.round((completed.length / total) * 100);

  function showServerErrors(error: unknown) {
    for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
      if (messages[0]) form.setError(name, { message: messages[0] });
    }
  }

  async function reloadLatest() {
    const latest = await apiJson<WorkflowJson>("GET", workflowUrl(workflow.id));
    version.current = latest.version;
    form.reset({ ...emptyValues(fields), ...latest.data });
    setCompleted(latest.completedSteps);
    toast({ title: t("toast.conflict"), variant: "destructive" });
  }

  const save = useMutation({
    mutationFn: (next: { step: number; completed: number[] }) =>
      apiJson<WorkflowJson>("PUT", workflowUrl(workflow.id), {
        currentStep: next.step,
        data: answered(form.getValues()),
        completedSteps: next.completed,
        version: version.current,
      }),
    onSuccess: async (saved) => {
      version.current = saved.version;
      await queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY });
    },
    onError: async (error) => {
      if (handleUnauthorized(error)) return;
      if (statusOf(error) === 409) {
        await reloadLatest().catch(() => toast({ title: t("toast.saveFailed"), variant: "destructive" }));
        return;
      }
      showServerErrors(error);
      toast({ title: t("toast.saveFailed"), variant: "destructive" });
    },
  });

  const moveTo = (next: number) => {
    setStep(next);
    setMissing([]);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const saveProgress = () => {
    form.clearErrors();
    save.mutate({ step, completed }, { onSuccess: () => toast({ title: t("toast.saved") }) });
  };

  const next = () => {
    form.clearErrors();
    const done = [...new Set([...completed, step])].sort((a, b) => a - b);
    save.mutate({ step: step + 1, completed: done }, { onSuccess: () => { setCompleted(done); moveTo(step + 1); } });
  };

  const previous = () => {
    form.clearErrors();
    save.mutate({ step: step - 1, completed }, { onSuccess: () => moveTo(step - 1) });
  };

  const builtIn = findWorkflowTemplate(template.type);
  const generate = useMutation({
    mutationFn: async () => {
      const data = answered(form.getValues());
      const saved = await apiJson<WorkflowJson>("PUT", workflowUrl(workflow.id), {
        currentStep: step,
        data,
        completedSteps: [...new Set([...completed, step])],
        version: version.current,
      });
      version.current = saved.version;
      const document = await apiJson<{ id: string }>("POST", "/api/documents", {
        title: `${template.name} - ${formatDate(todayIso(), "long", i18n.language)}`,
        type: template.kind,
        kind: template.kind,
        format: "pdf",
        templateData: builtIn ? toKindAnswers(builtIn, data) : data,
      });
      await apiJson<WorkflowJson>("POST", `${workflowUrl(workflow.id)}/complete`, { documentId: document.id });
    },
    onSuccess: async () => {
      toast({ title: t("toast.completed") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
      void navigate("/documents");
    },
    onError: async (error) => {
      if (handleUnauthorized(error)) return;
      if (statusOf(error) === 409) {
        await reloadLatest().catch(() => undefined);
        return;
      }
      toast({ title: t("toast.completeFailed"), variant: "destructive" });
    },
  });

  const startGenerate = () => {
    if (builtIn) {
      const result = finalSchema(builtIn).safeParse(answered(form.getValues()));
      if (!result.success) {
        const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
        setMissing(names.map((name) => fields.find((field) => field.name === name)?.label ?? name));
        return;
      }
    }
    generate.mutate();
  };

  const busy = save.isPending || generate.isPending;
  const shown = "fields" in current ? current.fields.filter((field) => fieldApplies(field, values, fields as FieldDefinition[])) : [];

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Card className="grid gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold text-slate-900">{template.name}</h2>
          <p className="text-sm text-slate-700">{t("page.stepOf", { current: step + 1, total })}</p>
        </div>
        <Progress value={percent} label={t("page.percentComplete", { percent })} />
        <p className="text-sm text-slate-700">{t("page.percentComplete", { percent })}</p>
        <StepIndicators steps={template.steps} current={step} completed={completed} />
      </Card>
      <Card className="grid gap-5 p-4 sm:p-6">
        <div className="grid gap-1">
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            {current.title}
          </h3>
          <p className="text-sm text-slate-700">{current.description}</p>
        </div>
        <WriteInEnglishNote fields={shown} />
        {isReview ? (
          <ReviewStep template={template} values={values} warning={"warning" in current ? current.warning : ""} missing={missing} />
        ) : (
          shown.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              text={text}
              register={form.register}
              control={form.control}
              error={form.formState.errors[field.name]?.message}
              documentType={template.kind}
            />
          ))
        )}
        {template.fees && step === 0 && <FeeTable fees={template.fees} values={values} />}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button variant="outline" onClick={previous} disabled={step === 0 || busy}>
            {t("buttons.previous")}
          </Button>
          <Button variant="secondary" onClick={saveProgress} disabled={busy}>
            {t("buttons.save")}
          </Button>
          {isReview ? (
            <Button onClick={startGenerate} disabled={busy}>
              {generate.isPending ? t("buttons.generating") : t("buttons.generate")}
            </Button>
          ) : (
            <Button onClick={next} disabled={busy}>
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
