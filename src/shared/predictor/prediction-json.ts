/** A prediction as the API answers it, with the model's reasons. */
import type { PredictionEstimate } from "./predict";
import type { CaseDetails, PredictorCaseType } from "./predictor-input";

export interface PredictionJson extends PredictionEstimate {
  id: string;
  caseId: string | null;
  caseType: PredictorCaseType;
  county: string;
  caseDetails: CaseDetails;
  createdAt: string;
}
