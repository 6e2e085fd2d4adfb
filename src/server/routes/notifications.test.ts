import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const list = (as: SignedIn) => as.request({ method: "GET", url: "/api/notifications" });
const settingsBody = { enabled: true, byEmail: true, schedule: ["week", "morning"], quietStart: "22:00", quietEnd: "07:00" };

describe("notifications", () => {
  it("a paper she makes is in her bell, newest first, in her language; marking it read keeps the first time", async () => {
    const made = await maria.request({
      method: "POST",
      url: "/api/documents",
      headers: { cookie: `${maria.cookie}; lang=es` },
      payload: { title: "Statement", type: "small_claims", templateData: SAMPLE_ANSWERS.small_claims_statement },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [notice] = (await list(maria)).json();
    expect(notice).toMatchObject({
      kind: "paperReady",
      title: "Su documento está listo: Statement",
      link: "/documents",
      readAt: null,
    });

    const read = await maria.request({ method: "POST", url: `/api/notifications/${notice.id}/read` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const again = await maria.request({ method: "POST", url: `/api/notifications/${notice.id}/read` });
    expect(again.json().readAt).toBe(read.json().readAt);
  });

  it("another person's notification is a 404, as is a malformed id; signed out is a 401", async () => {
    const [notice] = (await list(maria)).json();
    const theirs = await other.request({ method: "POST", url: `/api/notifications/${notice.id}/read` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Notification not found");
    expect((await other.request({ method: "POST", url: "/api/notifications/not-an-id/read" })).statusCode).toBe(404);
    expect((await list(other)).json()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });

  it("marks all of hers read", async () => {
    await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: { title: "Second", type: "small_claims", templateData: SAMPLE_ANSWERS.small_claims_statement },
    });
    expect((await maria.request({ method: "POST", url: "/api/notifications/read" })).statusCode).toBe(204);
    expect((await list(maria)).json().every((notice: { readAt: string | null }) => notice.readAt !== null)).toBe(true);
  });
});

describe("reminder settings without a mail server", () => {
  it("answers the defaults, and says e-mail is not available", async () => {
    const response = await maria.request({ method: "GET", url: "/api/reminder-settings" });
    expect(response.json()).toEqual({
      enabled: true,
      byEmail: true,
      schedule: ["week", "twoDays", "morning"],
      quietStart: "21:00",
      quietEnd: "08:00",
      email: { available: false, address: maria.user.email, confirmed: false, confirmationSentAt: null },
    });
  });

  it("keeps her choices and makes her deadlines' reminders again", async () => {
    const saved = await maria.request({ method: "PUT", url: "/api/reminder-settings", payload: settingsBody });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ schedule: ["week", "morning"], quietStart: "22:00", quietEnd: "07:00" });
    expect((await maria.request({ method: "GET", url: "/api/reminder-settings" })).json()).toMatchObject({
      schedule: ["week", "morning"],
    });
  });

  it("refuses bad choices with a 400 that names the field, and a confirmation link with a 409", async () => {
    const bad = await maria.request({
      method: "PUT",
      url: "/api/reminder-settings",
      payload: { ...settingsBody, schedule: ["monthly"], quietEnd: "25:00" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(["quietEnd", "schedule.0"].sort());
    const confirm = await maria.request({ method: "POST", url: "/api/reminder-settings/confirmation" });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toContain("mail server");
  });
});
