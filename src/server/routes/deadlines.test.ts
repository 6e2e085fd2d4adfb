import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { deadlines } from "../db/schema";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { MAX_DEADLINES_PER_USER } from "./deadlines";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const answer = { title: "File my answer", dueDate: "2026-03-24" };

async function create(as: SignedIn, body: Record<string, unknown> = answer): Promise<DeadlineJson> {
  const response = await as.request({ method: "POST", url: "/api/deadlines", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createCase(as: SignedIn, title = "Eviction"): Promise<string> {
  const response = await as.request({ method: "POST", url: "/api/cases", payload: { title, type: "landlord_tenant" } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const list = async (as: SignedIn, query = "") => {
  const response = await as.request({ method: "GET", url: `/api/deadlines${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeadlineJson[];
};

describe("POST /api/deadlines", () => {
  it("creates a pending deadline with the spec's defaults and answers with all of it", async () => {
    const created = await create(maria);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "File my answer",
      description: "",
      dueDate: "2026-03-24",
      dueTime: null,
      reminderDate: null,
      type: "filing",
      priority: "medium",
      location: "",
      notes: "",
      caseId: null,
      status: "pending",
      completedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: created.createdAt,
    });
  });

  it("keeps every field, linked to the person's own case", async () => {
    const caseId = await createCase(maria);
    const body = {
      title: "Hearing",
      description: "Pretrial conference",
      dueDate: "2026-12-31",
      dueTime: "09:30",
      reminderDate: "2026-12-28",
      type: "hearing",
      priority: "critical",
      location: "Orange County Courthouse, Room 5",
      notes: "Bring the lease and photos",
      caseId,
    };
    expect(await create(maria, body)).toMatchObject({ ...body, status: "pending" });
  });

  it("takes the spec's older body, with dates as ISO date-times, as Florida dates and time", async () => {
    const created = await create(maria, {
      title: "Old client",
      dueDate: "2026-11-03T14:00:00.000Z",
      reminderDate: "2026-11-01T00:00:00.000Z",
      caseId: "",
      location: null,
    });
    expect(created).toMatchObject({
      dueDate: "2026-11-03",
      dueTime: "09:00",
      reminderDate: "2026-11-01",
      caseId: null,
      location: "",
    });
  });

  it.each([
    [{ dueDate: "2026-03-24" }, { title: ["Please provide a title"] }],
    [{ title: "x" }, { dueDate: ["Please provide a due date"] }],
    [
      { title: "  ", dueDate: "" },
      { title: ["Please provide a title"], dueDate: ["Please provide a due date"] },
    ],
    [{ ...answer, dueDate: "2026-02-30" }, { dueDate: ["Please provide a due date"] }],
    [{ ...answer, type: "appeal" }, { type: ["Please choose a deadline type"] }],
    [{ ...answer, priority: "urgent" }, { priority: ["Please choose a priority"] }],
    [{ ...answer, reminderDate: "2026-03-25" }, { reminderDate: ["The reminder must be on or before the due date"] }],
    [{ ...answer, dueTime: "25:00" }, { dueTime: ["Please enter a time like 14:30"] }],
    [{ ...answer, caseId: "not-a-uuid" }, { caseId: ["Please choose one of your cases"] }],
    [{ ...answer, notes: "bad \u0000 text" }, { notes: ["This text contains a hidden control character. Please retype it."] }],
    [{ ...answer, title: "\ud800" }, { title: ["This text contains a broken character. Please retype it."] }],
  ])("refuses %o with field errors %o", async (body, fieldErrors) => {
    const response = await maria.request({ method: "POST", url: "/api/deadlines", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(response.json().message).toMatch(/^\w+: /);
  });

  it("refuses a body that is not an object", async () => {
    const response = await maria.request({ method: "POST", url: "/api/deadlines", payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please send the deadline as a JSON object",
      fieldErrors: { _: ["Please send the deadline as a JSON object"] },
    });
  });

  it("answers 404 for a case of someone else, and stores nothing", async () => {
    const theirs = await createCase(other, "Their case");
    const before = (await list(maria)).length;
    const response = await maria.request({ method: "POST", url: "/api/deadlines", payload: { ...answer, caseId: theirs } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Case not found" });
    expect(await list(maria)).toHaveLength(before);
  });

  it("needs a session and the CSRF token", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/deadlines", payload: answer })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: "POST",
      url: "/api/deadlines",
      payload: answer,
      headers: { cookie: maria.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/deadlines" })).statusCode).toBe(401);
  });

  it(`refuses a deadline beyond ${MAX_DEADLINES_PER_USER} with a clear 409`, async () => {
    const person = await signUp(t);
    await t.db.insert(deadlines).values(
      Array.from({ length: MAX_DEADLINES_PER_USER }, (_, i) => ({
        userId: person.user.id,
        title: `D${i}`,
        dueDate: "2026-01-01",
      })),
    );
    const response = await person.request({ method: "POST", url: "/api/deadlines", payload: answer });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `You have reached the limit of ${MAX_DEADLINES_PER_USER} deadlines. Please delete deadlines you no longer need before adding another.`,
    });
  });
});

describe("GET /api/deadlines", () => {
  it("lists only the person's own deadlines by due date, then time (all-day first)", async () => {
    const person = await signUp(t);
    await create(person, { title: "late", dueDate: "2027-01-02" });
    await create(person, { title: "timed", dueDate: "2026-12-31", dueTime: "08:00" });
    await create(person, { title: "all day", dueDate: "2026-12-31" });
    await create(person, { title: "early", dueDate: "2026-02-01" });
    await create(other, { title: "not mine", dueDate: "2026-01-01" });
    expect((await list(person)).map((d) => d.title)).toEqual(["early", "all day", "timed", "late"]);
    expect((await list(person, "?limit=2&offset=1")).map((d) => d.title)).toEqual(["all day", "timed"]);
  });

  it("filters by caseId", async () => {
    const person = await signUp(t);
    const roof = await createCase(person, "Roof");
    const deposit = await createCase(person, "Deposit");
    await create(person, { ...answer, title: "roof 1", caseId: roof });
    await create(person, { ...answer, title: "deposit 1", caseId: deposit });
    await create(person, { ...answer, title: "no case" });
    expect((await list(person, `?caseId=${roof}`)).map((d) => d.title)).toEqual(["roof 1"]);
    expect((await list(person, `?caseId=${roof.toUpperCase()}`)).map((d) => d.title)).toEqual(["roof 1"]);
    // Someone else's case filters to nothing: it names none of this person's deadlines.
    expect(await list(other, `?caseId=${roof}`)).toEqual([]);
  });

  it.each(["?caseId=abc", "?caseId=", "?limit=0", "?offset=-1"])("refuses %s with 400", async (query) => {
    const response = await maria.request({ method: "GET", url: `/api/deadlines${query}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toHaveLength(1);
  });
});

describe("PUT /api/deadlines/:id", () => {
  it("replaces the deadline and moves updatedAt forward", async () => {
    const created = await create(maria, { ...answer, dueTime: "10:00", notes: "old" });
    const response = await maria.request({
      method: "PUT",
      url: `/api/deadlines/${created.id}`,
      payload: { title: "Answer filed?", dueDate: "2026-03-25", type: "response", priority: "high" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as DeadlineJson;
    expect(updated).toMatchObject({
      id: created.id,
      title: "Answer filed?",
      dueDate: "2026-03-25",
      dueTime: null,
      notes: "",
      type: "response",
      priority: "high",
    });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt > created.updatedAt).toBe(true);
  });

  it("validates like POST", async () => {
    const created = await create(maria);
    const response = await maria.request({
      method: "PUT",
      url: `/api/deadlines/${created.id}`,
      payload: { title: "", dueDate: "2026-03-24" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ title: ["Please provide a title"] });
  });

  it("answers 404 for another person's deadline, an unknown id, or another person's case", async () => {
    const mine = await create(maria);
    const theirs = await create(other);
    const theirCase = await createCase(other);
    for (const [id, body] of [
      [theirs.id, answer],
      ["00000000-0000-4000-8000-000000000000", answer],
      ["not-an-id", answer],
      [mine.id, { ...answer, caseId: theirCase }],
    ] as const) {
      const response = await maria.request({ method: "PUT", url: `/api/deadlines/${id}`, payload: body });
      expect(response.statusCode, id).toBe(404);
    }
    const [stored] = await t.db.select().from(deadlines).where(eq(deadlines.id, theirs.id));
    expect(stored?.title).toBe("File my answer");
  });
});

describe("POST /api/deadlines/:id/complete", () => {
  it("moves pending to completed, once", async () => {
    const created = await create(maria);
    const response = await maria.request({ method: "POST", url: `/api/deadlines/${created.id}/complete` });
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json() as DeadlineJson;
    expect(done.status).toBe("completed");
    expect(done.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = (await maria.request({ method: "POST", url: `/api/deadlines/${created.id}/complete` })).json() as DeadlineJson;
    expect(again.status).toBe("completed");
    expect(again.completedAt).toBe(done.completedAt);
  });

  it("answers 404 for another person's deadline and leaves it pending", async () => {
    const theirs = await create(other);
    expect((await maria.request({ method: "POST", url: `/api/deadlines/${theirs.id}/complete` })).statusCode).toBe(404);
    expect((await list(other)).find((d) => d.id === theirs.id)?.status).toBe("pending");
  });
});

describe("DELETE /api/deadlines/:id", () => {
  it("deletes the person's own deadline; another person's or a deleted one is a 404", async () => {
    const mine = await create(maria);
    const theirs = await create(other);
    expect((await maria.request({ method: "DELETE", url: `/api/deadlines/${theirs.id}` })).statusCode).toBe(404);
    expect((await maria.request({ method: "DELETE", url: `/api/deadlines/${mine.id}` })).statusCode).toBe(204);
    const again = await maria.request({ method: "DELETE", url: `/api/deadlines/${mine.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Deadline not found" });
    expect((await list(other)).some((d) => d.id === theirs.id)).toBe(true);
  });
});

describe("deleting a case", () => {
  it("keeps its deadlines, no longer linked to it", async () => {
    const person = await signUp(t);
    const caseId = await createCase(person);
    const linked = await create(person, { ...answer, caseId });
    expect((await person.request({ method: "DELETE", url: `/api/cases/${caseId}` })).statusCode).toBe(204);
    const [kept] = await list(person);
    expect(kept).toMatchObject({ id: linked.id, caseId: null, title: "File my answer" });
  });
});
