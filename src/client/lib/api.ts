/**
 * The browser's one way to call the API: through an endpoint's contract (src/shared/api/). A failed call throws an
 * ApiError (status, message in her language, and what is wrong with each field), never a string to re-read.
 */
import type { QueryClient, QueryFunction, QueryKey } from "@tanstack/react-query";
import { getCsrfToken as getCsrfTokenEndpoint, login } from "@shared/api/auth";
import { pathOf, type AnswerOf, type ApiErrorBody, type Endpoint, type InputOf } from "@shared/api/endpoint";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The path called ("/api/login"), as its contract writes it. */
    readonly path = "",
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Cached request-forgery token (GET /api/csrf-token): fetched on first need, cleared after any 403. */
let csrfToken: string | null = null;

/** The ApiError of a failed answer: its JSON message and field errors when it has them. */
export async function errorOfResponse(response: Response, path = ""): Promise<ApiError> {
  if (response.status === 403) csrfToken = null;
  const text = await response.text().catch(() => "");
  let body: Partial<ApiErrorBody> = {};
  try {
    body = JSON.parse(text) as Partial<ApiErrorBody>;
  } catch {
    // Not JSON (a proxy's page, say): the status text stands in for a message.
  }
  return new ApiError(response.status, typeof body.message === "string" ? body.message : "", body.fieldErrors ?? {}, path);
}

async function throwIfNotOk(response: Response, path = ""): Promise<void> {
  if (!response.ok) throw await errorOfResponse(response, path);
}

/** The session's request-forgery token (for a call callApi cannot make, such as an upload with progress). */
export async function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const response = await fetch(getCsrfTokenEndpoint.path, { credentials: "include" });
  await throwIfNotOk(response, getCsrfTokenEndpoint.path);
  const body = (await response.json()) as { csrfToken: string };
  csrfToken = body.csrfToken;
  return csrfToken;
}

export function resetCsrfToken(): void {
  csrfToken = null;
}

const needsCsrf = (endpoint: Pick<Endpoint, "method" | "beforeSession">) => endpoint.method !== "GET" && !endpoint.beforeSession;

/** What a call may add: the answer type it asks for (a stream, say) and a signal that cancels it. */
export interface RequestOptions {
  accept?: string;
  signal?: AbortSignal;
}

/** The address of a call: its path with the params filled in, and its query. */
export function urlOf<E extends Endpoint>(endpoint: E, input: InputOf<E>): string {
  const path = pathOf(endpoint, input.params as Record<string, unknown> | undefined);
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return query.length === 0
    ? path
    : `${path}?${new URLSearchParams(query.map(([key, value]) => [key, String(value)])).toString()}`;
}

/** A call whose answer is read as it is (a PDF, a calendar, an event stream); a failure throws an ApiError. */
export async function callApiForResponse<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (input.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.accept) headers.Accept = options.accept;
  if (needsCsrf(endpoint)) headers["x-csrf-token"] = await getCsrfToken();
  const response = await fetch(urlOf(endpoint, input), {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(response, endpoint.path);
  return response;
}

/** A call that answers JSON (or nothing, for a 204). */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  const response = await callApiForResponse(endpoint, input, options);
  if (endpoint.answer === null || response.status === 204) return undefined as AnswerOf<E>;
  return (await response.json()) as AnswerOf<E>;
}

/**
 * A GET's cache key: its path (as the contract writes it), then its params and query. A contract's `refreshes`
 * names paths, so refreshing a path refreshes every cached answer of it, whatever its params.
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: InputOf<E>): QueryKey {
  return [endpoint.path, input?.params ?? {}, input?.query ?? {}];
}

/** useQuery's options for a GET: its key and its call. `signedOut: "null"` answers null for a 401 instead of failing. */
export function apiQuery<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: { signedOut?: "null" } = {},
): { queryKey: QueryKey; queryFn: QueryFunction<AnswerOf<E>> } {
  return {
    queryKey: queryKeyOf(endpoint, input),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(endpoint, input, { signal });
      } catch (error) {
        if (options.signedOut === "null" && error instanceof ApiError && error.status === 401) return null as AnswerOf<E>;
        throw error;
      }
    },
  };
}

/** After a call succeeds: every cached answer its contract says it changed is fetched again. */
export async function refreshAfter(queryClient: QueryClient, endpoint: Endpoint): Promise<void> {
  await Promise.all((endpoint.refreshes ?? []).map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

/** The server's message for a failed call, or the fallback when it gave none. */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.message) || fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

export const statusOf = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** Her session is gone (a 401 from anything but signing in, whose 401 means a wrong e-mail or password). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.path !== login.path;
}
