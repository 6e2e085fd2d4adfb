import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimExport } from "../account/export-lock";
import { calendarFeeds, dataExports, sessions, users } from "../db/schema";
import { MESSAGES } from "../messages";
import { readPdf } from "../test-support/pdf-text";
import { readZip } from "../test-support/read-zip";
import { seedAccount, type SeededAccount } from "../test-support/seed-account";
import { createTestAppWithTwoUsers, PASSWORD, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;
let seeded: SeededAccount;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
  seeded = await seedAccount(maria, "Roof");
  // Each one's statement made again: its first version is kept, and exported beside it.
  await makeAgain(maria, seeded.documentIds[0]!);
  await makeAgain(other, (await seedAccount(other, "Zebra")).documentIds[0]!);
});
afterAll(() => t.close());

async function makeAgain(as: SignedIn, id: string) {
  const paper = (await as.request({ method: "GET", url: `/api/documents/${id}` })).json<Record<string, unknown>>();
  const again = await as.request({
    method: "POST",
    url: `/api/documents/${id}/versions`,
    payload: { title: paper.title, templateData: paper.templateData },
  });
  expect(again.statusCode, again.body).toBe(201);
}

const exportAs = (as: SignedIn, password = PASSWORD) =>
  as.request({ method: "POST", url: "/api/user/export", payload: { password } });

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString("utf8")) as unknown;

