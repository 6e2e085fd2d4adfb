import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { passwordChangeFor, passwordRuleProblem, type PublicUser } from "@shared/auth-schemas";
import { changePassword, getCsrfToken, getUser, login, logout, openLogin, register, updateProfile } from "@shared/api/auth";
import { isCommonPassword } from "../auth/common-passwords";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "../auth/passwords";
import {
  attempt,
  consume,
  forgive,
  LOGIN_ACCOUNT_BACKOFF,
  LOGIN_ADDRESS_BACKOFF,
  LOGIN_PAIR_BACKOFF,
  pace,
  refund,
  REGISTRATIONS_PER_ADDRESS,
  SESSIONS_PER_ACCOUNT,
} from "../auth/rate-limit";
import { clearSessionCookie, currentUser, setSessionCookie, type SessionUser } from "../auth/session-plugin";
import { reauthenticate } from "../auth/reauthenticate";
import { createSession, deleteSession, deleteUserSessions, sessionUserColumns } from "../auth/sessions";
import type { Database } from "../db/connect";
import { users } from "../db/schema";
import { isChoosableLanguage } from "@shared/i18n/languages";
import { notFoundOf, serve } from "../api/serve";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    county: user.county,
    language: isChoosableLanguage(user.language) ? user.language : null,
    textSize: user.textSize,
    createdAt: user.createdAt.toISOString(),
  };
}

function tooMany(seconds: number, message: (seconds: number) => string = MESSAGES.tooManyAttempts): HttpError {
  return new HttpError(429, message(seconds), undefined, { "retry-after": String(seconds) });
}

async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(400, MESSAGES.commonPassword, { [field]: [MESSAGES.commonPassword] });
}

/** True when a password that just signed someone in falls short of the rules a new one must meet. */
async function isWeakPassword(password: string, email: string): Promise<boolean> {
  return passwordRuleProblem(password, email) !== undefined || (await isCommonPassword(password));
}

export function authRoutes(app: FastifyInstance, db: Database): void {
  /**
   * Starts a session for someone who just proved who they are. A session the browser already had is ended
   * first (a new token at every sign-in: no session fixation), and one account may only open so many sessions
   * an hour.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const wait = await consume(db, `session:user:${userId}`, SESSIONS_PER_ACCOUNT);
    if (wait > 0) throw tooMany(wait, MESSAGES.tooManyLogins);
    if (request.session) await deleteSession(db, request.session.tokenHash);
    const session = await createSession(db, userId);
    setSessionCookie(request, reply, session.token);
  }

  serve(app, getUser, (_input, request) => (request.user ? toPublicUser(request.user) : null));

  serve(app, openLogin, (_input, _request, reply) => reply.redirect("/auth"));

  serve(app, getCsrfToken, (_input, request) => {
    // A signed-in request always has its session (session-plugin.ts attaches both).
    if (!request.session) throw new HttpError(401, MESSAGES.unauthorized);
    return { csrfToken: request.session.csrfToken };
  });

  serve(app, register, async ({ body: input }, request, reply) => {
    await refuseCommonPassword(input.password, "password");
    // Counted before the work, so registrations sent together cannot all pass.
    const wait = await pace(db, `register:ip:${request.ip}`, REGISTRATIONS_PER_ADDRESS);
    if (wait > 0) throw tooMany(wait);
    const passwordHash = await hashPassword(input.password);
    const [created] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        county: input.county,
        language: input.language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(sessionUserColumns);
    if (!created) throw new HttpError(409, MESSAGES.accountExists);
    await signIn(request, reply, created.id);
    return toPublicUser(created);
  });

  /**
   * Guesses are throttled per (account, address), per address, and per account over all addresses:
   * the first two with few free attempts, the last with more, since someone failing from one place should not
   * keep the owner out from another for long. Each attempt is reserved before the password is checked, so guesses
   * sent together count one by one, and during a wait even the right password is refused.
   */
  serve(app, login, async ({ body: input }, request, reply) => {
    const pairKey = `login:pair:${input.email}|${request.ip}`;
    const addressKey = `login:ip:${request.ip}`;
    // Keyed by the address typed, known account or not, so the answer says nothing of which accounts exist.
    const accountKey = `login:account:${input.email}`;
    const pairWait = await attempt(db, pairKey, LOGIN_PAIR_BACKOFF);
    if (pairWait > 0) throw tooMany(pairWait);
    const addressWait = await attempt(db, addressKey, LOGIN_ADDRESS_BACKOFF);
    if (addressWait > 0) {
      await refund(db, pairKey, LOGIN_PAIR_BACKOFF);
      throw tooMany(addressWait);
    }
    const accountWait = await attempt(db, accountKey, LOGIN_ACCOUNT_BACKOFF);
    if (accountWait > 0) {
      await refund(db, pairKey, LOGIN_PAIR_BACKOFF);
      await refund(db, addressKey, LOGIN_ADDRESS_BACKOFF);
      throw tooMany(accountWait);
    }

    const [found] = await db
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    const valid = await verifyPassword(input.password, found?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
    if (!found || !valid) throw new HttpError(401, MESSAGES.invalidLogin);

    await forgive(db, pairKey);
    await refund(db, addressKey, LOGIN_ADDRESS_BACKOFF);
    // Only given back, not forgotten: the owner's success does not wipe out a guesser's failures.
    await refund(db, accountKey, LOGIN_ACCOUNT_BACKOFF);
    await signIn(request, reply, found.id);
    // Hashes made when the cost was lower are replaced now, while the password is at hand.
    if (needsRehash(found.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, found.id));
    }
    const { passwordHash: _omit, ...user } = found;
    // An account made before today's password rules keeps signing in, and is asked to choose a new password.
    if (await isWeakPassword(input.password, found.email)) return { ...toPublicUser(user), passwordChangeRequired: true };
    return toPublicUser(user);
  });

  /** Signed out already (no session): nothing to end, and the cookie is cleared all the same. */
  serve(app, logout, async (_input, request, reply) => {
    if (request.session) await deleteSession(db, request.session.tokenHash);
    clearSessionCookie(reply);
    return { ok: true } as const;
  });

  serve(app, updateProfile, async ({ body: input }, request) => {
    const user = currentUser(request);
    // A PATCH changes only the fields it sends (null clears one); those not sent are undefined, which drizzle leaves out.
    if (Object.values(input).every((value) => value === undefined)) return toPublicUser(user);
    const [updated] = await db.update(users).set(input).where(eq(users.id, user.id)).returning(sessionUserColumns);
    if (!updated) throw notFoundOf(updateProfile);
    return toPublicUser(updated);
  });

  /**
   * The current password is checked under the same growing delays as a sign-in. On success every session of
   * the person ends (other devices are signed out) and this one continues under a new token, keeping the
   * page's CSRF token so the page carries on.
   */
  serve(app, changePassword, async ({ body }, request, reply) => {
    const user = currentUser(request);
    // The contract cannot know whose e-mail address the new password may not contain.
    const input = parseInput(passwordChangeFor(user.email), body);
    await refuseCommonPassword(input.newPassword, "newPassword");
    await reauthenticate(db, user.id, input.currentPassword, "currentPassword");
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword) })
      .where(eq(users.id, user.id));
    await deleteUserSessions(db, user.id);
    const session = await createSession(db, user.id, { csrfToken: request.session?.csrfToken });
    setSessionCookie(request, reply, session.token);
    return { ok: true } as const;
  });
}
