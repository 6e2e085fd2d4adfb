import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deleteDraft, getDraft, saveDraft, type DraftJson } from "@shared/api/drafts";
import { say } from "../interface-text";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { drafts } from "../db/schema";
import { HttpError } from "../http-errors";
import type { RenderPool } from "../documents/render-pool";

type DraftRow = typeof drafts.$inferSelect;

const toDraftJson = (row: DraftRow): DraftJson => ({
  questionnaire: row.questionnaire,
  step: row.step,
  answers: row.answers,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * `renderer`: the PDF threads start when she opens a wizard (its draft is asked for), so the paper she makes at its
 * end does not wait for them; they are not kept running for nobody.
 */
export function draftRoutes(app: FastifyInstance, db: Database, renderer: Pick<RenderPool, "warmUp">): void {
  const hers = (userId: string, questionnaire: string) => and(eq(drafts.userId, userId), eq(drafts.questionnaire, questionnaire));

  serve(app, getDraft, async ({ params }, request) => {
    void renderer.warmUp().catch((error: Error) => request.log.error({ err: error }, "could not start the PDF engine"));
    const [row] = await db
      .select()
      .from(drafts)
      .where(hers(currentUser(request).id, params.questionnaire));
    if (!row) throw notFoundOf(getDraft);
    return toDraftJson(row);
  });

  /**
   * One statement: a first save creates the draft; a later one replaces it only when it was made from the latest
   * version, so two devices saving at once never lose each other's answers silently.
   */
  serve(app, saveDraft, async ({ params, body }, request) => {
    const [row] = await db
      .insert(drafts)
      .values({
        userId: currentUser(request).id,
        questionnaire: params.questionnaire,
        step: body.step,
        answers: body.answers,
        version: 1,
      })
      .onConflictDoUpdate({
        target: [drafts.userId, drafts.questionnaire],
        set: { step: body.step, answers: body.answers, version: sql`${drafts.version} + 1`, updatedAt: sql`clock_timestamp()` },
        setWhere: eq(drafts.version, body.version),
      })
      .returning();
    if (!row) throw new HttpError(409, say("draftChanged"));
    return toDraftJson(row);
  });

  serve(app, deleteDraft, async ({ params }, request) => {
    const [row] = await db
      .delete(drafts)
      .where(hers(currentUser(request).id, params.questionnaire))
      .returning({ questionnaire: drafts.questionnaire });
    if (!row) throw notFoundOf(deleteDraft);
  });
}
