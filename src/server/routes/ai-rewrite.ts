/**
 * AI polish (POST /api/ai/rewrite; its contract is in src/shared/api/assistant.ts; the screen shows the "Text
 * Improved" toast, and on any failure "Failed to rewrite text. Please try again.").
 *
 * The local engine (src/server/assistant/rewrite.ts) writes out contractions and slang, fixes capitals and
 * punctuation and splits run-on sentences; with AI_BASE_URL and AI_MODEL set the model may reword it, and its
 * version is used only when it keeps every fact and adds none. rewrittenText never states an amount, date,
 * period, section or name the text did not.
 */
import type { FastifyInstance } from "fastify";
import { rewriteText } from "@shared/api/assistant";
import { MAX_REWRITE_LABEL_CHARACTERS, REWRITE_PROBLEMS } from "@shared/assistant";
import type { ModelConfig } from "../ai/chat-model";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { polishWithModel } from "../assistant/model-polish";
import { polishLocally } from "../assistant/rewrite";
import { consume, type Limit } from "../auth/rate-limit";
import { currentUser } from "../auth/session-plugin";
import { serve, type EndpointHandler } from "../api/serve";
import type { Database } from "../db/connect";
import { HttpError } from "../http-errors";

/** Texts one person may polish a minute. */
export const REWRITES_PER_USER: Limit = { max: 30, windowSeconds: 60 };

/** The message of a problem the body's schema names. */
const rewriteProblem = (key: string, field: string): string | undefined =>
  ({
    [REWRITE_PROBLEMS.required]: ASSISTANT_MESSAGES.textRequired,
    [REWRITE_PROBLEMS.notText]: ASSISTANT_MESSAGES.textNotText,
    [REWRITE_PROBLEMS.tooLong]: ASSISTANT_MESSAGES.textTooLong,
    [REWRITE_PROBLEMS.labelNotText]: ASSISTANT_MESSAGES.labelNotText(field, MAX_REWRITE_LABEL_CHARACTERS),
  })[key];

export function aiRewriteRoutes(app: FastifyInstance, options: { db: Database; model?: ModelConfig | undefined }): void {
  const { db, model } = options;

  const handleRewrite: EndpointHandler<typeof rewriteText> = async ({ body: input }, request) => {
    const user = currentUser(request);
    const wait = await consume(db, `rewrite:user:${user.id}`, REWRITES_PER_USER);
    if (wait > 0) throw new HttpError(429, ASSISTANT_MESSAGES.tooManyRewrites(wait), undefined, { "retry-after": String(wait) });
    const local = polishLocally(input.text);
    const byModel = model ? await polishWithModel(model, input.text, input) : undefined;
    const rewrittenText = byModel ?? local;
    return { rewrittenText, changed: rewrittenText !== input.text, rewrittenBy: byModel ? "model" : "local" };
  };
  serve(app, rewriteText, handleRewrite, { bodyProblems: rewriteProblem });
}
