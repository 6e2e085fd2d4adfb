import { hash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/connect";
import { sessions, users } from "../db/schema";

export const SESSION_COOKIE = "flc_session";
export const SESSION_DAYS = 30;

/** One-shot hashing: every signed-in request hashes its cookie, and a Hash object per request costs throughput. */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new session; `csrfToken` carries a page's token over to it when a session is rotated under the same page. */
export async function createSession(
  db: Database,
  userId: string,
  options: { csrfToken?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, csrfToken: options.csrfToken ?? newToken(), expiresAt });
  // Housekeeping: this user's expired sessions go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

/** What a request knows of its signed-in user: the account without its password hash. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  county: users.county,
  language: users.language,
  textSize: users.textSize,
  createdAt: users.createdAt,
};

/** The unexpired session whose token hashes to `tokenHash`, with its user. */
export async function findSession(db: Database, tokenHash: string) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export type FoundSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a person out everywhere (a password change): every session of theirs goes. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
