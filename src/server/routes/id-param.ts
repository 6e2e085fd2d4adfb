import { notFound } from "../http-errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in a path like /api/cases/:id; anything that is not a uuid cannot name a row, so it is a 404. */
export function idParam(params: unknown, what: string): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string" || !UUID.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}

export const isUuid = (value: string) => UUID.test(value);
