import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { WorkflowStepJson } from "@shared/workflows/definition-json";
import { cn } from "@client/lib/cn";

/** One mark per step: done, current, or still ahead; each named for screen readers. */
export function StepIndicators({
  steps,
  current,
  completed,
}: {
  steps: readonly WorkflowStepJson[];
  current: number;
  completed: readonly number[];
}) {
  const { t } = useTranslation("workflows");
  return (
    <ol className="flex flex-wrap gap-2">
      {steps.map((step, index) => {
        const done = completed.includes(index);
        const label = t(done ? "stepIndicatorDone" : "stepIndicator", { number: index + 1, title: step.title });
        return (
          <li
            key={step.id}
            aria-current={index === current ? "step" : undefined}
            className={cn(
              "flex size-8 items-center justify-center rounded-full border text-sm font-semibold",
              index === current
                ? "border-brand-700 bg-brand-700 text-white"
                : done
                  ? "border-green-700 bg-green-50 text-green-900"
                  : "border-slate-300 bg-white text-slate-700",
            )}
          >
            {done && index !== current ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <span aria-hidden="true">{index + 1}</span>
            )}
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
