import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  type PublicUser,
} from "../../shared/auth-schemas";
import {
  checkOrigin,
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
  type SessionUser,
} from "../auth/session-plugin";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../auth/passwords";
import {
  clear,
  hit,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
  retryAfter,
} from "../auth/rate-limit";
import { createSession, deleteOtherSessions, deleteSession } from "../auth/sessions";
import type { Database } from "../db/connect";
import { users } from "../db/schema";
import { HttpError } from "../http-errors";
import { parseInput } from "../validate";

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    county: user.county,
    createdAt: user.createdAt.toISOString(),
  };
}

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  county: users.county,
  createdAt: users.createdAt,
};

function tooMany(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    undefined,
    { "retry-after": String(seconds) },
  );
}

async function throttle(db: Database, checks: [string, typeof LOGIN_FAILURES_PER_ACCOUNT][]): Promise<void> {
  for (const [key, limit] of checks) {
    const wait = await retryAfter(db, key, limit);
    if (wait > 0) throw tooMany(wait);
  }
}

export function authRoutes(app: FastifyInstance, db: Database): void {
  const addressKey = (prefix: string, request: FastifyRequest) => `${prefix}:ip:${request.ip}`;

  app.get("/api/user", async (request) => (request.user ? toPublicUser(request.user) : null));

  app.get("/api/login", async (_request, reply) => reply.redirect("/auth"));

  app.get("/api/csrf-token", { preHandler: requireUser }, async (request) => ({
    csrfToken: request.session?.csrfToken,
  }));

  app.post("/api/register", async (request, reply) => {
    checkOrigin(request);
    const input = parseInput(registerSchema, request.body);
    const ipKey = addressKey("register", request);
    await throttle(db, [[ipKey, REGISTRATIONS_PER_ADDRESS]]);
    await hit(db, ipKey, REGISTRATIONS_PER_ADDRESS);
    const passwordHash = await hashPassword(input.password);
    const [created] = await db
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, county: input.county })
      .onConflictDoNothing({ target: users.email })
      .returning(publicColumns);
    if (!created) throw new HttpError(409, "An account with this email already exists. Please log in instead.");
    const session = await createSession(db, created.id);
    setSessionCookie(request, reply, session.token);
    return reply.code(201).send(toPublicUser(created));
  });

  app.post("/api/login", async (request, reply) => {
    checkOrigin(request);
    const input = parseInput(loginSchema, request.body);
    const accountKey = `login:account:${input.email}`;
    const ipKey = addressKey("login", request);
    await throttle(db, [
      [accountKey, LOGIN_FAILURES_PER_ACCOUNT],
      [ipKey, LOGIN_FAILURES_PER_ADDRESS],
    ]);
    const [found] = await db
      .select({ ...publicColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    const valid = await verifyPassword(input.password, found?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
    if (!found || !valid) {
      await hit(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT);
      await hit(db, ipKey, LOGIN_FAILURES_PER_ADDRESS);
      throw new HttpError(401, "Invalid email or password");
    }
    await clear(db, accountKey);
    const session = await createSession(db, found.id);
    setSessionCookie(request, reply, session.token);
    const { passwordHash: _omit, ...user } = found;
    return toPublicUser(user);
  });

  app.post("/api/logout", async (request, reply) => {
    if (request.session) await deleteSession(db, request.session.tokenHash);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.patch("/api/user", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const input = parseInput(profileUpdateSchema, request.body);
    // A PATCH changes only the fields it sends (an empty value clears one); the others stay as they are.
    const sent = (request.body ?? {}) as Record<string, unknown>;
    const changes: Partial<Record<"firstName" | "lastName" | "county", string | null>> = {};
    for (const field of ["firstName", "lastName", "county"] as const) {
      if (Object.hasOwn(sent, field)) changes[field] = input[field] ?? null;
    }
    if (Object.keys(changes).length === 0) return toPublicUser(user);
    const [updated] = await db
      .update(users)
      .set(changes)
      .where(eq(users.id, user.id))
      .returning(publicColumns);
    if (!updated) throw new HttpError(404, "Not found");
    return toPublicUser(updated);
  });

  app.post("/api/user/password", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const input = parseInput(passwordChangeSchema, request.body);
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash))) {
      throw new HttpError(400, "Your current password is not correct", {
        currentPassword: ["Your current password is not correct"],
      });
    }
    await db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, user.id));
    // Signing out every other device is what a person changing a password expects.
    if (request.session) await deleteOtherSessions(db, user.id, request.session.tokenHash);
    return { ok: true };
  });
}
