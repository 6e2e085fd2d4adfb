import type { z } from "zod";
import { HttpError } from "./http-errors";

/** Parses input with a zod schema; failure is a 400 whose fieldErrors name each field and what is wrong. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const message = first ? (first.path.length ? `${first.path.join(".")}: ${first.message}` : first.message) : "Invalid input";
  throw new HttpError(400, message, fieldErrors);
}
