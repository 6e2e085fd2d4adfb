/**
 * Registers a route from its contract (src/shared/api/): the contract's method and path, a signed-in check when it
 * asks for one, its params, query and body parsed by validate.ts before the handler runs, and its success status.
 * Every API route goes through here, so every one answers errors in one shape (app.ts) and has a contract
 * (contracts.test.ts).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from "fastify";
import type { z } from "zod";
import type { Endpoint, ParsedInputOf } from "@shared/api/endpoint";
import { requireUser } from "../auth/session-plugin";
import { endpointOfRoute } from "./route-endpoint";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { say } from "../interface-text";
import { parseInput, type ProblemMessages } from "../validate";

/** What a handler returns: the contract's answer, nothing for a 204, or the reply when it sent bytes itself. */
export type HandlerAnswer<E extends Endpoint> = (E["answer"] extends z.ZodType ? z.input<E["answer"]> : void) | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  input: ParsedInputOf<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

export interface ServeOptions {
  /** Runs before the signed-in check (a limit per address, say). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Runs after the signed-in check, before the input is parsed. */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
  /** Top-level body fields the handler checks against another schema (a document's answers, against its kind). */
  bodyCheckedLater?: readonly string[];
  /** A body refused with its first problem alone, in these words (the assistant's screens read it so). */
  bodyProblems?: ProblemMessages;
}

let answersChecked = false;

/**
 * From the first app built for development (the tests' apps are), every JSON answer in this process is checked
 * against its contract, so a contract cannot drift from the code.
 */
export function checkAnswersAgainstContracts(): void {
  answersChecked = true;
}

/** The one API route registered without a contract: the 404 for any other /api/ path. */
export const API_NOT_FOUND_ROUTE = "/api/*";

/** An API route registered without its contract stops the server from starting (and so fails every test). */
export function requireContracts(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const isApi = route.url.startsWith("/api/") || route.url.startsWith("/calendar/");
    if (isApi && route.url !== API_NOT_FOUND_ROUTE && !endpointOfRoute(route)) {
      throw new Error(
        `${String(route.method)} ${route.url} has no contract: declare it in src/shared/api/ and register it with serve()`,
      );
    }
  });
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const preHandler = [...(endpoint.signedIn ? [requireUser] : []), ...list(options.preHandler)];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint } as RouteOptions["config"],
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      let params: unknown = {};
      if (endpoint.params) {
        const parsed = endpoint.params.safeParse(request.params);
        // A path that names nothing is a 404, whatever is wrong with it.
        if (!parsed.success) throw notFoundOf(endpoint);
        params = parsed.data;
      }
      const input = {
        params,
        query: endpoint.query ? parseInput(endpoint.query, request.query) : {},
        body: endpoint.body
          ? parseInput(endpoint.body, request.body, { checkedLater: options.bodyCheckedLater, problems: options.bodyProblems })
          : undefined,
      } as ParsedInputOf<E>;
      const answer = await handler(input, request, reply);
      if ((answer as unknown) === reply || reply.sent) return reply;
      reply.code(endpoint.status ?? 200);
      if (endpoint.answer === null || endpoint.status === 204) return reply.send();
      if (answersChecked) {
        const checked = endpoint.answer.safeParse(JSON.parse(JSON.stringify(answer)));
        if (!checked.success) {
          throw new Error(
            `${endpoint.method} ${endpoint.path} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
          );
        }
      }
      return answer;
    },
  });
}

/** The 404 of a contract's thing ("Case not found"), for a handler that finds nothing of hers under a valid id. */
export const notFoundOf = (endpoint: Endpoint): HttpError =>
  new HttpError(404, endpoint.notFound ? say(endpoint.notFound) : MESSAGES.notFound);
