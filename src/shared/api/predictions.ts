/** The case predictor's API: her predictions, each computed by the transparent model in src/shared/predictor. */
import { z } from "zod";
import { predictionJsonSchema } from "../predictor/prediction-json";
import { predictionCreateSchema } from "../predictor/predictor-input";
import { pageQuery, uuid } from "./common";
import { defineEndpoint } from "./endpoint";

export const listPredictions = defineEndpoint({
  method: "GET",
  path: "/api/predictions",
  summary: "Her predictions, newest first.",
  signedIn: true,
  query: pageQuery,
  answer: z.array(predictionJsonSchema),
});

export const listCasePredictions = defineEndpoint({
  method: "GET",
  path: "/api/predictions/case/:caseId",
  summary: "The predictions made for one of her cases, newest first.",
  signedIn: true,
  params: z.object({ caseId: uuid }),
  answer: z.array(predictionJsonSchema),
  notFound: "predictionCaseNotFound",
});

export const createPrediction = defineEndpoint({
  method: "POST",
  path: "/api/predictions",
  summary: "Predicts a case's outcome; a caseId's wizard answers fill in the details left out (404 for a case not hers).",
  signedIn: true,
  body: predictionCreateSchema,
  status: 201,
  answer: predictionJsonSchema,
  notFound: "predictionCaseNotFound",
  refreshes: ["/api/predictions", "/api/predictions/case/:caseId"],
});
