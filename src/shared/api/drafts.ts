/**
 * Half-finished questionnaires, kept on the server per person and per document kind, so a draft started on one
 * device goes on on another and nothing of it stays in a browser. Each save names the version it was made from: a
 * save from a tab that missed a newer one is refused (409) instead of overwriting it.
 */
import { z } from "zod";
import { validationMessage } from "../documents/field-messages";
import { findKind } from "../documents/registry";
import { FORM_DATA_LIMITS, jsonLimits } from "../safe-text";
import { timestamp } from "./common";
import { defineEndpoint } from "./endpoint";

/** Far more steps than any kind has; a step past the kind's last one is shown as its last. */
export const MAX_DRAFT_STEP = 99;

/** The questionnaire is a catalog kind's id ("living_will"); any other name is a 404. */
export const draftParams = z.object({ questionnaire: z.string().refine((id) => findKind(id) !== undefined) });

const stepNumber = z
  .number({ error: validationMessage("draft.step") })
  .int(validationMessage("draft.step"))
  .min(0, validationMessage("draft.step"))
  .max(MAX_DRAFT_STEP, validationMessage("draft.step"));

/** The answers as the form holds them, limited like a case's formData. */
export const draftAnswersSchema = z
  .record(z.string(), z.unknown(), { error: validationMessage("draft.answers") })
  .check(jsonLimits(FORM_DATA_LIMITS));

export const draftSaveSchema = z.object({
  step: stepNumber,
  answers: draftAnswersSchema,
  /** The version she last read; 0 when she has read none (a new draft). */
  version: z
    .number({ error: validationMessage("draft.version") })
    .int(validationMessage("draft.version"))
    .min(0, validationMessage("draft.version")),
});
export type DraftSaveInput = z.input<typeof draftSaveSchema>;

export const draftJsonSchema = z.object({
  questionnaire: z.string(),
  step: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  updatedAt: timestamp,
});
export type DraftJson = z.infer<typeof draftJsonSchema>;

const DRAFT_VIEWS = ["/api/drafts/:questionnaire"] as const;

export const getDraft = defineEndpoint({
  method: "GET",
  path: "/api/drafts/:questionnaire",
  summary: "Her half-finished questionnaire of one document kind (404 when she has none).",
  signedIn: true,
  params: draftParams,
  answer: draftJsonSchema,
  notFound: "draftNotFound",
});

export const saveDraft = defineEndpoint({
  method: "PUT",
  path: "/api/drafts/:questionnaire",
  summary: "Keeps her answers and step; 409 when the version she sends is not the latest saved.",
  signedIn: true,
  params: draftParams,
  body: draftSaveSchema,
  answer: draftJsonSchema,
  notFound: "draftNotFound",
  refreshes: DRAFT_VIEWS,
});

export const deleteDraft = defineEndpoint({
  method: "DELETE",
  path: "/api/drafts/:questionnaire",
  summary: "Throws her draft of one document kind away (404 when she has none).",
  signedIn: true,
  params: draftParams,
  status: 204,
  answer: null,
  notFound: "draftNotFound",
  refreshes: DRAFT_VIEWS,
});
