/**
 * AI polish (POST /api/ai/rewrite; the screen shows the "Text Improved" toast).
 *
 * CONTRACT (types in src/shared/assistant.ts; errors are JSON `{ message, fieldErrors? }`; needs the session and
 * the x-csrf-token header):
 * POST /api/ai/rewrite  JSON `{ text: string, fieldType?: string, documentType?: string }`
 *   → 200 RewriteResponse { rewrittenText, changed: boolean, rewrittenBy: "local" | "model" }
 *   The local engine (src/server/assistant/rewrite.ts) writes out contractions and slang, fixes capitals and
 *   punctuation and splits run-on sentences; with AI_BASE_URL and AI_MODEL set the model may reword it, and its
 *   version is used only when it keeps every fact and adds none. rewrittenText never states an amount, date,
 *   period, section or name the text did not.
 *   Errors: 400 "Enter at least 20 characters to use AI polish feature" (missing, blank or shorter) · 400 "text
 *   must be text" · 400 too long (over MAX_REWRITE_CHARACTERS) · 400 fieldType/documentType not text of at most
 *   100 characters · 429 "Too many polish requests. Please wait {wait} and try again." (per person; retry-after).
 *   On any failure the screen shows "Failed to rewrite text. Please try again."
 */
import type { FastifyInstance } from "fastify";
import {
  MAX_REWRITE_CHARACTERS,
  MAX_REWRITE_LABEL_CHARACTERS,
  MIN_REWRITE_CHARACTERS,
  type RewriteRequest,
  type RewriteResponse,
} from "@shared/assistant";
import { textProblem } from "@shared/safe-text";
import type { ModelConfig } from "../ai/chat-model";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { polishWithModel } from "../assistant/model-polish";
import { polishLocally } from "../assistant/rewrite";
import { consume, type Limit } from "../auth/rate-limit";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { HttpError } from "../http-errors";

/** Texts one person may polish a minute. */
export const REWRITES_PER_USER: Limit = { max: 30, windowSeconds: 60 };

const badField = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

function readLabel(body: Record<string, unknown>, field: "fieldType" | "documentType"): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || value.length > MAX_REWRITE_LABEL_CHARACTERS || textProblem(value)) {
    throw badField(field, ASSISTANT_MESSAGES.labelNotText(field, MAX_REWRITE_LABEL_CHARACTERS));
  }
  return value.trim() || undefined;
}

function readRewrite(raw: unknown): RewriteRequest {
  const body = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const { text } = body;
  if (text === undefined || text === null) throw badField("text", ASSISTANT_MESSAGES.textRequired);
  if (typeof text !== "string") throw badField("text", ASSISTANT_MESSAGES.textNotText);
  const problem = textProblem(text);
  if (problem) throw badField("text", problem);
  if (text.trim().length < MIN_REWRITE_CHARACTERS) throw badField("text", ASSISTANT_MESSAGES.textRequired);
  if (text.length > MAX_REWRITE_CHARACTERS) throw badField("text", ASSISTANT_MESSAGES.textTooLong);
  const fieldType = readLabel(body, "fieldType");
  const documentType = readLabel(body, "documentType");
  return { text, ...(fieldType ? { fieldType } : {}), ...(documentType ? { documentType } : {}) };
}

export function aiRewriteRoutes(app: FastifyInstance, options: { db: Database; model?: ModelConfig | undefined }): void {
  const { db, model } = options;

  app.post("/api/ai/rewrite", { preHandler: requireUser }, async (request): Promise<RewriteResponse> => {
    const user = currentUser(request);
    const input = readRewrite(request.body);
    const wait = await consume(db, `rewrite:user:${user.id}`, REWRITES_PER_USER);
    if (wait > 0) throw new HttpError(429, ASSISTANT_MESSAGES.tooManyRewrites(wait), undefined, { "retry-after": String(wait) });
    const local = polishLocally(input.text);
    const byModel = model ? await polishWithModel(model, input.text, input) : undefined;
    const rewrittenText = byModel ?? local;
    return { rewrittenText, changed: rewrittenText !== input.text, rewrittenBy: byModel ? "model" : "local" };
  });
}
