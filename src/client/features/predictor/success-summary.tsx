import { TrendingDown, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANDLORD_TENANT } from "@shared/florida/law-landlord-tenant";
import { formatMoney, formatNumber } from "@shared/i18n/format";
import { SCORE_MAX } from "@shared/predictor/base-expectations";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { showsRisingIcon, successBand, type SuccessBand } from "@shared/predictor/success-band";
import { cn } from "@client/lib/cn";

/** Dark text on a light tint: each pair keeps WCAG AA contrast, and the band is also written out in words. */
const BAND_STYLE: Record<SuccessBand, string> = {
  good: "border-green-300 bg-green-50 text-green-900",
  fair: "border-amber-300 bg-amber-50 text-amber-950",
  poor: "border-red-300 bg-red-50 text-red-900",
};

/**
 * The score from her answers with its colour, words and icon ("75 out of 100", never a percentage), and the time,
 * cost and how complete her answers are beside it. An eviction shows no small claims timetable.
 */
export function SuccessSummary({ prediction }: { prediction: PredictionJson }) {
  const { t, i18n } = useTranslation("predictor");
  const band = successBand(prediction.successProbability);
  const Icon = showsRisingIcon(prediction.successProbability) ? TrendingUp : TrendingDown;
  // Predictions saved before durationRule existed: an eviction is known by its case type.
  const eviction = prediction.durationRule === "eviction" || prediction.caseType === "landlord_tenant";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className={cn("grid gap-1 rounded-lg border p-4", BAND_STYLE[band])} data-band={band}>
        <p className="text-sm font-semibold">{t("results.success")}</p>
        <p className="flex items-center gap-2 text-3xl font-bold">
          <Icon aria-hidden="true" className="size-7" />
          {t("results.score", {
            value: formatNumber(prediction.successProbability, i18n.language),
            max: formatNumber(SCORE_MAX, i18n.language),
          })}
        </p>
        <p className="text-sm font-semibold">{t(`results.band.${band}`)}</p>
      </div>
      <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
        {eviction ? (
          <div>
            <dt className="font-semibold">{t("results.durationEviction")}</dt>
            <dd>
              {t("results.evictionDuration", { days: formatNumber(LANDLORD_TENANT.evictionAnswerDays.value, i18n.language) })}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="font-semibold">{t("results.duration")}</dt>
            <dd>
              {t(prediction.durationIsLowerBound ? "results.daysAtLeast" : "results.days", {
                count: prediction.estimatedDuration,
                days: formatNumber(prediction.estimatedDuration, i18n.language),
              })}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{t("results.cost")}</dt>
          <dd>
            {t(prediction.costIsLowerBound ? "results.costAtLeast" : "results.costExact", {
              amount: formatMoney(prediction.estimatedCost, "whole", i18n.language),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("results.confidence")}</dt>
          <dd>
            {t(`confidence.${prediction.confidenceLevel}`)}{" "}
            {t("results.dataPoints", { count: prediction.dataPoints, total: prediction.factors.length })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
