import type { FastifyInstance } from "fastify";
import { health } from "@shared/api/service";
import { serve } from "../api/serve";
import { pingDatabase, type Database } from "../db/connect";
import { MESSAGES } from "../messages";

export function healthRoutes(app: FastifyInstance, db: Database): void {
  serve(app, health, async (_input, _request, reply) => {
    try {
      await pingDatabase(db);
      return { status: "ok", database: "ok" } as const;
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable", message: MESSAGES.databaseUnreachable });
    }
  });
}
