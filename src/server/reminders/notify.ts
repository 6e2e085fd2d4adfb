/** Adds a line to her bell (schema.ts notifications); a `sourceKey` seen before adds nothing. */
import type { Database } from "../db/connect";
import { notifications } from "../db/schema";
import type { NoticeText } from "./message-text";

export async function addNotification(db: Database, userId: string, notice: NoticeText, sourceKey?: string): Promise<void> {
  await db
    .insert(notifications)
    .values({ userId, ...notice, sourceKey: sourceKey ?? null })
    .onConflictDoNothing();
}
