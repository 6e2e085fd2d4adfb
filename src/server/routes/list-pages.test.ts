/**
 * The long lists (documents, cases, deadlines, conversations): what each item carries, pages by ?limit= and the
 * X-Next-Cursor they answer, ?q= searches, clear 400s, and never another person's rows.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "@shared/api/common";
import { cases, conversations, deadlines, documents } from "../db/schema";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

const COUNT = 7;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, i));

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
  for (const [person, owner] of [
    [maria, "Maria"],
    [other, "Other"],
  ] as const) {
    const userId = person.user.id;
    const [filed] = await t.db
      .insert(cases)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          userId,
          title: `${owner} case ${i}`,
          type: "small_claims",
          formData: { claim_amount: 100 + i },
          updatedAt: at(i),
        })),
      )
      .returning({ id: cases.id });
    await t.db.insert(documents).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId,
        caseId: filed!.id,
        title: `${owner} letter ${i}`,
        type: i === 0 ? "demand_letter" : "complaint",
        kind: "small_claims_statement",
        templateData: { plaintiff_name: `${owner} ${i}` },
        // Two documents made in the same instant: the id breaks the tie, so a page boundary between them loses none.
        createdAt: at(Math.min(i, COUNT - 2)),
      })),
    );
    await t.db.insert(deadlines).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId,
        title: `${owner} deadline ${i}`,
        dueDate: `2027-02-0${1 + (i % 3)}`,
        dueTime: i % 2 === 0 ? null : "09:30",
      })),
    );
    await t.db
      .insert(conversations)
      .values(Array.from({ length: COUNT }, (_, i) => ({ userId, topic: `${owner} question ${i}`, updatedAt: at(i) })));
  }
});
afterAll(() => t.close());

const LISTS = [
  { url: "/api/documents", name: (i: { title: string }) => i.title },
  { url: "/api/cases", name: (i: { title: string }) => i.title },
  { url: "/api/deadlines", name: (i: { title: string }) => i.title },
  { url: "/api/conversations", name: (i: { topic: string }) => i.topic },
] as const;

type Item = { id: string; title: string; topic: string };

async function get(as: SignedIn, url: string) {
  const response = await as.request({ method: "GET", url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return { items: response.json<Item[]>(), next: response.headers[NEXT_CURSOR_HEADER] as string | undefined };
}

/** Every page of a list, by following X-Next-Cursor. */
async function walk(as: SignedIn, url: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const separator = url.includes("?") ? "&" : "?";
    const page = await get(as, `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 20);
  return { ids, pages };
}

describe("list items carry what the lists show", () => {
  it("sends documents without their answers, which GET /api/documents/:id still gives", async () => {
    const { items } = await get(maria, "/api/documents");
    expect(Object.keys(items[0]!).sort()).toEqual(["caseId", "caseTitle", "createdAt", "format", "id", "kind", "title", "type"]);
    const one = await maria.request({ method: "GET", url: `/api/documents/${items[0]!.id}` });
    expect(one.json().templateData).toEqual({ plaintiff_name: expect.stringMatching(/^Maria /) });
  });

  it("sends cases without their answers, which GET /api/cases/:id still gives", async () => {
    const { items } = await get(maria, "/api/cases");
    expect(items[0]).not.toHaveProperty("formData");
    expect(items[0]).toMatchObject({ title: "Maria case 6", status: "draft", caseNumber: null });
    const one = await maria.request({ method: "GET", url: `/api/cases/${items[0]!.id}` });
    expect(one.json().formData).toEqual({ claim_amount: 106 });
  });
});

describe.each(LISTS)("$url", ({ url, name }) => {
  it("answers every item of hers as a plain array without a next cursor when asked for no page", async () => {
    const response = await maria.request({ method: "GET", url });
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const items = response.json<Item[]>();
    expect(items).toHaveLength(COUNT);
    expect(items.map((item) => name(item)).every((text) => text.startsWith("Maria "))).toBe(true);
  });

  it("pages by cursor through every item once, in the list's own order", async () => {
    const all = (await get(maria, url)).items.map((item) => item.id);
    const walked = await walk(maria, url, 3);
    expect(walked.ids).toEqual(all);
    expect(walked.pages).toBe(3);
    // A last page that is exactly full names no page after it.
    const whole = await get(maria, `${url}?limit=${COUNT}`);
    expect(whole.next).toBeUndefined();
  });

  it("searches titles on the server, in any case, and pages the search", async () => {
    const found = await get(maria, `${url}?q=${encodeURIComponent(" MARIA ")}&limit=2`);
    expect(found.items).toHaveLength(2);
    expect(found.next).toBeDefined();
    const one = await get(maria, `${url}?q=${encodeURIComponent("% 3")}`);
    expect(one.items).toEqual([]);
    const three = await get(maria, `${url}?q=3`);
    expect(three.items.map((item) => name(item))).toEqual([expect.stringMatching(/^Maria .* 3$/)]);
    expect((await get(maria, `${url}?q=Other`)).items).toEqual([]);
  });

  it("refuses a cursor from another person's list, a made-up one, and one with an offset, with 400", async () => {
    const theirs = await get(other, `${url}?limit=1`);
    const mine = await get(maria, `${url}?limit=1`);
    for (const query of [`cursor=${theirs.next}`, "cursor=not-a-cursor", "cursor=%21%21", `cursor=${mine.next}&offset=1`]) {
      const response = await maria.request({ method: "GET", url: `${url}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/cursor must be the X-Next-Cursor a page of this list gave/);
    }
  });

  it("refuses a bad limit and an over-long search with 400", async () => {
    const limit = await maria.request({ method: "GET", url: `${url}?limit=0` });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/limit must be a whole number/);
    const search = await maria.request({ method: "GET", url: `${url}?q=${"a".repeat(201)}` });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(/200 characters or fewer/);
  });
});

describe("the documents search", () => {
  it("finds a type by the words of its name", async () => {
    const { items } = await get(maria, "/api/documents?q=demand%20letter");
    expect(items.map((item) => item.title)).toEqual(["Maria letter 0"]);
  });

  it("finds a type by its name in Spanish, as the lists show it", async () => {
    const letters = await get(maria, `/api/documents?q=${encodeURIComponent("Carta de RECLAMO")}`);
    expect(letters.items.map((item) => item.title)).toEqual(["Maria letter 0"]);
    const complaints = await get(maria, "/api/documents?q=demanda");
    expect(complaints.items.map((item) => item.title)).not.toContain("Maria letter 0");
    expect(complaints.items.length).toBe(COUNT - 1);
  });
});

describe("the cases search", () => {
  it("finds a case by the words of its description, as her browser does on a short list", async () => {
    const [first] = await t.db.select({ id: cases.id }).from(cases).where(eq(cases.title, "Maria case 0"));
    await t.db.update(cases).set({ description: "Roofer took the deposit and never came back" }).where(eq(cases.id, first!.id));
    const { items } = await get(maria, "/api/cases?q=ROOFER");
    expect(items.map((item) => item.title)).toEqual(["Maria case 0"]);
    expect((await get(other, "/api/cases?q=roofer")).items).toEqual([]);
  });
});
