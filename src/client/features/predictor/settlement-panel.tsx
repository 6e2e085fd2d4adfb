import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { Card } from "@client/components/ui/card";

const RANGE_PARTS = ["min", "likely", "max"] as const;

/** The Settlement Range panel: what she may recover (or pay, when defending), and how the range was made. */
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
          <dl className="grid grid-cols-3 gap-2 text-center">
            {RANGE_PARTS.map((part) => (
              <div key={part} className="rounded-md border border-slate-200 p-2">
                <dt className="text-xs font-semibold text-slate-700">{t(`settlement.${part}`)}</dt>
                <dd className="text-base font-bold break-words text-slate-900">{money(range[part])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">{t("settlement.how")}</p>
        </>
      )}
    </Card>
  );
}
