import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { CaseType } from "@shared/case-enums";
import { factsFromCase } from "@shared/predictor/facts-from-case";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { useAfterFirstPaint } from "@client/components/use-after-first-paint";
import { fieldErrorsOf } from "@client/lib/api";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { HowItWorks } from "./how-it-works";
import { PredictionForm } from "./prediction-form";
import { PredictionResults } from "./prediction-results";
import { PredictorDisclaimer } from "./predictor-disclaimer";
import { PreviousPredictions } from "./previous-predictions";
import { useCreatePrediction, usePredictionCase, usePredictions } from "./use-predictions";

/** /case-predictor and /case-predictor/{caseId}: the form (started from the case), results and past predictions. */
export default function PredictorPage() {
  const { t } = useTranslation("predictor");
  const { caseId } = useParams();
  const list = usePredictions(caseId);
  const savedCase = usePredictionCase(caseId);
  const create = useCreatePrediction();
  const [shown, setShown] = useState<PredictionJson | null>(null);
  // The past predictions and how it works are below the form.
  const painted = useAfterFirstPaint();

  useUnauthorizedRedirect(list.error ?? savedCase.error);

  if (list.isError || savedCase.isError)
    return <LoadError what={t(caseId ? "page.whatCase" : "page.what")} query={[list, savedCase]} />;
  if (list.isPending || (caseId !== undefined && savedCase.isPending)) {
    return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto w-full max-w-5xl" />;
  }

  const start = savedCase.data ? factsFromCase({ ...savedCase.data, type: savedCase.data.type as CaseType }) : undefined;
  const current = shown ?? (caseId ? list.data[0] : undefined) ?? null;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PredictorDisclaimer />
      {savedCase.data && <p className="text-sm text-slate-700">{t("page.fromCase", { title: savedCase.data.title })}</p>}
      <PredictionForm
        key={savedCase.data?.id ?? "new"}
        start={start}
        caseId={caseId}
        predicting={create.isPending}
        fieldErrors={create.error ? fieldErrorsOf(create.error) : {}}
        onPredict={(body) => create.mutate(body, { onSuccess: (prediction) => setShown(prediction) })}
      />
      {current && <PredictionResults prediction={current} />}
      {painted && (
        <>
          <PreviousPredictions predictions={list.data} shownId={current?.id} onShow={setShown} />
          <HowItWorks />
        </>
      )}
    </div>
  );
}
