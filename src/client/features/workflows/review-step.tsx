import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { WorkflowFieldJson, WorkflowTemplateJson } from "@shared/workflows/template-json";

function shown(field: WorkflowFieldJson, value: unknown): string | undefined {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return undefined;
  const label = (code: string) => field.optionLabels?.[code] ?? code;
  if (Array.isArray(value)) return value.map((item) => label(String(item))).join(", ");
  return field.optionLabels ? label(String(value)) : String(value);
}

/** The read-only review: every answer under its step, and the warning that changes later mean starting over. */
export function ReviewStep({ template, values, warning, missing }: { template: WorkflowTemplateJson; values: Record<string, unknown>; warning: string; missing: string[] }) {
  const { t } = useTranslation("workflows");
  return (
    <div className="grid gap-4">
      <p role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {warning}
      </p>
      {missing.length > 0 && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {t("review.missing", { fields: missing.join(", ") })}
        </p>
      )}
      {template.steps.map((step) =>
        "fields" in step ? (
          <section key={step.id} className="grid gap-2">
            <h4 className="font-semibold text-slate-900">{step.title}</h4>
            <dl className="grid gap-2">
              {step.fields.map((field) => (
                <div key={field.name} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-3">
                  <dt className="text-sm text-slate-700">{field.label}</dt>
                  <dd className="whitespace-pre-wrap break-words text-sm text-slate-900">{shown(field, values[field.name]) ?? t("review.empty")}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null,
      )}
    </div>
  );
}
