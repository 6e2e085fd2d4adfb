/**
 * An endpoint's contract: its method and path, the zod schemas of what it takes and answers, whether it needs a
 * signed-in person, and which cached answers it changes. The server registers each route from its contract
 * (src/server/api/serve.ts), the browser calls through it (src/client/lib/api.ts), and the OpenAPI description is
 * made from the same objects (src/server/api/openapi.ts).
 */
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every failed call answers this shape: a message in the request's language, and for a 400 what is wrong with each field. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: "/api/cases/:id". The calendar feed, which calendar apps were given, lives outside /api/. */
  readonly path: `/api/${string}` | `/calendar/${string}`;
  /** One line for the API description. */
  readonly summary: string;
  /** A signed-in person only (401 otherwise). A change that is not signed-in only is not counted against her write limit. */
  readonly signedIn: boolean;
  /**
   * Called before any session exists (signing in, signing up): it carries no request-forgery token; like every
   * change it is refused when a browser says it comes from another site.
   */
  readonly beforeSession?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The JSON a success answers with; null when it answers bytes of `answerType` or nothing (204). */
  readonly answer: z.ZodType | null;
  /** The content type of an answer that is not JSON (a PDF, a calendar, a ZIP, an event stream). */
  readonly answerType?: string;
  /** The server catalog key of the 404 when the path names nothing of hers: "caseNotFound" (server.json) or "namespace:key". */
  readonly notFound?: string;
  /**
   * The paths of the GET endpoints whose cached answers this call changes ("/api/cases", "/api/cases/:id"): the
   * browser refreshes them after it succeeds. Paths, not contracts, so contract files need not import each other;
   * a test checks that each names a GET contract.
   */
  readonly refreshes?: readonly `/api/${string}`[];
}

/** Declares a contract; `const` keeps its literal shape, so the types below can read it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type SchemaAt<E, K extends "params" | "query" | "body"> = E extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a caller sends: params and body when the contract has them; a query always optional. */
export type InputOf<E extends Endpoint> = ([SchemaAt<E, "params">] extends [never]
  ? { params?: undefined }
  : { params: z.input<SchemaAt<E, "params">> }) &
  ([SchemaAt<E, "query">] extends [never] ? { query?: undefined } : { query?: z.input<SchemaAt<E, "query">> }) &
  ([SchemaAt<E, "body">] extends [never] ? { body?: undefined } : { body: z.input<SchemaAt<E, "body">> });

/** What the server's handler receives, parsed. */
export interface ParsedInputOf<E extends Endpoint> {
  params: [SchemaAt<E, "params">] extends [never] ? Record<string, never> : z.output<SchemaAt<E, "params">>;
  query: [SchemaAt<E, "query">] extends [never] ? Record<string, never> : z.output<SchemaAt<E, "query">>;
  body: [SchemaAt<E, "body">] extends [never] ? undefined : z.output<SchemaAt<E, "body">>;
}

/** The JSON a successful call answers (void when it answers none). */
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : void;

/** A path with its parameters filled in: "/api/cases/:id" with { id } → "/api/cases/3f…". */
export function pathOf(endpoint: Pick<Endpoint, "path">, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== "string" && typeof value !== "number") throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
