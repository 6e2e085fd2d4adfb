/** "What to do next" with a paper: three steps for its kind (court paper, letter, or a paper signed before witnesses). */
import { useTranslation } from "react-i18next";
import { findKind } from "@shared/documents/registry";

export function PaperNextSteps({ kind, headingId }: { kind: string; headingId?: string }) {
  const { t } = useTranslation("wizard");
  const layout = findKind(kind)?.layout ?? "letter";
  const steps = t(`ready.steps.${layout}`, { returnObjects: true }) as string[];
  return (
    <div className="grid gap-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("ready.nextHeading")}
      </h3>
      <ol className="grid list-decimal gap-2 pl-6 text-slate-800">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
