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

/**
 * The SQLSTATE of a database error: pg's and PGlite's DatabaseError carry it as `code`; Drizzle wraps the driver's
 * error as its `cause`. Undefined for any other error (a Node error's "ECONNRESET" is no SQLSTATE).
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === "object" && current !== null; depth++) {
    const code = (current as ErrorLike).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as ErrorLike).cause;
  }
  return undefined;
}

/**
 * A data exception (SQLSTATE class 22: a date or number out of range 22008/22003, text a type cannot read 22P02,
 * a value too long 22001…): a value the request sent that validation let through. The request is at fault, so it
 * is answered as a 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith("22") ?? false;
}
