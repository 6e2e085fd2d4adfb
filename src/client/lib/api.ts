import type { QueryFunction } from "@tanstack/react-query";

/** Cached request-forgery token (GET /api/csrf-token): fetched on first need, cleared after any 403. */
let csrfToken: string | null = null;

/** Any non-OK answer becomes an Error whose message is "STATUS: body" (or the status text when empty). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  if (response.status === 403) csrfToken = null;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** The session's request-forgery token (for a call apiRequest cannot make, such as an upload with progress). */
export async function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const response = await fetch("/api/csrf-token", { credentials: "include" });
  await throwIfNotOk(response);
  const body = (await response.json()) as { csrfToken: string };
  csrfToken = body.csrfToken;
  return csrfToken;
}

export function resetCsrfToken(): void {
  csrfToken = null;
}

const needsCsrf = (method: string, url: string) =>
  method !== "GET" && !url.includes("/api/login") && !url.includes("/api/register");

/** What a call may add: the answer type it asks for (a stream, say) and a signal that cancels it. */
export interface RequestOptions {
  accept?: string;
  signal?: AbortSignal;
}

export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers["Content-Type"] = "application/json";
  if (options.accept) headers.Accept = options.accept;
  if (needsCsrf(method, url)) headers["x-csrf-token"] = await getCsrfToken();
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest that reads the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default list loading: a GET on the query key parts joined with "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

interface ApiErrorBody {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

function parseErrorBody(error: unknown): { status: number; body: ApiErrorBody } | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    return { status: Number(match[1]), body: JSON.parse(match[2] ?? "") as ApiErrorBody };
  } catch {
    return { status: Number(match[1]), body: {} };
  }
}

/** The server's message for a failed call, or the fallback when none was given (spec: "shown as returned"). */
export function serverMessage(error: unknown, fallback: string): string {
  return parseErrorBody(error)?.body.message || fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return parseErrorBody(error)?.body.fieldErrors ?? {};
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
