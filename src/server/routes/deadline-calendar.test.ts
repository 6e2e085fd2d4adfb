import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedJson, DeadlineJson } from "@shared/deadlines/deadline-fields";
import { buildApp } from "../app";
import { registerStaticClient } from "../static-client";
import { createTestDatabase } from "../test-support/test-database";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

async function create(as: SignedIn, body: Record<string, unknown>): Promise<DeadlineJson> {
  const response = await as.request({ method: "POST", url: "/api/deadlines", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The file parsed back with ical.js, its America/New_York zone registered so times can be read in UTC. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const alarm = component.getFirstSubcomponent("valarm");
    const trigger = alarm?.getFirstProperty("trigger");
    return {
      summary: event.summary,
      uid: event.uid,
      start: event.startDate,
      end: event.endDate,
      location: event.location,
      description: event.description,
      trigger: trigger
        ? { seconds: (trigger.getFirstValue() as ICAL.Duration).toSeconds(), related: trigger.getParameter("related") }
        : null,
    };
  });
  return { calendar, events };
}

describe("GET /api/deadlines.ics", () => {
  beforeAll(async () => {
    const person = maria;
    // New Year's Eve and a day in March when daylight saving time has begun.
    await create(person, {
      title: "Answer due",
      dueDate: "2026-12-31",
      reminderDate: "2026-12-29",
      description: "File with the clerk",
      notes: "Deposit the rent too",
      location: "Clerk, Room 1",
    });
    await create(person, {
      title: "Hearing",
      dueDate: "2026-03-10",
      dueTime: "10:00",
      reminderDate: "2026-03-07",
      type: "hearing",
    });
    await create(person, { title: "Early hearing", dueDate: "2027-01-04", dueTime: "08:00", reminderDate: "2027-01-04" });
    await create(person, { title: "Same-day reminder", dueDate: "2027-01-01", reminderDate: "2027-01-01" });
    const done = await create(person, { title: "Done already", dueDate: "2026-01-05" });
    await person.request({ method: "POST", url: `/api/deadlines/${done.id}/complete` });
    await create(other, { title: "Someone else's", dueDate: "2026-12-31" });
  });

  it("is a download, never kept by a shared cache", async () => {
    const response = await maria.request({ method: "GET", url: "/api/deadlines.ics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="deadlines\.ics"/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("holds the person's pending deadlines only, by due date", async () => {
    const { events } = parse((await maria.request({ method: "GET", url: "/api/deadlines.ics" })).body);
    expect(events.map((event) => event.summary)).toEqual(["Hearing", "Answer due", "Same-day reminder", "Early hearing"]);
  });

  it("writes a date-only deadline as an all-day event on its own date, whatever the server's time zone", async () => {
    const { events } = parse((await maria.request({ method: "GET", url: "/api/deadlines.ics" })).body);
    const answer = events.find((event) => event.summary === "Answer due")!;
    expect(answer.start.isDate).toBe(true);
    expect(answer.start.toString()).toBe("2026-12-31");
    expect(answer.end.toString()).toBe("2027-01-01");
    expect(answer.location).toBe("Clerk, Room 1");
    expect(answer.description).toBe("File with the clerk\n\nDeposit the rent too");
    // The reminder: 9:00 a.m. two days before, counted back from the start of the day.
    expect(answer.trigger).toEqual({ seconds: -(2 * 24 - 9) * 3600, related: "START" });
    const sameDay = events.find((event) => event.summary === "Same-day reminder")!;
    expect(sameDay.trigger).toEqual({ seconds: 9 * 3600, related: "START" });
  });

  it("writes a timed deadline in America/New_York, with its VTIMEZONE", async () => {
    const { calendar, events } = parse((await maria.request({ method: "GET", url: "/api/deadlines.ics" })).body);
    expect(calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([
      "America/New_York",
    ]);
    const hearing = events.find((event) => event.summary === "Hearing")!;
    expect(hearing.start.isDate).toBe(false);
    expect(hearing.start.zone?.tzid).toBe("America/New_York");
    expect(hearing.start.toString()).toBe("2026-03-10T10:00:00");
    // March 10, 2026 is after the switch to daylight saving time (March 8): 10:00 EDT is 14:00 UTC.
    expect(hearing.start.toJSDate().toISOString()).toBe("2026-03-10T14:00:00.000Z");
    // 9:00 a.m. on March 7 (EST), counted on the wall clock: 3 days and 1 hour before.
    expect(hearing.trigger).toEqual({ seconds: -(3 * 24 + 1) * 3600, related: "START" });
    const early = events.find((event) => event.summary === "Early hearing")!;
    expect(early.start.toJSDate().toISOString()).toBe("2027-01-04T13:00:00.000Z");
    // Due before 9:00 on the reminder's day: an hour before instead.
    expect(early.trigger).toEqual({ seconds: -3600, related: "START" });
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/deadlines.ics" })).statusCode).toBe(401);
  });
});

describe("GET /api/deadlines/:id/ics", () => {
  it("is one deadline's file, named after it", async () => {
    const created = await create(maria, { title: "Mediation: bring papers", dueDate: "2027-02-01", dueTime: "13:15" });
    const response = await maria.request({ method: "GET", url: `/api/deadlines/${created.id}/ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="Mediation- bring papers\.ics"/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { events } = parse(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe(`deadline-${created.id}@florida-legal-champion`);
    expect(events[0]!.start.toJSDate().toISOString()).toBe("2027-02-01T18:15:00.000Z");
    expect(events[0]!.trigger).toBeNull();
  });

  it("answers 404 for another person's deadline", async () => {
    const theirs = await create(other, { title: "Theirs", dueDate: "2027-02-01" });
    expect((await maria.request({ method: "GET", url: `/api/deadlines/${theirs.id}/ics` })).statusCode).toBe(404);
  });
});

describe("calendar subscription", () => {
  const feed = async (as: SignedIn, method: "GET" | "POST" | "DELETE") =>
    as.request({ method, url: "/api/deadlines/calendar-feed" });
  const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });

  it("has no address until one is made", async () => {
    const response = await feed(other, "GET");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: null, active: false, createdAt: null });
  });

  it("makes a secret address that works without a session; a new one replaces it; turning it off ends it", async () => {
    const made = await feed(maria, "POST");
    expect(made.statusCode).toBe(200);
    const first = made.json() as CalendarFeedJson;
    expect(first.url).toMatch(/^http:\/\/localhost(:\d+)?\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.active).toBe(true);
    // Shown once: afterwards only that an address works.
    expect((await feed(maria, "GET")).json()).toEqual({ url: null, active: true, createdAt: first.createdAt });

    const fetched = await fetchFeed(first.url!);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(fetched.headers["cache-control"]).toBe("private, no-store");
    expect(fetched.headers["set-cookie"]).toBeUndefined();
    const { calendar, events } = parse(fetched.body);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Florida Legal Champion deadlines");
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    expect(events.map((event) => event.summary)).toContain("Answer due");
    expect(events.map((event) => event.summary)).not.toContain("Someone else's");

    const second = (await feed(maria, "POST")).json() as CalendarFeedJson;
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url!);
    expect(old.statusCode).toBe(404);
    expect(old.headers["cache-control"]).toBe("private, no-store");
    expect(old.json().message).toMatch(/^This calendar address does not work any more/);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);

    expect((await feed(maria, "DELETE")).statusCode).toBe(204);
    expect((await fetchFeed(second.url!)).statusCode).toBe(404);
    expect((await feed(maria, "GET")).json()).toEqual({ url: null, active: false, createdAt: null });
  });

  it.each([
    "/calendar/nope.ics",
    "/calendar/" + "A".repeat(43) + ".ics",
    "/calendar/" + "A".repeat(43),
    "/calendar/..%2F..%2Fetc%2Fpasswd",
  ])("answers 404 for %s", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
  });

  it("needs a session and the CSRF token to make or end an address", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/deadlines/calendar-feed" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/deadlines/calendar-feed" })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: "DELETE",
      url: "/api/deadlines/calendar-feed",
      headers: { cookie: maria.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("is not swallowed by the built client's pages", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "flc-client-"));
    for (const page of ["index.html", "app.html"]) writeFileSync(path.join(root, page), "<!doctype html><title>app</title>");
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, client: (instance) => registerStaticClient(instance, root) });
    try {
      await app.ready();
      const unknown = await app.inject({ method: "GET", url: `/calendar/${"B".repeat(43)}.ics` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["content-type"]).toMatch(/^application\/json/);
      const page = await app.inject({ method: "GET", url: "/deadlines" });
      expect(page.headers["content-type"], page.body).toMatch(/^text\/html/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
