import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectPostgres } from "../db/connect";
import { reminderJobs } from "../db/schema";
import { FLORIDA_ZONE, floridaDateTime } from "../deadlines/florida-time";
import { createMailer, type Mailer } from "../mail/mailer";
import { startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from "../test-support/loopback-smtp";
import { addressSequence, createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { claimDueJobs, processJob, runReminderBatch, type ReminderDeps } from "./worker";

const ORIGIN = "http://flc.test";
let smtp: LoopbackSmtp;
let mailer: Mailer;
let t: TestApp;
let deps: ReminderDeps;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  mailer = createMailer({ url: smtp.url, from: "Florida Legal Champion <reminders@flc.test>", timeoutMs: 400 });
  t = await createTestApp({ reminders: { mailer } });
  deps = { db: t.db, mailer, origin: ORIGIN };
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mode = "accept";
});

/** A Florida date some days from today. */
const inDays = (days: number) => DateTime.now().setZone(FLORIDA_ZONE).plus({ days }).toISODate()!;
const at = (date: string, time: string) => floridaDateTime(date, time).toJSDate();
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Every batch due by `now`, until none is left. */
async function drain(now: Date, extra: ReminderDeps = deps) {
  let total = 0;
  for (;;) {
    const result = await runReminderBatch(extra, { now });
    total += result.claimed;
    if (result.claimed === 0) return total;
  }
}

