import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyReply, type FastifyServerOptions } from "fastify";
import { registerSessions } from "./auth/session-plugin";
import { registerOriginCheck } from "./auth/origin-check";
import { connectionOptions, DEFAULT_CONNECTION_LIMITS, registerConnectionLimits, type ConnectionLimits } from "./slow-clients";
import { fastifyTrustProxy } from "./config";
import { localChangeFeed, type ChangeFeed } from "./cache/change-feed";
import type { Database } from "./db/connect";
import { describeError, HttpError, isDataException } from "./http-errors";
import { MESSAGES } from "./messages";
import { registerRequestLanguage } from "./request-language";
import { registerSecurityHeaders } from "./security-headers";
import { registerCompression } from "./compression";
import { authRoutes } from "./routes/auth";
import { caseRoutes } from "./routes/cases";
import { deadlineCalendarRoutes } from "./routes/deadline-calendar";
import { deadlineRoutes } from "./routes/deadlines";
import { createRenderPool } from "./documents/render-pool";
import { accountRoutes } from "./routes/account";
import { packetRoutes } from "./routes/packets";
import { documentRoutes } from "./routes/documents";
import { healthRoutes } from "./routes/health";
import { moneyRecoveryRoutes } from "./routes/money-recovery";
import { statsRoutes } from "./routes/stats";
import { listFigureRoutes } from "./routes/list-figures";
import { workflowRoutes } from "./routes/workflows";
import { draftRoutes } from "./routes/drafts";
import { predictionRoutes } from "./routes/predictions";
import { userTemplateRoutes } from "./routes/user-templates";
import { translationRoutes } from "./routes/translations";
import { createUploadSlots, MAX_UPLOADS_IN_PROGRESS, type UploadSlots } from "./uploads/upload-slots";
import type { ModelConfig } from "./ai/chat-model";
import { aiRewriteRoutes } from "./routes/ai-rewrite";
import { assistantRoutes } from "./routes/assistant";
import { conversationRoutes } from "./routes/conversations";
import { notificationRoutes, type ReminderOptions } from "./routes/notifications";
import { apiDescription } from "@shared/api/service";
import { API_NOT_FOUND_ROUTE, checkAnswersAgainstContracts, requireContracts, serve } from "./api/serve";
import { openApiDocument } from "./api/openapi";

export interface AppOptions {
  db: Database;
  /** How instances tell each other that a user's data changed; one instance needs only the local feed. */
  changes?: ChangeFeed;
  logger?: FastifyServerOptions["logger"];
  /** Which proxies to believe about the client's address: false, a hop count, or proxy addresses (config.ts). */
  trustProxy?: boolean | number | string[];
  /** Registers the client: the built files, or (in development) Vite's middleware. */
  client?: (app: ReturnType<typeof Fastify>) => Promise<unknown>;
  /**
   * PUBLIC_ORIGIN (config.ts): writes from any other origin are refused and links are built from it. Unset, each
   * request's own address stands in for it.
   */
  publicOrigin?: string;
  /** Time limits for receiving requests, and the connection cap (slow-clients.ts); tests shorten them. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Development serves Vite's inline preamble script, which a strict CSP blocks. */
  relaxedCsp?: boolean;
  /** The optional OpenAI-compatible model the translator may use (config.ts: AI_BASE_URL, AI_MODEL, AI_API_KEY). */
  translatorModel?: ModelConfig;
  /** The optional model the assistant and AI polish may use (the same variables). */
  assistantModel?: ModelConfig;
  /** Development: the API's OpenAPI description at /api/openapi.json, and every JSON answer checked against its contract. */
  dev?: boolean;
  /** The mail server reminders go through (routes/notifications.ts); without one they reach the bell only. */
  reminders?: ReminderOptions;
  /** The cap on uploads in progress on this instance; MAX_UPLOADS_IN_PROGRESS unless a test sets another. */
  uploads?: UploadSlots;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Routes validate their input with zod (validate.ts) and send plain JSON: none has a Fastify JSON schema. Without
 * this stand-in Fastify would load its own schema compilers (Ajv, fast-json-stringify) at every start, for nothing.
 */
const noRouteSchemas = () => {
  throw new Error("Routes do not use Fastify schemas: validate the input with validate.ts");
};

export async function buildApp(options: AppOptions) {
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    ...connectionOptions(limits),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator: () => noRouteSchemas, buildSerializer: () => noRouteSchemas } },
    // A malformed path (bad percent-encoding, too long a parameter) is answered without echoing it.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ message: MESSAGES.badRequestUrl });
    },
  });

  requireContracts(app);
  registerConnectionLimits(app, limits);
  registerOriginCheck(app, options.publicOrigin);
  registerSecurityHeaders(app, options.relaxedCsp ?? false);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerRequestLanguage(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        status === 413
          ? MESSAGES.uploadTooLarge
          : status === 415
            ? MESSAGES.unsupportedContentType
            : status === 400
              ? MESSAGES.unreadableRequest
              : (error as Error).message;
      return reply.code(status).send({ message });
    }
    // A value the database refused (SQLSTATE class 22) came from the request: a 400 that says so; logged, as
    // validation should have caught it.
    if (isDataException(error)) {
      request.log.warn({ error: describeError(error) }, "database refused a value");
      return reply.code(400).send({ message: MESSAGES.valueOutOfRange });
    }
    // Codes and messages only: never a query's parameters or a request's values (see describeError).
    request.log.error({ error: describeError(error) }, "unhandled error");
    return reply.code(500).send({ message: MESSAGES.serverError });
  });

  if (options.dev) checkAnswersAgainstContracts();
  const changes = options.changes ?? localChangeFeed();
  registerSessions(app, options.db, changes);
  healthRoutes(app, options.db);
  authRoutes(app, options.db);
  statsRoutes(app, options.db, changes);
  listFigureRoutes(app, options.db);
  caseRoutes(app, options.db);
  // One pool of PDF worker threads for the app: single downloads and "Download all my data" share it.
  const renderer = createRenderPool();
  app.addHook("onClose", () => renderer.close());
  documentRoutes(app, options.db, renderer);
  packetRoutes(app, options.db, renderer);
  accountRoutes(app, options.db, renderer);
  userTemplateRoutes(app, options.db);
  deadlineRoutes(app, options.db);
  deadlineCalendarRoutes(app, options.db);
  workflowRoutes(app, options.db);
  draftRoutes(app, options.db, renderer);
  moneyRecoveryRoutes(app, options.db);
  predictionRoutes(app, options.db);
  assistantRoutes(app, { db: options.db, changes, model: options.assistantModel });
  conversationRoutes(app, options.db);
  await notificationRoutes(app, options.db, options.reminders);
  aiRewriteRoutes(app, { db: options.db, model: options.assistantModel });
  // Its own plugin scope: multipart bodies are read on the translator's route only.
  const uploads = options.uploads ?? createUploadSlots(MAX_UPLOADS_IN_PROGRESS);
  await app.register(translationRoutes, { db: options.db, model: options.translatorModel, uploads });

  if (options.dev) serve(app, apiDescription, () => openApiDocument());
  app.all(API_NOT_FOUND_ROUTE, async (_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }));
  if (options.client) await options.client(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }));

  return app;
}
