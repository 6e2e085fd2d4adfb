/**
 * A bounded, seeded fuzzer over every write route and every document kind: whatever a client sends, the answer
 * is never a 5xx (nor a dropped connection). Rerun a failure with FUZZ_SEED=<the seed printed>.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "./documents/sample-answers";
import { createTestApp, signUp, type SignedIn, type TestApp } from "./test-support/test-app";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs a property with the file's seed; a failure names the seed to rerun it with. */
async function check<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>, numRuns: number): Promise<void> {
  try {
    // The failure is told by its own error, not by fast-check's rendering of the generated value (deeply nested values
    // could exhaust the stack there and hide what failed).
    await fc.assert(fc.asyncProperty(arbitrary, run), {
      seed: SEED,
      numRuns,
      endOnFailure: true,
      reporter: (details) => {
        if (!details.failed) return;
        const cause = details.errorInstance;
        throw new Error(`failed after ${details.numRuns} runs: ${cause instanceof Error ? cause.message : String(cause)}`, {
          cause,
        });
      },
    });
  } catch (error) {
    throw new Error(
      `fuzz failed with seed ${SEED} (rerun: FUZZ_SEED=${SEED} npx vitest run src/server/fuzz.test.ts)\n${(error as Error).message}`,
      { cause: error },
    );
  }
}

// ---- values a client might send ----

