/**
 * Hardening, second probe: dates below the floor and database data exceptions (finding 1), control and
 * bidirectional characters in file and entry names (finding 5), and an upload with too many fields (smaller).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { cases, documents, translations } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestApp, PASSWORD, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { readZip } from "../test-support/read-zip";
import { multipartFile } from "../translator/test-support/multipart";

let t: TestApp;
let maria: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
});
afterAll(() => t.close());

const RANGE_EN = "Please enter a date from 1900-01-01 to 2100-12-31";
const RANGE_ES = "Escriba una fecha entre 1900-01-01 y 2100-12-31";
const statement = SAMPLE_ANSWERS.small_claims_statement;
const moneyItem = { type: "unclaimed_property", source: "FLTreasureHunt.gov", amount: "125.50" };

describe("Hardening 1: dates below the floor or above the ceiling are a 400 with a message", () => {
  it("Hardening 1: a year-0 deadline answers 400, not 500", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/money-recovery",
      payload: { ...moneyItem, deadline: "0000-01-01" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ deadline: [RANGE_EN] });
    const spanish = await maria.request({
      method: "POST",
      url: "/api/money-recovery",
      headers: { "accept-language": "es" },
      payload: { ...moneyItem, deadline: "0000-01-01" },
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().fieldErrors).toEqual({ deadline: [RANGE_ES] });
  });

  it("Hardening 1: every date field refuses 0000-01-01, 1899-12-31 and 2101-01-01 with the range message", async () => {
    const workflow = await maria.request({ method: "POST", url: "/api/workflows", payload: { workflowType: "small_claims" } });
    expect(workflow.statusCode, workflow.body).toBe(201);
    const workflowId = workflow.json().id as string;
    const routes: [
      string,
      (date: string) => Promise<{ statusCode: number; json(): { fieldErrors?: Record<string, string[]> } }>,
      string,
    ][] = [
      [
        "money finder deadline",
        (date) => maria.request({ method: "POST", url: "/api/money-recovery", payload: { ...moneyItem, deadline: date } }),
        "deadline",
      ],
      [
        "predictor event date",
        (date) =>
          maria.request({
            method: "POST",
            url: "/api/predictions",
            payload: { caseType: "small_claims", county: "Orange", caseDetails: { eventDate: date } },
          }),
        "caseDetails.eventDate",
      ],
      [
        "deadline due date",
        (date) => maria.request({ method: "POST", url: "/api/deadlines", payload: { title: "Hearing", dueDate: date } }),
        "dueDate",
      ],
      [
        "deadline reminder date",
        (date) =>
          maria.request({
            method: "POST",
            url: "/api/deadlines",
            payload: { title: "Hearing", dueDate: "2099-06-01", reminderDate: date },
          }),
        "reminderDate",
      ],
      [
        "document date answer",
        (date) =>
          maria.request({
            method: "POST",
            url: "/api/documents",
            payload: { title: "Claim", type: "small_claims", templateData: { ...statement, damages_occurred: date } },
          }),
        "damages_occurred",
      ],
      [
        "workflow date answer",
        (date) =>
          maria.request({
            method: "PUT",
            url: `/api/workflows/${workflowId}`,
            payload: { currentStep: 0, completedSteps: [], data: { incidentDate: date } },
          }),
        "incidentDate",
      ],
    ];
    for (const [name, send, field] of routes) {
      for (const date of ["0000-01-01", "1899-12-31", "2101-01-01"]) {
        const response = await send(date);
        expect(response.statusCode, `${name} ${date}`).toBe(400);
        expect(response.json().fieldErrors?.[field], `${name} ${date}`).toEqual([RANGE_EN]);
      }
    }
  });
});

describe("Hardening 1: a database data exception (SQLSTATE class 22) is a 400, never a 500", () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const queries: Record<string, ReturnType<typeof sql>> = {
    "22008": sql`select '0000-01-01'::date`,
    "22P02": sql`select 'not a number'::integer`,
    "22003": sql`select 2147483648::integer`,
    "22012": sql`select 1 / 0`,
    "42601": sql`select from from`,
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db });
    // A route of this test only: runs a query the database refuses, as a route whose validation missed a value would.
    app.get<{ Params: { code: string } }>("/test/query/:code", async (request) => {
      await database.db.execute(queries[request.params.code]!);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("Hardening 1: a query raising 22008 (date out of range), 22P02, 22003 or 22012 answers 400 with a message", async () => {
    for (const code of ["22008", "22P02", "22003", "22012"]) {
      const response = await app.inject({ method: "GET", url: `/test/query/${code}` });
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toEqual({
        message:
          "A value you sent could not be saved: a date, a number or a piece of text is out of range or in the wrong form. Please check what you entered and try again.",
      });
    }
    const spanish = await app.inject({ method: "GET", url: "/test/query/22008", headers: { "accept-language": "es" } });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toMatch(/^No se pudo guardar un dato que envió/);
  });

  it("Hardening 1: any other database error is still a 500 (a bug of ours, not the request's)", async () => {
    const response = await app.inject({ method: "GET", url: "/test/query/42601" });
    expect(response.statusCode).toBe(500);
  });
});

const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("Hardening 5: file and entry names keep no control or bidirectional characters", () => {
  it("Hardening 5: an uploaded 'invoice\\u202Efdp.exe' is stored, shown and saved as a document title clean", async () => {
    const text = Buffer.from("The tenant must pay rent of $1,200 by March 5, 2026.");
    const { body, contentType } = multipartFile(text, "invoice\u202Efdp.exe\u2066\u0085.txt", "text/plain");
    const response = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: body,
      headers: { "content-type": contentType },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { id: string; originalFileName: string };
    expect(created.originalFileName).toBe("invoicefdp.exe.txt");
    const [row] = await t.db
      .select({ name: translations.originalFileName })
      .from(translations)
      .where(sql`${translations.id} = ${created.id}`);
    expect(row!.name).toBe("invoicefdp.exe.txt");

    const saved = await maria.request({ method: "POST", url: `/api/translations/${created.id}/document` });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().title).toBe("Plain English: invoicefdp.exe.txt");

    const pasted = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: { content: text.toString("utf8"), fileName: `notice${BIDI.join("")}.txt` },
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(pasted.json().originalFileName).toBe("notice.txt");
  });

  it("Hardening 5: a name stored before the cleaning is shown clean", async () => {
    const [row] = await t.db
      .insert(translations)
      .values({
        userId: maria.user.id,
        originalFileName: "old\u202Efdp.exe",
        source: "text",
        originalContent: "Pay rent.",
        simplifiedContent: "Pay rent.",
        keyPoints: [],
        legalTerms: [],
        complexity: "simple",
        readingGrade: { original: 1, simplified: 1 },
        rewrittenBy: "local",
        language: "en",
      })
      .returning({ id: translations.id });
    const shown = await maria.request({ method: "GET", url: `/api/translations/${row!.id}` });
    expect(shown.json().originalFileName).toBe("oldfdp.exe");
    const saved = await maria.request({ method: "POST", url: `/api/translations/${row!.id}/document` });
    expect(saved.json().title).toBe("Plain English: oldfdp.exe");
  });

  it("Hardening 5: the data export's ZIP entry names are clean of bidirectional characters", async () => {
    const person = await signUp(t);
    const [roofCase] = await t.db
      .insert(cases)
      .values({ userId: person.user.id, title: `Roof${BIDI.join("")} case`, type: "small_claims" })
      .returning({ id: cases.id });
    await t.db.insert(documents).values([
      {
        userId: person.user.id,
        caseId: roofCase!.id,
        title: "invoice\u202Efdp.exe",
        type: "complaint",
        kind: "small_claims_statement",
        templateData: statement,
      },
      {
        userId: person.user.id,
        caseId: null,
        title: "loose\u2067paper\u0085",
        type: "complaint",
        kind: "small_claims_statement",
        templateData: statement,
      },
    ]);
    const response = await person.request({ method: "POST", url: "/api/user/export", payload: { password: PASSWORD } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const names = [...(await readZip(response.rawPayload)).keys()];
    expect(names).toContain("documents/Roof case/invoicefdp.exe.pdf");
    expect(names).toContain("documents/Not in a case/loosepaper.pdf");
    for (const name of names) expect(name, JSON.stringify(name)).not.toMatch(HIDDEN);
  });
});

describe("Hardening, smaller: an upload with too many fields says so", () => {
  it("Hardening, smaller: a multipart body with 100 fields answers 400 'Too Many Fields', not 413 'File Too Large'", async () => {
    const boundary = "----flcfields";
    const fields = Array.from(
      { length: 100 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join("");
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nPay rent.\r\n`;
    const response = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: Buffer.from(`${fields}${file}--${boundary}--\r\n`),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      message: "Too Many Fields: The upload had more parts than one file and its language. Please send only the file.",
    });
  });
});
