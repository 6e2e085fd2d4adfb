/**
 * POST /api/translate knows the paper: its kind, fields, her actions dated from `receivedOn`, and the wizard that
 * answers it. The stored translation and the other calls keep their shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationJsonSchema } from "@shared/translations";
import type { z } from "zod";
import type { translateAnswerSchema } from "@shared/api/translations";
import { readCorpusPaper } from "../papers/test-support/corpus/score";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

type TranslateAnswer = z.infer<typeof translateAnswerSchema>;

let t: TestApp;
let maria: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const SUMMONS = readCorpusPaper("tuned/eviction-summons-bilingual.txt");

const translate = (payload: object, headers: Record<string, string> = {}) =>
  maria.request({ method: "POST", url: "/api/translate", payload, headers });

const multipart = (fields: Record<string, string>, text: string) => {
  const boundary = "----flcpaper";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="summons.txt"\r\nContent-Type: text/plain\r\n\r\n` +
    `${text}\r\n--${boundary}--\r\n`;
  return maria.request({
    method: "POST",
    url: "/api/translate",
    payload: Buffer.from(parts.join("") + file),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
};

describe("POST /api/translate reads the paper", () => {
  it("names an eviction summons, its fields, her deadlines from receivedOn, and the eviction answer", async () => {
    const response = await translate({ content: SUMMONS, receivedOn: "2026-12-21" });
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer.paper).toMatchObject({
      kind: "eviction_summons",
      caseNumber: "COCE-26-058113",
      court: "county",
      county: "Broward",
      parties: { plaintiff: "PALM AIRE GARDENS LTD.", defendant: "MARIE-CLAIRE JOSEPH" },
      paperDate: "2026-12-17",
    });
    expect(answer.paper!.amounts).toContainEqual({ label: "rent_owed", amount: 1740, text: "$1,740.00" });
    // Christmas and the weekend do not count: 22, 23, 24, 28, 29 December.
    expect(answer.actions![0]).toEqual({
      what: { key: "paper.actions.answerEviction.dated", values: { days: 5, date: "2026-12-29" } },
      dueDate: "2026-12-29",
      citation: "Fla. Stat. §§ 83.60(2), 51.011; Fla. Stat. § 83.60(2)",
    });
    expect(answer.nextStep).toMatchObject({
      documentKind: "eviction_answer",
      workflow: null,
      prefill: { county: "broward", case_number: "COCE-26-058113", service_date: "2026-12-21", rent_alleged: 1740 },
    });
  });

  it("leaves the deadlines undated without receivedOn, and asks for the day", async () => {
    const answer: TranslateAnswer = (await translate({ content: SUMMONS })).json();
    expect(answer.paper!.kind).toBe("eviction_summons");
    const answerAction = answer.actions!.find((action) => action.what.key.startsWith("paper.actions.answerEviction."));
    expect(answerAction).toEqual({
      what: { key: "paper.actions.answerEviction.undated", values: { days: 5 } },
      dueDate: null,
      citation: "Fla. Stat. §§ 83.60(2), 51.011",
    });
    expect(answer.actions!.every((action) => action.dueDate === null)).toBe(true);
    expect(answer.nextStep!.prefill).not.toHaveProperty("service_date");
  });

  it("takes receivedOn as a form field with an uploaded file", async () => {
    const response = await multipart({ receivedOn: "2026-11-25" }, readCorpusPaper("held-out/eviction-summons-ocr.txt"));
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer.actions!.slice(0, 2).map((action) => action.dueDate)).toEqual(["2026-12-04", "2026-12-04"]);
  });

  it("refuses a bad receivedOn in the request's language, before translating anything", async () => {
    const before = (await maria.request({ method: "GET", url: "/api/translations" })).json().length as number;
    const cases: [unknown, Record<string, string>, string][] = [
      ["2026-02-30", {}, "receivedOn: Please enter the day you were given the paper as a real date (YYYY-MM-DD)"],
      [
        "next Tuesday",
        { "accept-language": "es" },
        "receivedOn: Escriba el día en que recibió el documento como una fecha válida (AAAA-MM-DD)",
      ],
      ["1800-01-01", {}, "receivedOn: Please enter a date from 1900-01-01 to 2100-12-31"],
      [
        20261221,
        { "accept-language": "es" },
        "receivedOn: Escriba el día en que recibió el documento como una fecha válida (AAAA-MM-DD)",
      ],
    ];
    for (const [receivedOn, headers, message] of cases) {
      const response = await translate({ content: SUMMONS, receivedOn }, headers);
      expect(response.statusCode, String(receivedOn)).toBe(400);
      expect(response.json()).toEqual({ message, fieldErrors: { receivedOn: [message.slice("receivedOn: ".length)] } });
    }
    const upload = await multipart({ receivedOn: "21/12/2026" }, SUMMONS);
    expect(upload.statusCode).toBe(400);
    expect((await maria.request({ method: "GET", url: "/api/translations" })).json()).toHaveLength(before);
  });

  it("keeps every field of the translation as it was, and stores none of the paper's", async () => {
    const answer: TranslateAnswer = (await translate({ content: SUMMONS, receivedOn: "2026-12-21" })).json();
    const { paper, actions, nextStep, ...translation } = answer;
    expect([paper, actions, nextStep].every((part) => part !== undefined)).toBe(true);
    expect(translationJsonSchema.strict().parse(translation)).toEqual(translation);
    expect(translation).toMatchObject({ originalContent: SUMMONS.trim(), source: "pasted", rewrittenBy: "local" });
    const stored = await maria.request({ method: "GET", url: `/api/translations/${translation.id}` });
    expect(stored.json()).toEqual(translation);
    const listed = (await maria.request({ method: "GET", url: "/api/translations" })).json() as object[];
    expect(listed[0]).toEqual(translation);
  });

  it("calls a paper it does not know 'other', with no actions", async () => {
    const answer: TranslateAnswer = (
      await translate({ content: "Thank you for shopping with us. Your order ships Monday." })
    ).json();
    expect(answer).toMatchObject({ paper: { kind: "other" }, actions: [], nextStep: null });
  });
});