const anyChar = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\u202efdp.exe",
  "😀",
  "x".repeat(5000),
  "9998-12-31",
  "0000-00-00",
  "2026-02-30",
  "1e309",
  "-1",
  "NaN",
  "$1,000,000.005",
  "__proto__",
  "constructor",
  "Miami-Dade",
  "small_claims",
  "<script>alert(1)</script>",
  "'; drop table users; --",
);
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: anyChar, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);
const deep = fc.integer({ min: 1, max: 3000 }).map((levels) => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { k: value };
  return value;
});
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);
/** An object with some of the route's fields (each a good or a bad value), maybe extra keys; or any JSON at all. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([k, good]) => [k, fc.oneof(good, value)])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.dictionary(text, value, { maxKeys: 5 }) },
    { weight: 1, arbitrary: value },
  );
const uuidish = fc.oneof(fc.uuid(), text, fc.constant("00000000-0000-0000-0000-000000000000"));
/** Every byte of the text's UTF-8 percent-encoded (encodeURIComponent throws on an unpaired surrogate). */
const inPath = (segment: string) => [...Buffer.from(segment)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

// ---- the routes ----

type Sent = { method: "POST" | "PATCH" | "PUT" | "DELETE"; url: string; payload: unknown };

const WRITE_ROUTES = [
  "POST /api/register",
  "POST /api/login",
  "POST /api/logout",
  "PATCH /api/user",
  "POST /api/user/password",
  "POST /api/user/export",
  "DELETE /api/user",
  "POST /api/cases",
  "PATCH /api/cases/:id",
  "DELETE /api/cases/:id",
  "PUT /api/cases/:id/filing",
  "POST /api/documents",
  "DELETE /api/documents/:id",
  "POST /api/documents/:id/versions",
  "POST /api/deadlines",
  "PUT /api/deadlines/:id",
  "DELETE /api/deadlines/:id",
  "POST /api/deadlines/:id/complete",
  "POST /api/deadlines/calendar-feed",
  "DELETE /api/deadlines/calendar-feed",
  "POST /api/money-recovery",
  "POST /api/money-recovery/search",
  "PUT /api/money-recovery/:id",
  "POST /api/user-templates",
  "PUT /api/user-templates/:id",
  "DELETE /api/user-templates/:id",
  "POST /api/user-templates/:id/use",
  "POST /api/templates/autofill",
  "POST /api/workflows",
  "PUT /api/workflows/:id",
  "DELETE /api/workflows/:id",
  "POST /api/workflows/:id/complete",
  "POST /api/predictions",
  "POST /api/translate",
  "POST /api/papers/read",
  "DELETE /api/translations/:id",
  "POST /api/translations/:id/document",
  "POST /api/ai/ask",
  "POST /api/ai/rewrite",
  "DELETE /api/conversations/:id",
  "POST /api/notifications/:id/read",
  "POST /api/notifications/read",
  "PUT /api/reminder-settings",
  "POST /api/reminder-settings/confirmation",
  "PUT /api/drafts/:questionnaire",
  "DELETE /api/drafts/:questionnaire",
] as const;

let person: SignedIn;
let writes = 0;
/** A new person now and then, so the per-person write limit does not turn every answer into a 429. */
async function current(): Promise<SignedIn> {
  if (!person || ++writes % 150 === 0) person = await signUp(t);
  return person;
}

async function send(sent: Sent, options: { signedIn?: boolean; address?: string } = {}) {
  const as = options.signedIn === false ? undefined : await current();
  const payload = sent.payload === undefined ? undefined : JSON.stringify(sent.payload);
  const response = await t.app.inject({
    method: sent.method,
    url: sent.url,
    remoteAddress: options.address ?? "10.200.0.1",
    headers: {
      "content-type": "application/json",
      ...(as ? { cookie: as.cookie, "x-csrf-token": as.csrfToken } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  expect(
    response.statusCode,
    `${sent.method} ${sent.url} ${String(payload).slice(0, 300)} -> ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  return response;
}

const address = fc.ipV4();

describe(`fuzzing every write route (seed ${SEED})`, () => {
  it("covers every write route the app has", () => {
    // The route tree, one segment a line, indented four characters a level: "│   └── /:id (GET, PATCH)".
    const found = new Set<string>();
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      const path = `${stack.join("")}${match[2]}`;
      stack.push(match[2]!);
      if (!path.startsWith("/api/") || path.includes("*")) continue;
      for (const method of match[3]!.split(",").map((m) => m.trim())) {
        if (["POST", "PATCH", "PUT", "DELETE"].includes(method)) found.add(`${method} ${path}`);
      }
    }
    expect([...found].sort()).toEqual([...WRITE_ROUTES].sort());
  });

  it("account routes: register, login, logout, profile, password, data export and deletion", async () => {
    const account = { email: fc.oneof(fc.emailAddress(), text), password: text, firstName: text, lastName: text, county: text };
    await check(
      fc.tuple(body(account), address),
      ([payload, from]) =>
        send({ method: "POST", url: "/api/register", payload }, { signedIn: false, address: from }).then(() => undefined),
      40,
    );
    await check(
      fc.tuple(body(account), address),
      ([payload, from]) =>
        send({ method: "POST", url: "/api/login", payload }, { signedIn: false, address: from }).then(() => undefined),
      40,
    );
    await check(body(account), (payload) => send({ method: "PATCH", url: "/api/user", payload }).then(() => undefined), 60);
    await check(
      body({ currentPassword: text, newPassword: text }),
      (payload) => send({ method: "POST", url: "/api/user/password", payload }).then(() => undefined),
      30,
    );
    await check(
      value,
      (payload) => send({ method: "POST", url: "/api/logout", payload }, { signedIn: false }).then(() => undefined),
      10,
    );
    await check(
      body({ password: text }),
      (payload) => send({ method: "POST", url: "/api/user/export", payload }).then(() => undefined),
      20,
    );
    await check(
      body({ password: text }),
      (payload) => send({ method: "DELETE", url: "/api/user", payload }).then(() => undefined),
      20,
    );
  });

  it("case routes: create, edit, record its filing, delete", async () => {
    const caseFields = {
      title: text,
      type: fc.constantFrom("small_claims", "landlord_tenant", "debt", "other", "nope"),
      description: text,
      county: text,
      caseNumber: text,
      status: text,
      formData: fc.oneof(fc.dictionary(text, value, { maxKeys: 6 }), deep),
    };
    await check(body(caseFields), (payload) => send({ method: "POST", url: "/api/cases", payload }).then(() => undefined), 120);
    const created = await send({ method: "POST", url: "/api/cases", payload: { title: "Fuzz target", type: "small_claims" } });
    const id = created.json().id as string;
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(caseFields)),
      ([target, payload]) => send({ method: "PATCH", url: `/api/cases/${inPath(target)}`, payload }).then(() => undefined),
      100,
    );
    // Her record of filing: the case number, the days, and how each defendant is being served.
    const filing = {
      caseNumber: text,
      filedOn: fc.oneof(text, fc.constantFrom("2026-03-02", "0000-01-01", "2026-02-30", "9999-12-31")),
      pretrialDate: fc.oneof(text, fc.constantFrom("2026-04-01", "2026-01-01", "0001-01-01")),
      service: fc.oneof(
        value,
        fc.array(
          fc.record(
            {
              defendant: text,
              method: fc.oneof(text, fc.constantFrom("sheriff", "certified_mail", "process_server")),
              floridaResident: value,
              servedOn: text,
            },
            { requiredKeys: [] },
          ),
          { maxLength: 12 },
        ),
      ),
    };
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(filing)),
      ([target, payload]) => send({ method: "PUT", url: `/api/cases/${inPath(target)}/filing`, payload }).then(() => undefined),
      80,
    );
    await check(
      uuidish,
      (target) => send({ method: "DELETE", url: `/api/cases/${inPath(target)}`, payload: undefined }).then(() => undefined),
      30,
    );
  });

  it("document routes, for every kind in the catalog: create from a mutated example, download what was stored, delete", async () => {
    let downloads = 0;
    for (const kind of DOCUMENT_KINDS) {
      const example = SAMPLE_ANSWERS[kind.kind] as Record<string, unknown>;
      const names = kind.fields.map((field) => field.name);
      const mutation = fc.record({
        changes: fc.array(fc.tuple(fc.constantFrom(...names), fc.option(value, { nil: undefined })), { maxLength: 3 }),
        extra: fc.option(fc.dictionary(text, value, { maxKeys: 2 }), { nil: undefined }),
        title: fc.oneof(fc.constant(`Fuzzed ${kind.kind}`), text),
        type: fc.oneof(fc.constant(kind.kind), text),
        caseId: fc.option(uuidish, { nil: undefined }),
        download: fc.integer({ min: 0, max: 3 }),
      });
      await check(
        mutation,
        async ({ changes, extra, title, type, caseId, download }) => {
          const templateData: Record<string, unknown> = { ...example, ...extra };
          for (const [name, replacement] of changes) {
            if (replacement === undefined) delete templateData[name];
            else templateData[name] = replacement;
          }
          const created = await send({
            method: "POST",
            url: "/api/documents",
            payload: { title, type, kind: kind.kind, templateData, ...(caseId === undefined ? {} : { caseId }) },
          });
          if (created.statusCode === 201 && download === 0 && downloads < 60) {
            downloads += 1;
            const as = await current();
            const pdf = await as.request({ method: "GET", url: `/api/documents/${created.json().id}/download` });
            expect(pdf.statusCode, `download of ${kind.kind}: ${pdf.body.slice(0, 200)}`).toBeLessThan(500);
          }
        },
        12,
      );
    }
    const [firstKind] = DOCUMENT_KINDS;
    const paper = await send({
      method: "POST",
      url: "/api/documents",
      payload: {
        title: "Fuzzed versions",
        type: firstKind!.kind,
        kind: firstKind!.kind,
        templateData: SAMPLE_ANSWERS[firstKind!.kind],
      },
    });
    expect(paper.statusCode).toBe(201);
    const paperId = paper.json().id as string;
    await check(
      fc.tuple(
        fc.oneof(fc.constant(paperId), uuidish),
        body({ title: text, templateData: fc.oneof(fc.constant(SAMPLE_ANSWERS[firstKind!.kind]), value) }),
      ),
      ([target, payload]) =>
        send({ method: "POST", url: `/api/documents/${inPath(target)}/versions`, payload }).then(() => undefined),
      30,
    );
    await check(
      uuidish,
      (target) => send({ method: "DELETE", url: `/api/documents/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
  });

  it("deadline routes: create, replace, complete, delete, and the calendar files", async () => {
    const date = fc.oneof(
      fc.constantFrom("2026-03-24", "2026-12-31", "2026-03-24T13:30:00.000Z", "2027-01-01T03:30:00Z", "2026-03-24T09:30"),
      text,
    );
    const deadlineFields = {
      title: text,
      description: text,
      dueDate: date,
      dueTime: fc.oneof(fc.constantFrom("09:30", "23:59", "24:00", "9:30"), text),
      reminderDate: date,
      type: fc.constantFrom("filing", "hearing", "response", "discovery", "other", "nope"),
      priority: fc.constantFrom("low", "medium", "high", "critical", "urgent"),
      location: text,
      notes: text,
      caseId: uuidish,
    };
    await check(
      body(deadlineFields),
      (payload) => send({ method: "POST", url: "/api/deadlines", payload }).then(() => undefined),
      120,
    );
    const created = await send({
      method: "POST",
      url: "/api/deadlines",
      payload: { title: "Fuzz target", dueDate: "2026-03-24" },
    });
    const id = created.json().id as string;
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(deadlineFields)),
      ([target, payload]) => send({ method: "PUT", url: `/api/deadlines/${inPath(target)}`, payload }).then(() => undefined),
      100,
    );
    const as = await current();
    for (const url of ["/api/deadlines.ics", `/api/deadlines/${id}/ics`, "/api/deadlines/calendar-feed"]) {
      const response = await as.request({ method: "GET", url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    await check(
      fc.tuple(uuidish, fc.constantFrom("complete", "ics")),
      async ([target, action]) => {
        await send({ method: "POST", url: `/api/deadlines/${inPath(target)}/${action}`, payload: undefined });
      },
      20,
    );
    await check(
      uuidish,
      (target) => send({ method: "DELETE", url: `/api/deadlines/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
    await check(
      text,
      async (file) => {
        const response = await t.app.inject({ method: "GET", url: `/calendar/${inPath(file)}` });
        // 404 for a token that names no feed; 400 for a path too long to be one (the app's answer to a malformed URL).
        expect([400, 404], file).toContain(response.statusCode);
      },
      40,
    );
  });

  it("money finder routes: search, own item, status change", async () => {
    const searchInfo = fc.oneof(
      fc.record(
        {
          firstName: text,
          lastName: text,
          middleName: text,
          businessName: text,
          city: text,
          zipCode: fc.oneof(fc.constantFrom("33602", "33602-1234"), text),
        },
        { requiredKeys: [] },
      ),
      value,
    );
    const searchType = fc.constantFrom(
      "all",
      "unclaimed_property",
      "tax_refund",
      "insurance",
      "security_deposit",
      "hoa_refund",
      "nope",
    );
    await check(
      body({ searchType, searchInfo }),
      (payload) => send({ method: "POST", url: "/api/money-recovery/search", payload }).then(() => undefined),
      60,
    );
    const ownItem = {
      type: searchType,
      source: text,
      description: text,
      amount: fc.oneof(fc.constantFrom("12.50", "$1,234.5", "-1", "1e3", "99999999999"), text),
      deadline: fc.oneof(fc.constantFrom("2026-03-24", "2026-02-30", ""), text),
    };
    await check(
      body(ownItem),
      (payload) => send({ method: "POST", url: "/api/money-recovery", payload }).then(() => undefined),
      60,
    );
    const created = await send({
      method: "POST",
      url: "/api/money-recovery",
      payload: { type: "insurance", source: "Fuzz", amount: "1.00" },
    });
    const id = created.json().id as string;
    const status = fc.constantFrom("found", "claiming", "recovered", "failed", "paid");
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body({ status })),
      ([target, payload]) => send({ method: "PUT", url: `/api/money-recovery/${inPath(target)}`, payload }).then(() => undefined),
      60,
    );
  });

  it("template routes: create, update, use, autofill", async () => {
    const variable = fc.oneof(
      body({ name: text, type: fc.constantFrom("text", "date", "nope"), required: value, description: text, defaultValue: text }),
      value,
    );
    const template = {
      name: text,
      type: fc.constantFrom("notice", "other", "nope"),
      category: fc.constantFrom("general", "nope"),
      description: text,
      template: fc.oneof(fc.constantFrom("Hi {{name}}", "{{ }} {{a}}{{a}}", "{{{{x}}}}"), text),
      variables: fc.oneof(fc.array(variable, { maxLength: 3 }), value),
      tags: fc.oneof(fc.array(text, { maxLength: 3 }), value),
    };
    await check(
      body(template),
      (payload) => send({ method: "POST", url: "/api/user-templates", payload }).then(() => undefined),
      40,
    );
    const created = await send({
      method: "POST",
      url: "/api/user-templates",
      payload: { name: "Fuzz", type: "notice", category: "general", template: "Hi {{name}}" },
    });
    const id = created.json().id as string;
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(template)),
      ([target, payload]) => send({ method: "PUT", url: `/api/user-templates/${inPath(target)}`, payload }).then(() => undefined),
      30,
    );
    const use = { variables: fc.oneof(fc.dictionary(text, fc.oneof(text, value), { maxKeys: 3 }), value), caseId: uuidish };
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(use)),
      ([target, payload]) =>
        send({ method: "POST", url: `/api/user-templates/${inPath(target)}/use`, payload }).then(() => undefined),
      30,
    );
    await check(
      body({ templateId: fc.oneof(fc.constant(id), fc.constant("system-records-request"), uuidish), caseId: uuidish }),
      (payload) => send({ method: "POST", url: "/api/templates/autofill", payload }).then(() => undefined),
      30,
    );
  });

  it("translator routes: translate, save as document, delete", async () => {
    await check(
      body({ content: text, fileName: text }),
      (payload) => send({ method: "POST", url: "/api/translate", payload }).then(() => undefined),
      40,
    );
    await check(
      fc.tuple(body({ content: text, fileName: text, language: text, receivedOn: text }), address),
      ([payload, from]) =>
        send({ method: "POST", url: "/api/papers/read", payload }, { signedIn: false, address: from }).then(() => undefined),
      30,
    );
    const created = await send({ method: "POST", url: "/api/translate", payload: { content: "Tenant shall pay rent." } });
    const id = created.json().id as string;
    await check(
      fc.oneof(fc.constant(id), uuidish),
      (target) =>
        send({ method: "POST", url: `/api/translations/${inPath(target)}/document`, payload: undefined }).then(() => undefined),
      20,
    );
    await check(
      uuidish,
      (target) =>
        send({ method: "DELETE", url: `/api/translations/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
  });

  it("assistant routes: ask (continuing a conversation or not), delete a conversation, AI polish", async () => {
    const created = await send({
      method: "POST",
      url: "/api/ai/ask",
      payload: { question: "How long does my landlord have to return my deposit?" },
    });
    const id = created.json().conversationId as string;
    await check(
      body({ question: text, conversationId: fc.oneof(fc.constant(id), uuidish) }),
      (payload) => send({ method: "POST", url: "/api/ai/ask", payload }).then(() => undefined),
      60,
    );
    await check(
      body({ text, fieldType: text, documentType: text }),
      (payload) => send({ method: "POST", url: "/api/ai/rewrite", payload }).then(() => undefined),
      60,
    );
    await check(
      fc.oneof(fc.constant(id), uuidish),
      (target) =>
        send({ method: "DELETE", url: `/api/conversations/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
  });

  it("workflow routes: create, save a step, complete, delete", async () => {
    const workflowType = fc.constantFrom("small_claims", "eviction_notice", "demand_letter", "nope");
    const step = fc.oneof(fc.integer({ min: -2, max: 12 }), value);
    const progress = {
      currentStep: step,
      data: fc.oneof(fc.dictionary(text, fc.oneof(text, value), { maxKeys: 4 }), value),
      completedSteps: fc.oneof(fc.array(step, { maxLength: 4 }), value),
      version: fc.oneof(fc.integer({ min: -1, max: 3 }), value),
    };
    await check(
      body({ workflowType, title: text, ...progress }),
      (payload) => send({ method: "POST", url: "/api/workflows", payload }).then(() => undefined),
      40,
    );
    const created = await send({ method: "POST", url: "/api/workflows", payload: { workflowType: "small_claims" } });
    const id = created.json().id as string;
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body(progress)),
      ([target, payload]) => send({ method: "PUT", url: `/api/workflows/${inPath(target)}`, payload }).then(() => undefined),
      60,
    );
    await check(
      fc.tuple(fc.oneof(fc.constant(id), uuidish), body({ documentId: uuidish })),
      ([target, payload]) =>
        send({ method: "POST", url: `/api/workflows/${inPath(target)}/complete`, payload }).then(() => undefined),
      20,
    );
    await check(
      uuidish,
      (target) => send({ method: "DELETE", url: `/api/workflows/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
  });

  it("prediction route", async () => {
    const caseType = fc.constantFrom("small_claims", "landlord_tenant", "debt_collection", "security_deposit", "nope");
    const county = fc.constantFrom("Miami-Dade", "Leon", "Nowhere");
    const caseDetails = fc.oneof(fc.dictionary(text, fc.oneof(text, value, fc.integer()), { maxKeys: 6 }), value);
    await check(
      body({ caseType, county, caseDetails, caseId: uuidish }),
      (payload) => send({ method: "POST", url: "/api/predictions", payload }).then(() => undefined),
      60,
    );
  });

  it("notification and reminder routes: mark read, settings, confirmation", async () => {
    const wallTime = fc.oneof(fc.constantFrom("21:00", "08:00", "24:00", "7:5", ""), text);
    const slots = fc.oneof(fc.array(fc.constantFrom("week", "twoDays", "morning", "nope"), { maxLength: 5 }), value);
    const settings = {
      enabled: fc.oneof(fc.boolean(), value),
      byEmail: fc.oneof(fc.boolean(), value),
      schedule: slots,
      quietStart: wallTime,
      quietEnd: wallTime,
    };
    await check(
      body(settings),
      (payload) => send({ method: "PUT", url: "/api/reminder-settings", payload }).then(() => undefined),
      60,
    );
    await check(
      value,
      (payload) => send({ method: "POST", url: "/api/reminder-settings/confirmation", payload }).then(() => undefined),
      10,
    );
    await check(
      uuidish,
      (target) =>
        send({ method: "POST", url: `/api/notifications/${inPath(target)}/read`, payload: undefined }).then(() => undefined),
      20,
    );
    await check(value, (payload) => send({ method: "POST", url: "/api/notifications/read", payload }).then(() => undefined), 10);
  });

  it("draft routes: save and delete a half-finished wizard", async () => {
    const questionnaire = fc.oneof(fc.constantFrom("small_claims_statement", "living_will", "nope"), text);
    const draft = {
      step: fc.oneof(fc.integer(), value),
      answers: fc.oneof(fc.dictionary(text, fc.oneof(text, value), { maxKeys: 6 }), value),
      version: fc.oneof(fc.integer(), value),
    };
    await check(
      fc.tuple(questionnaire, body(draft)),
      ([target, payload]) => send({ method: "PUT", url: `/api/drafts/${inPath(target)}`, payload }).then(() => undefined),
      60,
    );
    await check(
      questionnaire,
      (target) => send({ method: "DELETE", url: `/api/drafts/${inPath(target)}`, payload: undefined }).then(() => undefined),
      20,
    );
  });

  it("raw bodies that are not JSON at all", async () => {
    await check(
      fc.tuple(fc.constantFrom(...WRITE_ROUTES), fc.string({ unit: anyChar, maxLength: 200 })),
      async ([route, raw]) => {
        const [method, path] = route.split(" ") as ["POST" | "PATCH" | "PUT" | "DELETE", string];
        const as = await current();
        const response = await t.app.inject({
          method,
          url: path.replace(":id", "00000000-0000-4000-8000-000000000000"),
          headers: { "content-type": "application/json", cookie: as.cookie, "x-csrf-token": as.csrfToken },
          payload: raw,
        });
        expect(response.statusCode, `${route} ${JSON.stringify(raw)}`).toBeLessThan(500);
      },
      60,
    );
  });
});
