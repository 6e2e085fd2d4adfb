import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { dataExports } from "../db/schema";

/** An export whose heartbeat stopped this long ago (its server died, say) no longer holds the place. */
const STALE_SECONDS = 5 * 60;
/** How often a running export says it is still alive. */
const HEARTBEAT_MS = 30_000;

export interface ExportClaim {
  /** Notes that the export is still running (at most every HEARTBEAT_MS). */
  beat(): Promise<void>;
  release(): Promise<void>;
}

/**
 * One export at a time per person, on every instance: a row in data_exports while it runs. Answers null when another
 * export of hers is still running.
 */
export async function claimExport(db: Database, userId: string): Promise<ExportClaim | null> {
  const token = randomUUID();
  const [claimed] = await db
    .insert(dataExports)
    .values({ userId, token, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({
      target: dataExports.userId,
      set: { token, heartbeatAt: sql`now()` },
      setWhere: sql`${dataExports.heartbeatAt} < now() - make_interval(secs => ${STALE_SECONDS}::int)`,
    })
    .returning({ token: dataExports.token });
  if (!claimed) return null;
  const mine = and(eq(dataExports.userId, userId), eq(dataExports.token, token));
  let lastBeat = Date.now();
  return {
    async beat() {
      if (Date.now() - lastBeat < HEARTBEAT_MS) return;
      lastBeat = Date.now();
      await db
        .update(dataExports)
        .set({ heartbeatAt: sql`now()` })
        .where(mine);
    },
    async release() {
      await db.delete(dataExports).where(mine);
    },
  };
}
