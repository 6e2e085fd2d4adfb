import { useTranslation } from "react-i18next";
import { LANDLORD_TENANT } from "@shared/florida/law-landlord-tenant";
import { BASE_EXPECTATIONS, CHANCE_CEILING, CHANCE_FLOOR, SCORE_MAX, type Side } from "@shared/predictor/base-expectations";
import { FACTORS, type FactorDefinition } from "@shared/predictor/factors";
import { HIGH_CONFIDENCE_FACTORS, MEDIUM_CONFIDENCE_FACTORS, SETTLEMENT_SPREAD } from "@shared/predictor/predict";
import { formatNumber } from "@shared/i18n/format";
import { Card } from "@client/components/ui/card";

const SIDES: readonly Side[] = ["claimant", "defending"];

/** "How the prediction works": the factor table, straight from the model's own data. */
export function HowItWorks() {
  const { t, i18n } = useTranslation("predictor");
  const signed = (value: number) =>
    value === 0
      ? t("breakdown.noChange")
      : t(value > 0 ? "breakdown.plus" : "breakdown.minus", { points: formatNumber(Math.abs(value), i18n.language) });
  // A decisive state puts the score at its lowest: it is shown as that, not as points.
  const effect = (factor: FactorDefinition, side: Side, state: string, points: number) =>
    factor.floors?.[side]?.includes(state)
      ? t("how.floor", { floor: formatNumber(CHANCE_FLOOR, i18n.language) })
      : signed(points);
  return (
    <Card className="grid gap-3 p-4 sm:p-6" role="region" aria-labelledby="how-heading" id="how-the-prediction-works">
      <h2 id="how-heading" className="text-lg font-bold text-slate-900">
        {t("how.heading")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("how.start", {
          chance: formatNumber(BASE_EXPECTATIONS.small_claims.startingChance, i18n.language),
          max: formatNumber(SCORE_MAX, i18n.language),
          floor: formatNumber(CHANCE_FLOOR, i18n.language),
          ceiling: formatNumber(CHANCE_CEILING, i18n.language),
        })}
      </p>
      <p className="text-sm text-slate-700">
        {t("how.numbers", { evictionDays: formatNumber(LANDLORD_TENANT.evictionAnswerDays.value, i18n.language) })}
      </p>
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="how-heading">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm text-slate-800">
          <caption className="sr-only">{t("how.caption")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                {t("how.factor")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("how.reads")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("how.effect")}
              </th>
              <th scope="col" className="py-2">
                {t("how.law")}
              </th>
            </tr>
          </thead>
          <tbody>
            {FACTORS.map((factor) => (
              <tr key={factor.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {t(`factors.${factor.id}.label`)}
                </th>
                <td className="py-2 pr-3">{t(`factors.${factor.id}.reads`)}</td>
                <td className="py-2 pr-3">
                  <ul className="grid gap-1">
                    {SIDES.flatMap((side) =>
                      Object.entries(factor.points[side]).map(([state, points]) => (
                        <li key={`${side}-${state}`}>
                          {t(`how.side.${side}`)}: {t(`how.state.${factor.id}.${state}`)} ({effect(factor, side, state, points)})
                        </li>
                      )),
                    )}
                  </ul>
                </td>
                <td className="py-2">{factor.law.map((law) => law.cited.citation).join("; ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {t("how.confidence", { high: HIGH_CONFIDENCE_FACTORS, medium: MEDIUM_CONFIDENCE_FACTORS })}
      </p>
      <p className="text-sm text-slate-700">{t("how.settlement", SETTLEMENT_SPREAD)}</p>
    </Card>
  );
}
