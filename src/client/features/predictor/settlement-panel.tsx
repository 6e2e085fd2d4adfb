import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { Card } from "@client/components/ui/card";

/**
 * The Settlement Range panel: what she may recover (or pay, when defending), shown as an illustrative range from
 * her score, labelled so, and never as a "likely" forecast (the API's `likely` is not shown).
 */
export function SettlementPanel({ prediction }: { prediction: PredictionJson }) {
  const { t, i18n } = useTranslation("predictor");
  const range = prediction.settlementRange;
  const money = (amount: number) => formatMoney(amount, "whole", i18n.language);
  return (
    <Card className="grid gap-3 p-4 sm:p-6" aria-labelledby="settlement-heading" role="region">
      <h3 id="settlement-heading" className="text-lg font-bold text-slate-900">
        {t("settlement.heading")}
      </h3>
      {range === null ? (
        <p className="text-sm text-slate-700">{t("settlement.noAmount")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t(`settlement.intro.${prediction.side}`)}</p>
          <p className="rounded-md border border-slate-200 p-2 text-base font-semibold break-words text-slate-900">
            {t("settlement.range", { min: money(range.min), max: money(range.max) })}
          </p>
          <p className="text-sm text-slate-700">{t("settlement.how")}</p>
        </>
      )}
    </Card>
  );
}
