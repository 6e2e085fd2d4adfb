import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The legal disclaimer: an estimate from stated rules, not legal advice and not a record of other cases. */
export function PredictorDisclaimer() {
  const { t } = useTranslation("predictor");
  return (
    <aside
      aria-labelledby="predictor-disclaimer-heading"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <h2 id="predictor-disclaimer-heading" className="font-bold">
          {t("disclaimer.heading")}
        </h2>
        <p>{t("disclaimer.text")}</p>
      </div>
    </aside>
  );
}
