/**
 * The assistant's and AI polish's bodies are refused as the screens have always read them: a 400 whose message is
 * the first problem alone (parseInput puts the field's name before it) with that field's error. Their contracts'
 * schemas carry server catalog keys (ASK_PROBLEMS, REWRITE_PROBLEMS in src/shared/assistant.ts), written out here.
 */
import type { preHandlerHookHandler } from "fastify";
import type { z } from "zod";
import { HttpError } from "../http-errors";
import { interfaceMessage } from "../interface-text";

/** The message of a catalog key the schema used; undefined for any other (a safe-text message, written as it says). */
export type ProblemMessages = (key: string, field: string) => string | undefined;

/** Checks the body against the contract's schema before serve() parses it, so a refusal reads as above. */
export function refuseBodyAsBefore(schema: z.ZodType, messages: ProblemMessages): preHandlerHookHandler {
  return async (request) => {
    const parsed = schema.safeParse(request.body ?? {});
    const issue = parsed.error?.issues[0];
    if (!issue) return;
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    const message = messages(issue.message, field) ?? interfaceMessage(issue.message);
    throw new HttpError(400, message, { [field]: [message] });
  };
}
