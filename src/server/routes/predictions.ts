/**
 * The case predictor's calls: GET /api/predictions (newest first),
 * GET /api/predictions/case/:caseId, POST /api/predictions. Predictions are computed by the transparent model in
 * src/shared/predictor; a caseId must name one of the person's cases (any other is a 404), and the case's wizard
 * answers fill in the details the form left out.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createPrediction, listCasePredictions, listPredictions } from "@shared/api/predictions";
import type { CaseType } from "@shared/case-enums";
import { factsFromCase, withCaseFacts } from "@shared/predictor/facts-from-case";
import { predict } from "@shared/predictor/predict";
import type { CaseDetails, PredictorCaseType } from "@shared/predictor/predictor-input";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { withCaseAnswers } from "../cases/case-answers";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, predictions } from "../db/schema";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { paged } from "./pagination";
import { floridaDay } from "@shared/florida/florida-day";

/** Predictions one person may keep: plenty for anyone, few enough that no account can fill the database. */
export const MAX_PREDICTIONS_PER_USER = 1000;

type PredictionRow = typeof predictions.$inferSelect;

type StoredEstimate = Omit<
  PredictionJson,
  "id" | "caseId" | "caseType" | "county" | "caseDetails" | "createdAt" | "warnings" | "durationRule"
> &
  Partial<Pick<PredictionJson, "warnings" | "durationRule">>;

export function toPredictionJson(row: PredictionRow): PredictionJson {
  const estimate = row.estimate as unknown as StoredEstimate;
  return {
    id: row.id,
    caseId: row.caseId,
    caseType: row.caseType as PredictorCaseType,
    county: row.county,
    caseDetails: row.caseDetails as CaseDetails,
    ...estimate,
    // Predictions saved before these fields existed: no warnings, and the timetable their case type has.
    warnings: estimate.warnings ?? [],
    durationRule: estimate.durationRule ?? (row.caseType === "landlord_tenant" ? "eviction" : "smallClaims"),
    createdAt: row.createdAt.toISOString(),
  };
}

export function predictionRoutes(app: FastifyInstance, db: Database): void {
  serve(app, listPredictions, async ({ query }, request) => {
    const user = currentUser(request);
    const rows = await paged(
      db
        .select()
        .from(predictions)
        .where(eq(predictions.userId, user.id))
        .orderBy(desc(predictions.createdAt), desc(predictions.id))
        .$dynamic(),
      query,
    );
    return rows.map(toPredictionJson);
  });

  serve(app, listCasePredictions, async ({ params }, request) => {
    const user = currentUser(request);
    const [owned] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, params.caseId), eq(cases.userId, user.id)));
    if (!owned) throw notFoundOf(listCasePredictions);
    const rows = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.userId, user.id), eq(predictions.caseId, owned.id)))
      .orderBy(desc(predictions.createdAt), desc(predictions.id));
    return rows.map(toPredictionJson);
  });

  serve(app, createPrediction, async ({ body: input }, request) => {
    const user = currentUser(request);
    let details = input.caseDetails;
    const caseId = input.caseId ?? null;
    if (caseId !== null) {
      const [saved] = await db
        .select()
        .from(cases)
        .where(and(eq(cases.id, caseId), eq(cases.userId, user.id)));
      if (!saved) throw notFoundOf(createPrediction);
      const answered = await withCaseAnswers(db, saved);
      details = withCaseFacts(details, factsFromCase({ ...answered, type: answered.type as CaseType }).details);
    }
    const [held] = await db.select({ count: count() }).from(predictions).where(eq(predictions.userId, user.id));
    if ((held?.count ?? 0) >= MAX_PREDICTIONS_PER_USER) {
      throw new HttpError(409, MESSAGES.tooManyPredictions(MAX_PREDICTIONS_PER_USER));
    }
    const estimate = predict({ caseType: input.caseType, details, today: floridaDay() });
    const [created] = await db
      .insert(predictions)
      .values({
        userId: user.id,
        caseId,
        caseType: input.caseType,
        county: input.county,
        caseDetails: details as Record<string, unknown>,
        estimate: estimate as unknown as Record<string, unknown>,
      })
      .returning();
    return toPredictionJson(created!);
  });
}
