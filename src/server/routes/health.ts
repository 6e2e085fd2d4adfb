import type { FastifyInstance } from "fastify";
import { pingDatabase, type Database } from "../db/connect";
import { MESSAGES } from "../messages";

export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get("/api/health", async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: "ok", database: "ok" };
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable", message: MESSAGES.databaseUnreachable });
    }
  });
}
