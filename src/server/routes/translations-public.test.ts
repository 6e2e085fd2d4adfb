/**
 * POST /api/papers/read, the public paper reader: anyone reads a paper (text, a file, photos) without an account and
 * gets the translator's explanation and reading of it; nothing of the paper is stored (only the per-address counter
 * changes); each address has its limit, with a 429 and Retry-After in her language; writes from another site are
 * refused, as for registration.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { publicReadingSchema } from "@shared/api/translations";
import { rateLimits } from "../db/schema";
import { allTables, selectRows } from "../test-support/rows-of";
import { addressSequence, createTestApp, signUp, type TestApp } from "../test-support/test-app";
import { readCorpusPaper } from "../papers/test-support/corpus/score";
import { multipartFile } from "../translator/test-support/multipart";
import { readPhoto } from "../translator/test-support/photos";
import { PAPERS_PER_ADDRESS } from "./translations-public";

type PublicReading = z.infer<typeof publicReadingSchema>;

let t: TestApp;
const nextAddress = addressSequence("10.77");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUMMONS = readCorpusPaper("tuned/eviction-summons-bilingual.txt");

const read = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: "/api/papers/read", payload, headers, remoteAddress });

/** Every table's row count, by name. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await allTables(t.db)) {
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = row!.n;
  }
  return counts;
}

describe("POST /api/papers/read", () => {
  it("explains a pasted paper without an account, as the translator does, and stores nothing of it", async () => {
    const before = await rowCounts();
    const response = await read({ content: SUMMONS, receivedOn: "2026-12-21" }, {}, "10.78.0.1");
    expect(response.statusCode, response.body).toBe(200);
    const answer: PublicReading = response.json();
    expect(answer).not.toHaveProperty("id");
    expect(answer).toMatchObject({ source: "pasted", language: "en", originalFileName: null });
    expect(answer.simplifiedContent.length).toBeGreaterThan(100);
    expect(answer.paper).toMatchObject({ kind: "eviction_summons", caseNumber: "COCE-26-058113", county: "Broward" });
    expect(answer.actions![0]).toMatchObject({ dueDate: "2026-12-29" });
    expect(answer.nextStep).toMatchObject({ documentKind: "eviction_answer" });

    // Only the address's counter is written: no translation, document, deadline, case or person.
    const after = await rowCounts();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed).toEqual(["public.rate_limits"]);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(["papers:ip:10.78.0.1"]);
  });

  it("reads an uploaded file and a photo, in Spanish when asked", { timeout: 60_000 }, async () => {
    const text = multipartFile(Buffer.from(SUMMONS), "summons.txt", "text/plain");
    const file = await t.app.inject({
      method: "POST",
      url: "/api/papers/read",
      payload: text.body,
      headers: { "content-type": text.contentType },
      remoteAddress: nextAddress(),
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json()).toMatchObject({ source: "text", originalFileName: "summons.txt", paper: { kind: "eviction_summons" } });

    const photo = multipartFile(readPhoto("three-day-notice.jpg"), "notice.jpg", "image/jpeg");
    const read = await t.app.inject({
      method: "POST",
      url: "/api/papers/read",
      payload: photo.body,
      headers: { "content-type": photo.contentType, "accept-language": "es" },
      remoteAddress: nextAddress(),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ source: "image", language: "es", paper: { kind: "three_day_notice" } });
    expect(read.json().ocr.pages).toBe(1);
  });

  it("refuses bad input with the translator's clear 4xx messages", async () => {
    const empty = await read({ content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^No Content/);
    const gif = multipartFile(Buffer.from("GIF89a\u0001\u0000"), "scan.gif", "image/gif");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/papers/read",
      payload: gif.body,
      headers: { "content-type": gif.contentType },
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/^Invalid File Type: .*PDF.*Word.*JPEG or PNG/);
  });

  it("limits each address, with Retry-After and a message in her language; other addresses go on", async () => {
    const address = "10.79.0.1";
    for (let sent = 0; sent < PAPERS_PER_ADDRESS.max; sent++) {
      // Refused bodies count too: the limit is checked before the body is read.
      expect((await read({ content: "" }, {}, address)).statusCode).toBe(400);
    }
    const limited = await read({ content: SUMMONS }, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too Many Papers: 30 papers an hour .* try again in \d+ minutes?/);
    const spanish = await read({ content: SUMMONS }, { "accept-language": "es" }, address);
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(/^Demasiados documentos: .* Intente de nuevo en \d+ minutos?/);
    expect((await read({ content: SUMMONS }, {}, "10.79.0.2")).statusCode).toBe(200);
  });

  it("refuses a write from another site, and needs no session or token from this one", async () => {
    const foreign = await read({ content: SUMMONS }, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await read({ content: SUMMONS }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await read({ content: SUMMONS }, { origin: "http://localhost:80", host: "localhost:80" });
    expect(sameSite.statusCode, sameSite.body).toBe(200);

    // Signed in, it still stores nothing (the translator's page keeps her history).
    const maria = await signUp(t);
    const signedIn = await maria.request({ method: "POST", url: "/api/papers/read", payload: { content: SUMMONS } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const list = await maria.request({ method: "GET", url: "/api/translations" });
    expect(list.json()).toEqual([]);
  });
});
