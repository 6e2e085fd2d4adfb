/**
 * Her data is hers: "Download all my data" (POST /api/user/export, one ZIP streamed as it is made) and
 * "Delete my account" (DELETE /api/user). Both ask for the password again.
 */
import { DateTime } from "luxon";
import type { FastifyInstance } from "fastify";
import { deleteAccount as deleteAccountEndpoint, exportData } from "@shared/api/account";
import { dataExportFileName } from "@shared/file-name";
import { dataExportEntries } from "../account/data-export";
import { deleteAccount } from "../account/delete-account";
import { claimExport, type ExportClaim } from "../account/export-lock";
import { zipStream, type ZipEntry } from "../account/zip-stream";
import { consume, DATA_EXPORTS_PER_USER } from "../auth/rate-limit";
import { reauthenticate } from "../auth/reauthenticate";
import { clearSessionCookie, currentUser } from "../auth/session-plugin";
import { serve } from "../api/serve";
import type { Database } from "../db/connect";
import { floridaWallClock } from "../deadlines/florida-time";
import { contentDisposition } from "../documents/content-disposition";
import type { RenderPool } from "../documents/render-pool";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";

/** Passes the entries on, telling the claim the export is alive; the claim is released however it ends. */
async function* whileClaimed(claim: ExportClaim, entries: AsyncIterable<ZipEntry>): AsyncGenerator<ZipEntry> {
  try {
    for await (const entry of entries) {
      yield entry;
      await claim.beat();
    }
  } finally {
    await claim.release();
  }
}

export function accountRoutes(app: FastifyInstance, db: Database, renderer: RenderPool): void {
  serve(app, exportData, async ({ body: { password } }, request, reply) => {
    const user = currentUser(request);
    await reauthenticate(db, user.id, password, "password");
    const claim = await claimExport(db, user.id);
    if (!claim) throw new HttpError(409, MESSAGES.exportRunning);
    const wait = await consume(db, `export:user:${user.id}`, DATA_EXPORTS_PER_USER).catch(async (error: unknown) => {
      await claim.release();
      throw error;
    });
    if (wait > 0) {
      await claim.release();
      throw new HttpError(429, MESSAGES.tooManyExports(DATA_EXPORTS_PER_USER.max, wait), undefined, {
        "retry-after": String(wait),
      });
    }
    const madeOn = floridaWallClock(DateTime.now()).date;
    const entries = whileClaimed(claim, dataExportEntries({ db, renderer, userId: user.id, madeOn }));
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", contentDisposition("attachment", dataExportFileName(madeOn)))
      .header("cache-control", "private, no-store")
      .send(zipStream(entries, new Date()));
  });

  /**
   * Deletes the account and everything it owns (account/delete-account.ts). Its sessions are gone from the database,
   * and the change feed (session-plugin.ts, on every successful write) drops them from every instance's cache.
   */
  serve(app, deleteAccountEndpoint, async ({ body: { password } }, request, reply) => {
    const user = currentUser(request);
    await reauthenticate(db, user.id, password, "password");
    await deleteAccount(db, user);
    clearSessionCookie(reply);
    return { ok: true } as const;
  });
}
