/**
 * The language a request is answered in: the one the person chose (the `lang` cookie, set by the language switch
 * and from the account), or the best match of the browser's Accept-Language, or English. It is kept for the whole
 * request in async-local storage, so the API's messages (messages.ts) speak it without every route passing it on.
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import {
  CHOOSABLE_LANGUAGES,
  DEFAULT_LANGUAGE,
  isChoosableLanguage,
  LANGUAGE_COOKIE,
  type ChoosableLanguage,
} from "@shared/i18n/languages";

const CODES = CHOOSABLE_LANGUAGES.map((language) => language.code);
/** What answers the question "which language?" for the work under way: worked out only when first asked. */
const store = new AsyncLocalStorage<() => ChoosableLanguage>();
const scope = Symbol("request language scope");

export function languageOfRequest(request: Pick<FastifyRequest, "cookies" | "headers">): ChoosableLanguage {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isChoosableLanguage(chosen)) return chosen;
  const accepted = new Negotiator({ headers: { "accept-language": request.headers["accept-language"] } }).language(CODES);
  return isChoosableLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/** The language of the request being answered; English outside a request (start-up, jobs, tests). */
export function currentLanguage(): ChoosableLanguage {
  return store.getStore()?.() ?? DEFAULT_LANGUAGE;
}

/** Runs `work` as if answering in `language` (tests, and work a request hands to a later moment). */
export function inLanguage<Result>(language: ChoosableLanguage, work: () => Result): Result {
  return store.run(() => language, work);
}

/**
 * After the cookie plugin. The language is worked out when a message first needs it: most answers need none, and
 * negotiating Accept-Language on every request costs throughput. Reading a body happens in the socket's own async
 * context, so for methods that may carry one the scope is entered again before validation (as
 * @fastify/request-context does); GET and HEAD read no body and reach their handler inside the scope.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    let language: ChoosableLanguage | undefined;
    store.run(
      () => (language ??= languageOfRequest(request)),
      () => {
        if (request.method === "GET" || request.method === "HEAD") return done();
        const resource = new AsyncResource("request-language");
        (request as unknown as Record<symbol, AsyncResource>)[scope] = resource;
        resource.runInAsyncScope(done, request.raw);
      },
    );
  });
  app.addHook("preValidation", (request, _reply, done) => {
    const resource = (request as unknown as Record<symbol, AsyncResource | undefined>)[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
