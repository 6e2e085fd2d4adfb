import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { users } from "../db/schema";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { verifyPassword } from "./passwords";
import { attempt, forgive, PASSWORD_CHANGE_BACKOFF } from "./rate-limit";

/**
 * A signed-in person proves again who she is before something grave (a new password, taking all her data, deleting
 * the account): her current password, checked under the growing delays of a sign-in. Every such check shares one
 * counter, so guesses cannot be spread over several routes. A wrong password is a 400 on `field`.
 */
export async function reauthenticate(db: Database, userId: string, password: string, field: string): Promise<void> {
  const throttleKey = `password:user:${userId}`;
  const wait = await attempt(db, throttleKey, PASSWORD_CHANGE_BACKOFF);
  if (wait > 0) throw new HttpError(429, MESSAGES.tooManyAttempts(wait), undefined, { "retry-after": String(wait) });
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    throw new HttpError(400, MESSAGES.wrongCurrentPassword, { [field]: [MESSAGES.wrongCurrentPassword] });
  }
  await forgive(db, throttleKey);
}
