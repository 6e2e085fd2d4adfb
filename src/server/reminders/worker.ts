/**
 * Sends what is due, exactly once across restarts and instances. A batch claims due rows in one statement
 * (FOR UPDATE SKIP LOCKED: two instances never take the same row) with a lease, sends each, and marks it. An instance
 * that dies between sending and marking leaves its rows claimed until the lease ends; then any instance takes them
 * again and sends them once more: at most one extra message, none lost. A server that was down sends what came due
 * meanwhile and skips what is already past its event. A mail server that refuses or hangs (the socket timeout) is
 * tried again later, waiting longer each time; requests never wait for mail.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { DEFAULT_LANGUAGE, isChoosableLanguage, type ChoosableLanguage } from "@shared/i18n/languages";
import type { Database } from "../db/connect";
import { deadlines, reminderJobs, reminderSettings, users } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { deadlineJobKey } from "./jobs";
import { CONFIRM_PATH, hashLinkToken, linkTo, newLinkToken, UNSUBSCRIBE_PATH } from "./links";
import { confirmationEmail, loginSlowedEmail, reminderEmail, reminderNotice } from "./message-text";
import { addNotification } from "./notify";
import { endOfQuiet, eventAt, isQuiet, type JobSlot } from "./schedule";
import { settingsOf, type ReminderSettings } from "./settings";

export interface ReminderDeps {
  db: Database;
  /** Without one (no SMTP_URL), reminders reach the bell only. */
  mailer?: Mailer;
  /** PUBLIC_ORIGIN: the links in messages start with it. */
  origin: string;
}

export interface BatchOptions {
  /** The clock (tests move it). */
  now?: Date;
  /** Rows claimed at once. */
  limit?: number;
  /** How long a claim holds before another instance may take the row again. */
  leaseMs?: number;
  /** Messages sent at the same time. */
  concurrency?: number;
}

const DEFAULT_LIMIT = 40;
const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_CONCURRENCY = 4;
/** After this many failed tries a message is given up (failed); about a day and a half of waiting in all. */
export const MAX_ATTEMPTS = 10;
/** The wait after the n-th failure: a minute, doubling, at most six hours. */
export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

export type ClaimedJob = typeof reminderJobs.$inferSelect & { claimToken: string };

export type Outcome =
  { status: "sent" } | { status: "skipped"; reason: string } | { status: "later"; at: Date } | { status: "retry"; error: string };

