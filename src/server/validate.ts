import type { z } from "zod";
import { jsonProblems, type JsonLimits } from "@shared/safe-text";
import { interfaceMessage } from "./interface-text";
import { HttpError } from "./http-errors";

/**
 * What any parsed input may hold before it reaches the database, whatever its schema forgot: no NUL or other
 * control character, no unpaired surrogate, no deep nesting. Schemas built from `safeText()` and `jsonLimits()`
 * report these first, with their own limits; this is the net under every route that uses `parseInput`.
 */
const BACKSTOP_LIMITS: JsonLimits = { maxDepth: 16, maxEntries: 20_000 };

function badRequest(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (fieldErrors[key] ??= []).push(interfaceMessage(issue.message));
  }
  const first = issues[0];
  const message = first
    ? first.path.length
      ? `${first.path.map(String).join(".")}: ${interfaceMessage(first.message)}`
      : interfaceMessage(first.message)
    : "Invalid input";
  return new HttpError(400, message, fieldErrors);
}

/** The words of a catalog key a schema used, for `field`; undefined for any other (a message written as it is). */
export type ProblemMessages = (key: string, field: string) => string | undefined;

/** The first problem alone, worded by `problems`, with no field name before it: how some screens read a refusal. */
function firstProblem(issue: { path: PropertyKey[]; message: string }, problems: ProblemMessages): HttpError {
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
  const message = problems(issue.message, field) ?? interfaceMessage(issue.message);
  return new HttpError(400, message, { [field]: [message] });
}

/**
 * Parses input with a zod schema; failure is a 400 whose fieldErrors name each field and what is wrong.
 * `checkedLater`: top-level fields that another parseInput checks next (a document's templateData, against its
 * kind), so their errors are keyed by that schema's field names. `problems`: the refusal is the first problem alone,
 * in these words.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: { checkedLater?: readonly string[]; problems?: ProblemMessages } = {},
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const [first] = result.error.issues;
    throw options.problems && first ? firstProblem(first, options.problems) : badRequest(result.error.issues);
  }
  const later = new Set(options.checkedLater ?? []);
  const data = result.data as unknown;
  const rest =
    later.size > 0 && typeof data === "object" && data !== null
      ? Object.fromEntries(Object.entries(data).filter(([key]) => !later.has(key)))
      : data;
  const leftover = jsonProblems(rest, BACKSTOP_LIMITS);
  if (leftover.length > 0) throw badRequest(leftover);
  return result.data;
}
