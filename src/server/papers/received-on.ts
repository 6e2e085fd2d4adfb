/** The `receivedOn` of POST /api/translate, as JSON or as a form field: a bad one is a 400 in the request's language. */
import { paperOptionsSchema } from "@shared/papers";
import { parseInput } from "../validate";

export function readReceivedOn(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  return parseInput(paperOptionsSchema, { receivedOn: value }).receivedOn ?? null;
}