const linkIn = (mail: ReceivedMail, path: string): string => {
  const found = mail.text.match(new RegExp(`${ORIGIN}${path}\\?token=[A-Za-z0-9_-]+`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found[0].slice(ORIGIN.length);
};

/** Signs up and confirms the address through the link the sign-up sent. */
async function confirmedPerson(fields: Record<string, unknown> = {}): Promise<SignedIn> {
  const person = await signUp(t, fields);
  await drain(new Date());
  const [confirmation] = smtp.to(person.user.email);
  expect(confirmation?.subject).toMatch(/confirm/i);
  const page = await t.app.inject({ method: "GET", url: linkIn(confirmation!, "/reminders/confirm") });
  expect(page.statusCode, page.body).toBe(200);
  return person;
}

async function addDeadline(as: SignedIn, fields: Record<string, unknown>): Promise<{ id: string; dueDate: string }> {
  const response = await as.request({ method: "POST", url: "/api/deadlines", payload: { type: "hearing", ...fields } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const reminderMails = (person: SignedIn) => smtp.to(person.user.email).filter((mail) => !/confirm/i.test(mail.subject));

describe("e-mail reminders", () => {
  it("sends the confirmation link at sign-up; the link confirms the address, a made-up one does nothing", async () => {
    const person = await confirmedPerson();
    const settings = (await person.request({ method: "GET", url: "/api/reminder-settings" })).json();
    expect(settings.email).toMatchObject({ available: true, address: person.user.email, confirmed: true });
    const bad = await t.app.inject({ method: "GET", url: `/reminders/confirm?token=${"a".repeat(43)}` });
    expect(bad.statusCode).toBe(404);
  });

  it("sends nothing by e-mail before the address is confirmed: the reminder reaches the bell only", async () => {
    const person = await signUp(t);
    await drain(new Date());
    const due = inDays(20);
    await addDeadline(person, { title: "Unconfirmed hearing", dueDate: due });
    await drain(at(inDays(13), "08:00"));
    expect(reminderMails(person)).toEqual([]);
    const bell = (await person.request({ method: "GET", url: "/api/notifications" })).json();
    expect(bell.map((n: { title: string }) => n.title)).toEqual([expect.stringContaining("Unconfirmed hearing")]);
  });

  it("follows the schedule: a week before, two days before and the morning of, each once, short and plain", async () => {
    const person = await confirmedPerson();
    const due = inDays(30);
    await addDeadline(person, {
      title: "Eviction hearing",
      dueDate: due,
      dueTime: "09:30",
      location: "Orange County Courthouse, room 5",
    });

    await drain(at(inDays(23), "07:59"));
    expect(reminderMails(person)).toHaveLength(0);
    await drain(at(inDays(23), "08:00"));
    await drain(at(inDays(23), "08:05"));
    const [week] = reminderMails(person);
    expect(reminderMails(person)).toHaveLength(1);
    expect(week!.subject).toContain("Eviction hearing");
    expect(week!.text).toContain("In one week: Eviction hearing");
    expect(week!.text).toContain("9:30");
    expect(week!.text).toContain("Orange County Courthouse, room 5");
    expect(week!.text).toContain("the judge may decide the case without you");
    expect(week!.text).toContain("not from the court");
    expect(week!.text).toContain(`${ORIGIN}/deadlines?date=${due}`);
    expect(week!.html).toContain("<a href=");
    expect(week!.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/flc\.test\/reminders\/unsubscribe\?token=/);
    expect(week!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    await drain(at(inDays(28), "08:00"));
    await drain(at(due, "08:00"));
    await drain(at(due, "09:00"));
    expect(reminderMails(person).map((mail) => mail.text.split("\n")[0])).toEqual([
      "In one week: Eviction hearing",
      "In two days: Eviction hearing",
      "Today: Eviction hearing",
    ]);
    const bell = (await person.request({ method: "GET", url: "/api/notifications" })).json();
    expect(bell).toHaveLength(3);
    expect(bell[0]).toMatchObject({ kind: "reminder", link: `/deadlines?date=${due}`, readAt: null });
  });

  it("writes in her language (Spanish)", async () => {
    const person = await confirmedPerson({ language: "es" });
    expect(smtp.to(person.user.email)[0]!.subject).toContain("Confirme");
    const due = inDays(30);
    await addDeadline(person, { title: "Audiencia de desalojo", dueDate: due, type: "response" });
    await drain(at(inDays(23), "08:00"));
    const [mail] = reminderMails(person);
    expect(mail!.subject).toMatch(/^Recordatorio: Audiencia de desalojo/);
    expect(mail!.text).toContain("En una semana: Audiencia de desalojo");
    expect(mail!.text).toContain("no del tribunal");
    expect(mail!.text).toContain("rebeldía");
    expect(mail!.text).toMatch(/de 20\d\d/);
    const [notice] = (await person.request({ method: "GET", url: "/api/notifications" })).json();
    expect(notice.title).toContain("vence");
  });

  it("honours the reminder date she set, and the schedule she chose", async () => {
    const person = await confirmedPerson();
    const settings = await person.request({
      method: "PUT",
      url: "/api/reminder-settings",
      payload: { enabled: true, byEmail: true, schedule: ["morning"], quietStart: "21:00", quietEnd: "08:00" },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const due = inDays(30);
    await addDeadline(person, { title: "Filing", dueDate: due, reminderDate: inDays(25), type: "filing" });
    const jobs = await t.db
      .select()
      .from(reminderJobs)
      .where(and(eq(reminderJobs.userId, person.user.id), eq(reminderJobs.kind, "deadline")));
    expect(jobs.map((job) => job.slot).sort()).toEqual(["morning", "reminderDate"]);
    await drain(at(inDays(25), "08:00"));
    expect(reminderMails(person)[0]!.text).toContain("Reminder: Filing");
  });

  it("one-click unsubscribe (no session) stops e-mail; the bell still gets the reminder", async () => {
    const person = await confirmedPerson();
    const due = inDays(30);
    await addDeadline(person, { title: "Mediation", dueDate: due });
    await drain(at(inDays(23), "08:00"));
    const unsubscribe = linkIn(reminderMails(person)[0]!, "/reminders/unsubscribe");

    const page = await t.app.inject({ method: "GET", url: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Opening the page changes nothing.
    expect((await person.request({ method: "GET", url: "/api/reminder-settings" })).json().byEmail).toBe(true);

    const oneClick = await t.app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await person.request({ method: "GET", url: "/api/reminder-settings" })).json().byEmail).toBe(false);

    await drain(at(inDays(28), "08:00"));
    expect(reminderMails(person)).toHaveLength(1);
    expect((await person.request({ method: "GET", url: "/api/notifications" })).json()).toHaveLength(2);
  });

  it("keeps quiet hours: a reminder that comes due at night (the server was down) waits for the morning", async () => {
    const person = await confirmedPerson();
    const due = inDays(30);
    await addDeadline(person, { title: "Trial", dueDate: due });
    // Down from before the week-before reminder until 23:00 that night.
    await drain(at(inDays(23), "23:00"));
    expect(reminderMails(person)).toHaveLength(0);
    await drain(at(inDays(24), "07:59"));
    expect(reminderMails(person)).toHaveLength(0);
    await drain(at(inDays(24), "08:00"));
    expect(reminderMails(person)).toHaveLength(1);
  });

  it("skips a reminder whose event has passed while the server was down", async () => {
    const person = await confirmedPerson();
    const due = inDays(10);
    await addDeadline(person, { title: "Missed while down", dueDate: due, dueTime: "10:00" });
    await drain(at(due, "10:01"));
    expect(reminderMails(person)).toHaveLength(0);
    const statuses = await t.db
      .select({ status: reminderJobs.status })
      .from(reminderJobs)
      .where(eq(reminderJobs.userId, person.user.id));
    expect(statuses.filter((row) => row.status === "skipped")).toHaveLength(3);
  });

  it("a crash between sending and marking sends the message at most once more, and loses nothing", async () => {
    const person = await confirmedPerson();
    const due = inDays(30);
    await addDeadline(person, { title: "Crash test", dueDate: due });
    const now = at(inDays(23), "08:00");
    const claimed = (await claimDueJobs(t.db, { now, leaseMs: 60_000 })).filter((job) => job.userId === person.user.id);
    expect(claimed).toHaveLength(1);
    expect(await processJob(deps, claimed[0]!, now)).toEqual({ status: "sent" });
    // ...and the instance dies here, before marking it sent.
    expect(reminderMails(person)).toHaveLength(1);

    await drain(minutesAfter(now, 0.5));
    expect(reminderMails(person)).toHaveLength(1);
    await drain(minutesAfter(now, 2));
    expect(reminderMails(person)).toHaveLength(2);
    await drain(minutesAfter(now, 30));
    expect(reminderMails(person)).toHaveLength(2);
    const [job] = await t.db.select().from(reminderJobs).where(eq(reminderJobs.id, claimed[0]!.id));
    expect(job).toMatchObject({ status: "sent", attempts: 2 });
    expect((await person.request({ method: "GET", url: "/api/notifications" })).json()).toHaveLength(1);
  });

  it("a mail server that refuses or hangs is tried again later, waiting longer; requests are not held up", async () => {
    const person = await confirmedPerson();
    const due = inDays(30);
    await addDeadline(person, { title: "Retry me", dueDate: due });
    const now = at(inDays(23), "08:00");

    smtp.mode = "refuse";
    expect(await runReminderBatch(deps, { now })).toMatchObject({ retry: 1, sent: 0 });
    const [afterRefusal] = await t.db
      .select()
      .from(reminderJobs)
      .where(and(eq(reminderJobs.userId, person.user.id), eq(reminderJobs.slot, "week")));
    expect(afterRefusal).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterRefusal!.sendAt.getTime()).toBe(now.getTime() + 60_000);

    smtp.mode = "hang";
    const hanging = runReminderBatch(deps, { now: minutesAfter(now, 1) });
    const started = Date.now();
    const request = await person.request({ method: "GET", url: "/api/notifications" });
    expect(request.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(400);
    expect(await hanging).toMatchObject({ retry: 1 });
    const [afterHang] = await t.db.select().from(reminderJobs).where(eq(reminderJobs.id, afterRefusal!.id));
    expect(afterHang!.sendAt.getTime()).toBe(minutesAfter(now, 1).getTime() + 120_000);

    smtp.mode = "accept";
    await drain(minutesAfter(now, 2));
    expect(reminderMails(person)).toHaveLength(0);
    await drain(minutesAfter(now, 3));
    expect(reminderMails(person)).toHaveLength(1);
  });

  it("moving a deadline makes its reminders again; completing or deleting it cancels them", async () => {
    const person = await confirmedPerson();
    const deadline = await addDeadline(person, { title: "Moved", dueDate: inDays(30) });
    const pending = async () =>
      (
        await t.db
          .select()
          .from(reminderJobs)
          .where(and(eq(reminderJobs.deadlineId, deadline.id), eq(reminderJobs.status, "pending")))
      ).map((job) => job.sendAt.toISOString());
    expect(await pending()).toHaveLength(3);
    const moved = await person.request({
      method: "PUT",
      url: `/api/deadlines/${deadline.id}`,
      payload: { title: "Moved", type: "hearing", dueDate: inDays(40) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await pending()).sort()).toEqual(
      [at(inDays(33), "08:00"), at(inDays(38), "08:00"), at(inDays(40), "08:00")].map((date) => date.toISOString()),
    );
    expect((await person.request({ method: "POST", url: `/api/deadlines/${deadline.id}/complete` })).statusCode).toBe(200);
    expect(await pending()).toEqual([]);

    const other = await addDeadline(person, { title: "Deleted", dueDate: inDays(30) });
    expect((await person.request({ method: "DELETE", url: `/api/deadlines/${other.id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(reminderJobs).where(eq(reminderJobs.deadlineId, other.id))).toEqual([]);
  });

  it("tells the owner by e-mail, once a day, when her sign-ins are being slowed", async () => {
    const person = await confirmedPerson();
    const address = addressSequence("10.77");
    const failLogin = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: address(),
        payload: { email: person.user.email, password: "wrong-password-1" },
      });
    let status = 0;
    for (let tries = 0; tries < 12 && status !== 429; tries += 1) status = (await failLogin()).statusCode;
    expect(status).toBe(429);
    await failLogin();
    await drain(new Date());
    const notices = smtp.to(person.user.email).filter((mail) => /slowed/.test(mail.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${ORIGIN}/settings`);
  });
});

describe("two instances on one PostgreSQL", () => {
  const url = process.env.DATABASE_URL;
  it.skipIf(!url)("each message goes once when two batch runners work together", async () => {
    const name = `flc_reminders_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const first = await connectPostgres(dbUrl.toString());
    const second = await connectPostgres(dbUrl.toString(), { migrate: false });
    try {
      const { users } = await import("../db/schema");
      const [owner] = await first.db
        .insert(users)
        .values({ email: `two.${name}@example.com`, passwordHash: "x" })
        .returning();
      const now = new Date();
      const count = 300;
      await first.db.insert(reminderJobs).values(
        Array.from({ length: count }, (_, index) => ({
          userId: owner!.id,
          kind: "loginSlowed",
          slot: String(index),
          dedupeKey: `two:${index}`,
          sendAt: now,
        })),
      );
      const { reminderSettings } = await import("../db/schema");
      await first.db.insert(reminderSettings).values({ userId: owner!.id, confirmedEmail: owner!.email });
      const runner = async (deps: ReminderDeps) => {
        let claimed = 0;
        for (;;) {
          const result = await runReminderBatch(deps, { now, limit: 25 });
          if (result.claimed === 0) return claimed;
          claimed += result.claimed;
        }
      };
      const before = smtp.to(owner!.email).length;
      const [a, b] = await Promise.all([
        runner({ db: first.db, mailer, origin: ORIGIN }),
        runner({ db: second.db, mailer, origin: ORIGIN }),
      ]);
      expect(a + b).toBe(count);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expect(smtp.to(owner!.email).length - before).toBe(count);
      const statuses = await first.db.select({ status: reminderJobs.status }).from(reminderJobs);
      expect(statuses.every((row) => row.status === "sent")).toBe(true);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
