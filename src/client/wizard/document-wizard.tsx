import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, FileCheck2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm, type Resolver } from "react-hook-form";
import { translateMessage, VALIDATION_NAMESPACE } from "@shared/documents/field-messages";
import { KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { DocumentKind } from "@shared/documents/kind";
import { formatPercent } from "@shared/i18n/format";
import { Button } from "../components/ui/button";
import { Progress } from "../components/ui/progress";
import { FieldControl } from "./field-control";
import { useKindText } from "./kind-text";
import { useWizardDraft } from "./use-wizard-draft";
import { emptyValues, wizardSteps, type WizardValues } from "./wizard-steps";
import { WriteInEnglishNote } from "./write-in-english-note";

interface DocumentWizardProps {
  kind: DocumentKind;
  /** Answers known before the person starts (their county, say); a saved draft wins over these. */
  initialValues?: WizardValues;
  pending?: boolean;
  /** Called with the validated answers; call clearDraft once the document is safely created. */
  onComplete(data: Record<string, unknown>, helpers: { clearDraft(): void }): void;
}

/** Renders any catalog entry as a wizard: 3 fields a step, each step checked before moving on. */
export function DocumentWizard({ kind, initialValues, pending = false, onComplete }: DocumentWizardProps) {
  const { t, i18n } = useTranslation(["wizard", KINDS_NAMESPACE, VALIDATION_NAMESPACE]);
  const text = useKindText(kind);
  const draft = useWizardDraft(kind.kind);
  const form = useForm<WizardValues>({
    defaultValues: { ...emptyValues(kind.fields), ...initialValues, ...draft.initial?.values },
    resolver: zodResolver(kind.schema as never) as unknown as Resolver<WizardValues>,
    shouldFocusError: true,
  });
  const values = form.watch();
  const steps = wizardSteps(kind.fields, values);
  const [stepIndex, setStepIndex] = useState(() => Math.min(draft.initial?.step ?? 0, Math.max(steps.length - 1, 0)));
  const step = Math.min(stepIndex, steps.length - 1);
  const isLast = step === steps.length - 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const subscription = form.watch((current) => draft.save({ step: stepIndex, values: current as WizardValues }));
    draft.save({ step: stepIndex, values: form.getValues() });
    return () => subscription.unsubscribe();
  }, [form, draft, stepIndex]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  // Validation messages are catalog keys (field-messages.ts), written here in the person's language.
  const errorText = (message: unknown) =>
    typeof message === "string" ? translateMessage(message, (key, values) => t(key, values)) : undefined;

  const goTo = (next: number) => {
    moved.current = true;
    setStepIndex(next);
  };

  const next = async () => {
    const names = (steps[step] ?? []).map((field) => field.name);
    if (!(await form.trigger(names, { shouldFocus: true }))) return;
    if (!isLast) return goTo(step + 1);
    await form.handleSubmit((data) => onComplete(data, { clearDraft: draft.clear }))();
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
            {t("steps.stepOf", { step: step + 1, count: steps.length })}
          </h4>
          <span>{t("steps.percentComplete", { percent: formatPercent(step / steps.length, i18n.language) })}</span>
        </div>
        <Progress
          value={(step / steps.length) * 100}
          label={t("steps.progressLabel", { title: text.title, step: step + 1, count: steps.length })}
        />
      </div>
      <WriteInEnglishNote fields={steps[step] ?? []} />
      <div className="grid gap-5">
        {(steps[step] ?? []).map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            text={text}
            register={form.register}
            control={form.control}
            error={errorText(form.formState.errors[field.name]?.message)}
            documentType={kind.kind}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="outline" disabled={step === 0 || pending} onClick={() => goTo(step - 1)}>
          <ArrowLeft aria-hidden="true" /> {t("steps.previous")}
        </Button>
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
    </form>
  );
}