/** Takes up to `limit` due rows for this instance: pending ones whose time came, and claims whose lease ended. */
export async function claimDueJobs(db: Database, options: BatchOptions = {}): Promise<ClaimedJob[]> {
  const now = options.now ?? new Date();
  const claimToken = randomUUID();
  const due = db
    .select({ id: reminderJobs.id })
    .from(reminderJobs)
    .where(
      or(
        and(eq(reminderJobs.status, "pending"), lte(reminderJobs.sendAt, now)),
        and(eq(reminderJobs.status, "sending"), lte(reminderJobs.leaseUntil, now)),
      ),
    )
    .orderBy(asc(reminderJobs.sendAt))
    .limit(options.limit ?? DEFAULT_LIMIT)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(reminderJobs)
    .set({
      status: "sending",
      claimToken,
      attempts: sql`${reminderJobs.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)),
    })
    .where(inArray(reminderJobs.id, due))
    .returning();
  return claimed as ClaimedJob[];
}

const stillClaimed = (job: ClaimedJob) => and(eq(reminderJobs.id, job.id), eq(reminderJobs.claimToken, job.claimToken));

/** Puts a fresh link token on a claimed row (true), unless the claim lapsed and another instance has it (false). */
async function withLinkToken(db: Database, job: ClaimedJob): Promise<string | undefined> {
  const token = newLinkToken();
  const updated = await db
    .update(reminderJobs)
    .set({ tokenHash: hashLinkToken(token) })
    .where(stillClaimed(job))
    .returning({ id: reminderJobs.id });
  return updated.length > 0 ? token : undefined;
}

const languageOf = (value: string | null): ChoosableLanguage => (isChoosableLanguage(value) ? value : DEFAULT_LANGUAGE);

async function send(deps: ReminderDeps, to: string, message: Omit<MailMessage, "to">): Promise<Outcome> {
  try {
    await deps.mailer!.send({ to, ...message });
    return { status: "sent" };
  } catch (error) {
    return { status: "retry", error: (error as Error).message.slice(0, 500) };
  }
}

type DeadlineRow = typeof deadlines.$inferSelect;

/** What the messages of a batch need to know, read in three queries for the whole batch. */
export interface BatchContext {
  users: Map<string, { email: string; language: string | null }>;
  settings: Map<string, ReminderSettings>;
  deadlines: Map<string, DeadlineRow>;
}

export async function loadContext(db: Database, jobs: readonly ClaimedJob[]): Promise<BatchContext> {
  const userIds = [...new Set(jobs.map((job) => job.userId))];
  const deadlineIds = [...new Set(jobs.flatMap((job) => (job.deadlineId ? [job.deadlineId] : [])))];
  if (userIds.length === 0) return { users: new Map(), settings: new Map(), deadlines: new Map() };
  const [people, settingRows, deadlineRows] = await Promise.all([
    db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.id, userIds)),
    db.select().from(reminderSettings).where(inArray(reminderSettings.userId, userIds)),
    deadlineIds.length === 0 ? Promise.resolve([]) : db.select().from(deadlines).where(inArray(deadlines.id, deadlineIds)),
  ]);
  const settingsByUser = new Map(settingRows.map((row) => [row.userId, row]));
  return {
    users: new Map(people.map((person) => [person.id, person])),
    settings: new Map(userIds.map((id) => [id, settingsOf(settingsByUser.get(id))])),
    deadlines: new Map(deadlineRows.map((row) => [row.id, row])),
  };
}

/** Sends one claimed row's message (and for a deadline, its line in the bell); marks nothing. */
export async function processJob(
  deps: ReminderDeps,
  job: ClaimedJob,
  now: Date = new Date(),
  context?: BatchContext,
): Promise<Outcome> {
  const { db } = deps;
  const known = context ?? (await loadContext(db, [job]));
  const user = known.users.get(job.userId);
  if (!user) return { status: "skipped", reason: "no account" };
  const settings = known.settings.get(job.userId)!;
  const language = languageOf(user.language);
  const emailConfirmed = deps.mailer !== undefined && settings.confirmedEmail === user.email;

  if (job.kind === "confirm") {
    if (!deps.mailer || job.slot !== user.email) return { status: "skipped", reason: "no mail server, or another address now" };
    if (settings.confirmedEmail === user.email) return { status: "skipped", reason: "confirmed already" };
    const token = await withLinkToken(db, job);
    if (!token) return { status: "skipped", reason: "claim lapsed" };
    return send(deps, user.email, confirmationEmail(language, linkTo(deps.origin, CONFIRM_PATH, token)));
  }

  if (job.kind === "loginSlowed") {
    if (!emailConfirmed) return { status: "skipped", reason: "no confirmed address" };
    return send(deps, user.email, loginSlowedEmail(language, `${deps.origin}/settings`));
  }

  const deadline = job.deadlineId ? known.deadlines.get(job.deadlineId) : undefined;
  const slot = job.slot as JobSlot;
  if (!deadline || deadline.status !== "pending" || deadlineJobKey(deadline, slot) !== job.dedupeKey) {
    return { status: "skipped", reason: "deadline done, gone or moved" };
  }
  if (!settings.enabled) return { status: "skipped", reason: "reminders off" };
  const at = DateTime.fromJSDate(now);
  const event = eventAt(deadline);
  if (at >= event) return { status: "skipped", reason: "past the event" };
  if (isQuiet(at, settings)) {
    const morning = endOfQuiet(at, settings);
    return morning < event
      ? { status: "later", at: morning.toJSDate() }
      : { status: "skipped", reason: "quiet until after the event" };
  }
  await addNotification(db, job.userId, reminderNotice(language, deadline, slot), `job:${job.id}`);
  if (!settings.byEmail || !emailConfirmed) return { status: "sent" };
  const token = await withLinkToken(db, job);
  if (!token) return { status: "skipped", reason: "claim lapsed" };
  const unsubscribeLink = linkTo(deps.origin, UNSUBSCRIBE_PATH, token);
  return send(deps, user.email, {
    ...reminderEmail(language, { deadline, slot, link: `${deps.origin}/deadlines?date=${deadline.dueDate}`, unsubscribeLink }),
    // RFC 8058 one-click: mail programs POST "List-Unsubscribe=One-Click" to the address.
    headers: { "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/** Marks a claimed row by what happened to it; nothing when the claim lapsed meanwhile. */
export async function recordOutcome(db: Database, job: ClaimedJob, outcome: Outcome, now: Date = new Date()): Promise<void> {
  const done = { claimToken: null, leaseUntil: null };
  const change =
    outcome.status === "sent"
      ? { ...done, status: "sent", sentAt: now }
      : outcome.status === "skipped"
        ? { ...done, status: "skipped", lastError: outcome.reason }
        : outcome.status === "later"
          ? // Waiting for the morning is no failed try.
            { ...done, status: "pending", sendAt: outcome.at, attempts: sql`${reminderJobs.attempts} - 1` }
          : job.attempts >= MAX_ATTEMPTS
            ? { ...done, status: "failed", lastError: outcome.error }
            : {
                ...done,
                status: "pending",
                sendAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                lastError: outcome.error,
              };
  await db.update(reminderJobs).set(change).where(stillClaimed(job));
}

export interface BatchResult {
  claimed: number;
  sent: number;
  skipped: number;
  later: number;
  retry: number;
}

/** One batch: claim, send, mark. The worker loop runs these; tests call it directly. */
export async function runReminderBatch(deps: ReminderDeps, options: BatchOptions = {}): Promise<BatchResult> {
  const now = options.now ?? new Date();
  const jobs = await claimDueJobs(deps.db, { ...options, now });
  const context = await loadContext(deps.db, jobs);
  const result: BatchResult = { claimed: jobs.length, sent: 0, skipped: 0, later: 0, retry: 0 };
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const outcome = await processJob(deps, job, now, context).catch((error: Error): Outcome => ({
        status: "retry",
        error: error.message.slice(0, 500),
      }));
      await recordOutcome(deps.db, job, outcome, now);
      result[outcome.status] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, jobs.length) }, lane));
  return result;
}

export interface ReminderWorker {
  stop(): Promise<void>;
}

/**
 * The loop the server runs: a batch, then another at once while batches come back full, else a pause. A failing
 * batch (the database away) is logged and tried again after the pause.
 */
export function startReminderWorker(
  deps: ReminderDeps,
  options: { intervalMs?: number; log?: (error: Error) => void } & Omit<BatchOptions, "now"> = {},
): ReminderWorker {
  const interval = options.intervalMs ?? 30_000;
  const limit = options.limit ?? DEFAULT_LIMIT;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runReminderBatch(deps, { ...options, limit }).then(
      (result) => schedule(result.claimed >= limit ? 0 : interval),
      (error: Error) => {
        options.log?.(error);
        schedule(interval);
      },
    );
  };
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(tick, delay);
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
