/** An error the API answers with its own status and message (and field errors for 400). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/** Quoted text in an error message is usually a value from the request (an e-mail, a name): it is left out. */
function redact(message: string): string {
  return message
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .slice(0, 300);
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);

/**
 * What the log may say about an unexpected error: its kind, code and (redacted) message, and where it was
 * thrown; never a database query's parameters (drizzle puts them in its error's message and `params`), a
 * request's values, or personal data. For a database error, the driver's SQLSTATE code and the table,
 * column or constraint involved.
 */
export function describeError(error: unknown): Record<string, string | undefined> {
  const outer = (typeof error === "object" && error !== null ? error : { message: String(error) }) as ErrorLike;
  const isQueryError = text(outer.name) === "DrizzleQueryError" || "params" in outer;
  const cause = (typeof outer.cause === "object" && outer.cause !== null ? outer.cause : undefined) as ErrorLike | undefined;
  // A failed query's own message lists the query and its parameters: the driver's error (its cause) says what went wrong.
  const source = isQueryError ? (cause ?? {}) : outer;
  const frames =
    typeof outer.stack === "string"
      ? outer.stack
          .split("\n")
          .filter((line) => line.startsWith("    at "))
          .slice(0, 12)
          .join("\n")
      : undefined;
  return {
    type: isQueryError ? "DatabaseQueryError" : (text(outer.name) ?? "Error"),
    code: text(source.code) ?? text(outer.code),
    message: text(source.message) !== undefined ? redact(text(source.message)!) : undefined,
    table: text(source.table),
    column: text(source.column),
    constraint: text(source.constraint),
    routine: text(source.routine),
    causeType: cause ? text(cause.name) : undefined,
    causeCode: cause ? text(cause.code) : undefined,
    stack: frames,
  };
}
