/**
 * Reminders: how long one instance takes to send a batch of 10,000 due deadline reminders to a mail server on loopback
 * (smtp-server, which only counts them), on the embedded database. Run alone with `npx tsx bench/reminders.ts`.
 */
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { DateTime } from "luxon";
import { SMTPServer } from "smtp-server";
import { connectPglite } from "@server/db/connect";
import { deadlines, reminderJobs, reminderSettings, users } from "@server/db/schema";
import { deadlineJobKey } from "@server/reminders/jobs";
import { createMailer } from "@server/mail/mailer";
import { runReminderBatch } from "@server/reminders/worker";
import type { Figure } from "./http";

const REMINDERS = 10_000;
const PEOPLE = 10;

async function countingSmtpServer(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function benchReminders(): Promise<Figure[]> {
  const database = await connectPglite();
  const smtp = await countingSmtpServer();
  const mailer = createMailer({ url: smtp.url, from: "Florida Legal Champion <reminders@flc.test>", maxConnections: 4 });
  try {
    const { db } = database;
    const dueDate = DateTime.now().setZone("America/New_York").plus({ days: 30 }).toISODate()!;
    // Noon in Florida: outside anyone's quiet hours, whenever the bench runs.
    const now = DateTime.now().setZone("America/New_York").set({ hour: 12, minute: 0 }).toJSDate();
    for (let person = 0; person < PEOPLE; person++) {
      const email = `bench${person}@example.com`;
      const [user] = await db.insert(users).values({ email, passwordHash: "x" }).returning();
      await db.insert(reminderSettings).values({ userId: user!.id, confirmedEmail: email });
      for (let start = 0; start < REMINDERS / PEOPLE; start += 500) {
        const rows = await db
          .insert(deadlines)
          .values(
            Array.from({ length: 500 }, (_, index) => ({
              userId: user!.id,
              title: `Hearing ${start + index}`,
              dueDate,
              location: "Courthouse",
            })),
          )
          .returning();
        await db.insert(reminderJobs).values(
          rows.map((row) => ({
            userId: user!.id,
            kind: "deadline",
            deadlineId: row.id,
            slot: "week",
            dedupeKey: deadlineJobKey(row, "week"),
            sendAt: now,
          })),
        );
      }
    }
    const started = performance.now();
    let sent = 0;
    for (;;) {
      const result = await runReminderBatch({ db, mailer, origin: "http://flc.test" }, { now, limit: 200, concurrency: 8 });
      if (result.claimed === 0) break;
      sent += result.sent;
    }
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        name: `send ${REMINDERS.toLocaleString("en-US")} due reminders (PGlite, loopback SMTP)`,
        value: `${seconds.toFixed(1)} s`,
      },
      { name: "reminders per second", value: `${(sent / seconds).toFixed(0)} (${smtp.received()} received)` },
    ];
  } finally {
    mailer.close();
    await smtp.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchReminders()) console.log(`${figure.name}  ${figure.value}`);
}