describe("POST /api/user/export", () => {
  it("streams one ZIP: README.txt, a JSON file per kind of record, and every document as a PDF in a folder per case", async () => {
    const response = await exportAs(maria);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="florida-legal-champion-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = await readZip(response.rawPayload);

    const jsonFiles = [
      "profile.json",
      "cases.json",
      "documents.json",
      "document-versions.json",
      "deadlines.json",
      "workflows.json",
      "templates.json",
      "translations.json",
      "money-finder.json",
      "predictions.json",
      "drafts.json",
      "notifications.json",
      "reminder-settings.json",
      "conversations.json",
    ];
    expect([...files.keys()]).toEqual([
      "README.txt",
      ...jsonFiles,
      "documents/Roof v. ABC/Roof statement.pdf",
      "documents/Roof v. ABC (2)/Roof second claim.pdf",
      "documents/Not in a case/Roof loose paper.pdf",
      // Made again last: the newest, with its first version beside it.
      "documents/Roof v. ABC/Roof statement (2).pdf",
      "documents/Roof v. ABC/Roof statement (2) (version 1).pdf",
    ]);

    const readme = files.get("README.txt")!.toString("utf8");
    for (const name of [...jsonFiles, "documents/"]) expect(readme).toContain(`- ${name}: `);
    expect(readme).toContain("Your data from Florida Legal Champion");

    expect(json(files, "profile.json")).toMatchObject({ id: maria.user.id, email: maria.user.email, firstName: "Maria" });
    const cases = json(files, "cases.json") as { id: string; formData: unknown }[];
    expect(cases.map((entry) => entry.id)).toEqual(seeded.caseIds);
    const documents = json(files, "documents.json") as { id: string; templateData: Record<string, unknown> }[];
    // Oldest first: the statement made again is the newest.
    const [statementId, ...others] = seeded.documentIds;
    expect(documents.map((entry) => entry.id)).toEqual([...others, statementId]);
    expect(documents.at(-1)!.templateData).toMatchObject({ county: "miami_dade" });
    const versions = json(files, "document-versions.json") as { documentId: string; number: number; title: string }[];
    expect(versions.map(({ documentId, number, title }) => [documentId, number, title])).toEqual([
      [seeded.documentIds[0], 1, "Roof statement"],
    ]);
    for (const name of jsonFiles.slice(1)) {
      const content = json(files, name);
      expect(Array.isArray(content) ? content.length : content === null ? 0 : 1, name).toBeGreaterThan(0);
    }
    const [conversation] = json(files, "conversations.json") as {
      messages: { role: string; content: string; language: string | null }[];
    }[];
    expect(conversation!.messages.map((message) => [message.role, message.language])).toEqual([
      ["user", null],
      ["assistant", "en"],
    ]);
    expect(conversation!.messages[0]!.content).toContain("Roof asks");

    for (const [name, content] of files) {
      if (!name.endsWith(".pdf")) continue;
      const pdf = await readPdf(content);
      expect(pdf.title).toBe(
        name
          .split("/")
          .pop()!
          .replace(/( \(2\))?( \(version 1\))?\.pdf$/, ""),
      );
      expect(pdf.text).toContain("IN THE COUNTY COURT");
    }
  });

  it("holds nothing of another person, and no password hash, session or calendar token", async () => {
    const files = await readZip((await exportAs(maria)).rawPayload);
    const everything = [...files.entries()].map(([name, content]) => `${name}\n${content.toString("latin1")}`).join("\n");
    expect(everything).not.toContain("Zebra");
    expect(everything).not.toContain(other.user.id);
    expect(everything).not.toContain(other.user.email);
    const secrets = [
      ...(await t.db.select({ value: users.passwordHash }).from(users)),
      ...(await t.db.select({ value: sessions.tokenHash }).from(sessions)),
      ...(await t.db.select({ value: sessions.csrfToken }).from(sessions)),
      ...(await t.db.select({ value: calendarFeeds.tokenHash }).from(calendarFeeds)),
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const name of files.keys()) {
      if (name.endsWith(".json")) expect(files.get(name)!.toString("utf8"), name).not.toMatch(/password|token/i);
    }
    for (const { value } of secrets) expect(everything).not.toContain(value);
  });

  it("asks for the password again: 400 on a wrong or missing one, 401 signed out, 403 without the CSRF token", async () => {
    const wrong = await exportAs(maria, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Your current password is not correct",
      fieldErrors: { password: ["Your current password is not correct"] },
    });
    const missing = await exportAs(maria, "");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toEqual(["Please enter your current password"]);
    const signedOut = await t.app.inject({ method: "POST", url: "/api/user/export", payload: { password: PASSWORD } });
    expect(signedOut.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/user/export",
      headers: { cookie: maria.cookie },
      payload: { password: PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("answers 409 while another export of hers is running (on any instance), and again 200 once it is over", async () => {
    const person = await signUp(t);
    const running = await claimExport(t.db, person.user.id);
    expect(running).not.toBeNull();
    const second = await exportAs(person);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "Your data is already being prepared in another download. Please wait for it to finish, then try again.",
    );
    await running!.release();
    expect((await exportAs(person)).statusCode).toBe(200);
    // Done: the place is free again.
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, person.user.id))).toEqual([]);
  });

  it("tells a second export to wait while one runs, and lets it run after", async () => {
    // The running export is held here: two requests sent together may also run one after the other.
    const person = await signUp(t);
    const running = await claimExport(t.db, person.user.id);
    expect(running).not.toBeNull();
    const refused = await exportAs(person);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.exportRunning);
    await running!.release();
    expect((await exportAs(person)).statusCode).toBe(200);
  });

  it("does not wait for an export whose server stopped beating", async () => {
    const person = await signUp(t);
    await claimExport(t.db, person.user.id);
    await t.db
      .update(dataExports)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(dataExports.userId, person.user.id));
    expect((await exportAs(person)).statusCode).toBe(200);
  });

  it("allows 5 exports an hour, then answers 429 with Retry-After; a wrong password does not use one up", async () => {
    const person = await signUp(t);
    expect((await exportAs(person, "wrong-password-1")).statusCode).toBe(400);
    for (let n = 0; n < 5; n++) expect((await exportAs(person)).statusCode).toBe(200);
    const limited = await exportAs(person);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^You have downloaded all your data 5 times in the last hour\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, person.user.id))).toEqual([]);
  });
});
