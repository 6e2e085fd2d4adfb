import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface Step {
  title: ReactNode;
  body: ReactNode;
}

/** Numbered steps, each with a short title and a plain explanation. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation("modules");
  return (
    <ol className="grid gap-4">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-4">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="grid gap-1">
            <h4 className="font-semibold text-slate-900">
              <span className="sr-only">{t("shared.steps.stepNumber", { number: index + 1 })}</span>
              {step.title}
            </h4>
            <div className="text-sm text-slate-800">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
