import { useTranslation } from "react-i18next";
import { formatNumber, formatTimestamp } from "@shared/i18n/format";
import { SCORE_MAX } from "@shared/predictor/base-expectations";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { EmptyState } from "@client/components/empty-state";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

interface PreviousPredictionsProps {
  predictions: PredictionJson[];
  shownId: string | undefined;
  onShow: (prediction: PredictionJson) => void;
}

/** Previous Predictions, newest first; choosing one shows its results again. */
export function PreviousPredictions({ predictions, shownId, onShow }: PreviousPredictionsProps) {
  const { t, i18n } = useTranslation("predictor");
  return (
    <Card className="grid gap-3 p-4 sm:p-6" role="region" aria-labelledby="previous-heading">
      <h2 id="previous-heading" className="text-lg font-bold text-slate-900">
        {t("previous.heading")}
      </h2>
      {predictions.length === 0 ? (
        <EmptyState text={t("previous.none")} />
      ) : (
        <ul className="grid gap-2">
          {predictions.map((prediction) => (
            <li
              key={prediction.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
            >
              <span className="text-sm text-slate-800">
                {t("previous.summary", {
                  caseType: t(`caseTypes.${prediction.caseType}`),
                  county: prediction.county,
                  score: t("results.score", {
                    value: formatNumber(prediction.successProbability, i18n.language),
                    max: formatNumber(SCORE_MAX, i18n.language),
                  }),
                  date: formatTimestamp(prediction.createdAt, "short", i18n.language),
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={shownId === prediction.id}
                aria-label={t("previous.showLabel", {
                  caseType: t(`caseTypes.${prediction.caseType}`),
                  date: formatTimestamp(prediction.createdAt, "short", i18n.language),
                })}
                onClick={() => onShow(prediction)}
              >
                {t("previous.show")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
