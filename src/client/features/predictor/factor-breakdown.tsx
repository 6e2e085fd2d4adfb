import { useTranslation } from "react-i18next";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { BASE_EXPECTATIONS, SCORE_MAX } from "@shared/predictor/base-expectations";
import { formatNumber } from "@shared/i18n/format";

/** Each factor with what it found and how many points it moved the score: the score's reasons. */
export function FactorBreakdown({ prediction }: { prediction: PredictionJson }) {
  const { t, i18n } = useTranslation("predictor");
  const points = (value: number) =>
    value === 0
      ? t("breakdown.noChange")
      : t(value > 0 ? "breakdown.plus" : "breakdown.minus", { points: formatNumber(Math.abs(value), i18n.language) });
  return (
    <section aria-labelledby="breakdown-heading" className="grid gap-2">
      <h3 id="breakdown-heading" className="text-base font-bold text-slate-900">
        {t("breakdown.heading")}
      </h3>
      <ul className="grid gap-1 text-sm text-slate-800">
        <li className="flex flex-wrap justify-between gap-2 border-b border-slate-200 py-1">
          <span>{t("breakdown.start")}</span>
          <span className="font-semibold">
            {t("results.score", {
              value: formatNumber(BASE_EXPECTATIONS[prediction.caseType].startingChance, i18n.language),
              max: formatNumber(SCORE_MAX, i18n.language),
            })}
          </span>
        </li>
        {prediction.factors.map((factor) => (
          <li key={factor.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-200 py-1">
            <span>
              {t(`factors.${factor.id}.label`)}
              {factor.state === null && <span className="text-slate-600"> {t("breakdown.notAnswered")}</span>}
            </span>
            <span className="font-semibold">
              {points(factor.points)}
              {factor.decisive && <> ({t("breakdown.decisive")})</>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
