/**
 * The translator explains an English paper in Spanish. Key points, rights and Florida rules come
 * in Spanish with every amount and date exactly as the paper writes them; the full plain text is Spanish only when
 * the optional model wrote it (tested against a loopback OpenAI-compatible server), and English otherwise.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPointJson, TranslationJson } from "@shared/translations";
import { translationJsonSchema } from "@shared/translations";
import { buildApp } from "../app";
import { startLoopbackModel, type LoopbackModel } from "../test-support/loopback-model";
import { downloadPdf } from "../test-support/download-pdf";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { signUp, type SignedIn } from "../test-support/test-app";
import { readsAsSpanish, rewriteWithModel } from "../translator/model-rewrite";
import { findValues } from "../translator/values";

const THREE_DAY_NOTICE = readFileSync(new URL("../translator/samples/three-day-notice.txt", import.meta.url), "utf8").trim();

/** The amounts and dates of the notice, as it writes them. */
const AMOUNTS_AND_DATES = ["$1,275.00", "March 12, 2025"];

let model: LoopbackModel;
/** What the model answers next. */
let answer: string;
let database: TestDatabase;
let local: Awaited<ReturnType<typeof buildApp>>;
let withModel: Awaited<ReturnType<typeof buildApp>>;
let maria: SignedIn;
let ana: SignedIn;

beforeAll(async () => {
  model = await startLoopbackModel(() => ({ kind: "json", text: answer }));
  database = await createTestDatabase();
  local = await buildApp({ db: database.db });
  withModel = await buildApp({ db: database.db, translatorModel: { baseUrl: model.baseUrl, model: "plain-test" } });
  await Promise.all([local.ready(), withModel.ready()]);
  maria = await signUp({ app: local });
  ana = await signUp({ app: withModel });
}, 60_000);

afterAll(async () => {
  await withModel.close();
  await local.close();
  await database.close();
  await model.stop();
});

async function translate(as: SignedIn, payload: object, headers: Record<string, string> = {}): Promise<TranslationJson> {
  const response = await as.request({ method: "POST", url: "/api/translate", payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TranslationJson;
}

const valueTexts = (text: string, kinds: readonly string[]) =>
  findValues(text)
    .filter((value) => kinds.includes(value.kind))
    .map((value) => value.text);

/** Every amount and date a key point names is written exactly as in the paper, and its sentence's are all there. */
function expectValuesKept(points: readonly KeyPointJson[], original: string) {
  for (const point of points) {
    for (const written of valueTexts(point.text, ["money", "date"])) expect(original, point.text).toContain(written);
    if (!point.quote) continue;
    for (const written of valueTexts(point.quote, ["money", "date"])) expect(point.text, point.quote).toContain(written);
  }
}

describe("a 3-day notice explained in Spanish, without a model", () => {
  let translation: TranslationJson;

  beforeAll(async () => {
    // No `language`: the interface language of the request (here the browser's Accept-Language).
    translation = await translate(maria, { content: THREE_DAY_NOTICE }, { "accept-language": "es-US,es;q=0.9" });
  });

  it("writes the key points in Spanish, the Florida rule first, each with its English sentence", () => {
    expect(translation).toMatchObject({ language: "es", simplifiedLanguage: "en", rewrittenBy: "local" });
    const [rule, ...points] = translation.keyPointDetails;
    expect(rule).toMatchObject({ kind: "florida_rule", citation: expect.stringContaining("§ 83.56(3)") });
    expect(rule!.text).toMatch(/aviso de 3 días/);
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point.quote, point.text).toBeTruthy();
      expect(readsAsSpanish(point.text), point.text).toBe(true);
    }
    expect(translation.keyPoints).toEqual(translation.keyPointDetails.map((point) => point.text));
    const deadline = points.find((point) => point.kind === "deadline")!;
    expect(deadline.text).toMatch(/^Fecha o plazo para pagar o entregar la vivienda/);
    expect(deadline.text).toContain("3 días");
    expect(points.some((point) => point.kind === "consequence" && /desalojo \(eviction\)/.test(point.text))).toBe(true);
  });

  it("keeps every amount and date exactly as the notice writes them", () => {
    const keyPointText = translation.keyPoints.join("\n");
    for (const written of AMOUNTS_AND_DATES) expect(keyPointText).toContain(written);
    // The Spanish reading of a date comes after it, never instead of it.
    expect(keyPointText).toContain("March 12, 2025 (12 de marzo de 2025)");
    expectValuesKept(translation.keyPointDetails, THREE_DAY_NOTICE);
  });

  it("keeps the full plain text in English (only the model writes it in Spanish)", async () => {
    const english = await translate(maria, { content: THREE_DAY_NOTICE, language: "en" }, { "accept-language": "es" });
    expect(english).toMatchObject({ language: "en", simplifiedLanguage: "en" });
    expect(translation.simplifiedContent).toBe(english.simplifiedContent);
    for (const written of AMOUNTS_AND_DATES) expect(translation.simplifiedContent).toContain(written);
    // The English explanation is unchanged: plain sentences with no quote.
    expect(english.keyPointDetails.every((point) => point.quote === undefined)).toBe(true);
    expect(readsAsSpanish(english.keyPoints.join(" "))).toBe(false);
  });

  it("gives the legal terms from the Spanish glossary", () => {
    // Each term links to the same glossary entry (slug) as in English; the term names the paper's English word.
    for (const term of translation.legalTermDetails) expect(term.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("takes `language` in the body over the interface language, and refuses another one in the request's language", async () => {
    const spanish = await translate(maria, { content: THREE_DAY_NOTICE, language: "es" });
    expect(spanish.language).toBe("es");
    expect(spanish.keyPoints).toEqual(translation.keyPoints);
    const refused = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: { content: THREE_DAY_NOTICE, language: "fr" },
      headers: { "accept-language": "es" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('language debe ser "en" o "es"');
  });

  it("takes `language` as a form field before an uploaded file", async () => {
    const boundary = "----flcspanish";
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nes\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notice.txt"\r\nContent-Type: text/plain\r\n\r\n` +
        `${THREE_DAY_NOTICE}\r\n--${boundary}--\r\n`,
    );
    const response = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json() as TranslationJson;
    expect(uploaded).toMatchObject({ language: "es", originalFileName: "notice.txt" });
    expect(uploaded.keyPoints).toEqual(translation.keyPoints);
  });

  it("saves as a PDF with the Spanish key points, their English sentences, and the full text said to be English", async () => {
    const spanish = { "accept-language": "es" };
    const saved = await maria.request({ method: "POST", url: `/api/translations/${translation.id}/document`, headers: spanish });
    expect(saved.statusCode, saved.body).toBe(201);
    const pdf = await downloadPdf(maria, saved.json().id, spanish);
    expect(pdf.text).toContain("Puntos clave");
    expect(pdf.text).toContain("March 12, 2025 (12 de marzo de 2025)");
    expect(pdf.text).toContain("En el papel (en inglés):");
    expect(pdf.text).toContain("En inglés sencillo (la versión completa en español necesita el modelo de IA)");
    for (const written of AMOUNTS_AND_DATES) expect(pdf.text).toContain(written);
  });

  it("is listed again with its language", async () => {
    const one = await maria.request({ method: "GET", url: `/api/translations/${translation.id}` });
    expect(one.json()).toEqual(translationJsonSchema.parse(translation));
  });
});

/** A Spanish plain version of the notice that keeps each amount, date and name as written. */
const SPANISH_VERSION =
  "Aviso de 3 días para pagar el alquiler o entregar la vivienda. Para: Darnell Jackson, 88 Cypress Lane, Unit 12, Tampa, " +
  "Hillsborough County, Florida 33602. Usted le debe $1,275.00 de alquiler a Bayview Rentals, Inc., Landlord (arrendador). " +
  "Debe pagar o entregar la vivienda dentro de 3 días, a más tardar el March 12, 2025 (12 de marzo de 2025). " +
  "No se cuentan el sábado, el domingo ni los feriados. Pague en 410 Harbor Drive, Tampa, Florida 33606, teléfono (813) 555-0142, " +
  "de 9:00 a.m. a 5:00 p.m., de lunes a viernes. Si no paga ni se muda, el arrendador puede empezar un caso de desalojo " +
  "según el Chapter 83, Florida Statutes, y pedir los costos del tribunal y los honorarios de abogado. " +
  "Fecha: 6th day of March, 2025. Bayview Rentals, Inc., Landlord. Por: Karen Whitfield, Property Manager.";

describe("a 3-day notice explained in Spanish, with the model", () => {
  it("has the model write the full plain text in Spanish, with every amount and date as written", async () => {
    answer = SPANISH_VERSION;
    const translation = await translate(ana, { content: THREE_DAY_NOTICE, language: "es" });
    expect(translation).toMatchObject({
      language: "es",
      simplifiedLanguage: "es",
      rewrittenBy: "model",
      simplifiedContent: SPANISH_VERSION,
    });
    for (const written of AMOUNTS_AND_DATES) expect(translation.simplifiedContent).toContain(written);
    // The key points are the same Spanish ones as without a model.
    expect(translation.keyPoints.join("\n")).toContain("March 12, 2025 (12 de marzo de 2025)");
    expectValuesKept(translation.keyPointDetails, THREE_DAY_NOTICE);
    // It was asked for Spanish, and given the local plain-English version only.
    const request = model.seen.at(-1)!;
    expect(request.body.messages.find((message) => message.role === "system")?.content).toMatch(
      /into plain, neutral Latin American Spanish/,
    );
    expect(request.body.messages.find((message) => message.role === "user")?.content).toContain("$1,275.00");
  });

  it("keeps the English plain text when the model's Spanish changes a date's writing, an amount, adds one, or is not Spanish", async () => {
    const refused: [text: string, reason: string][] = [
      // The date only in Spanish: not as the paper writes it.
      [SPANISH_VERSION.replace("el March 12, 2025 (12 de marzo de 2025)", "el 12 de marzo de 2025"), "lost_values"],
      [SPANISH_VERSION.replace("$1,275.00", "$1,725.00"), "lost_values"],
      [`${SPANISH_VERSION} También debe $50.00 de cargo por atraso.`, "added_values"],
      // Every value kept, but in English.
      [
        "3-day notice to Darnell Jackson, 88 Cypress Lane, Unit 12, Tampa, Hillsborough County, Florida 33602: you owe $1,275.00 to Bayview Rentals, Inc., Landlord. " +
          "Pay it or move out within 3 days, by March 12, 2025. Pay at 410 Harbor Drive, Tampa, Florida 33606, telephone (813) 555-0142, from 9:00 a.m. to 5:00 p.m. " +
          "If you do not, the landlord will file an eviction under Chapter 83, Florida Statutes. Dated the 6th day of March, 2025. Karen Whitfield, Property Manager.",
        "wrong_language",
      ],
    ];
    const plainEnglish = (await translate(ana, { content: THREE_DAY_NOTICE, language: "en" })).simplifiedContent;
    for (const [text, reason] of refused) {
      answer = text;
      expect(
        await rewriteWithModel({ baseUrl: model.baseUrl, model: "plain-test" }, THREE_DAY_NOTICE, plainEnglish, "es"),
        text,
      ).toEqual({ used: false, reason });
      const translation = await translate(ana, { content: THREE_DAY_NOTICE, language: "es" });
      expect(translation, text).toMatchObject({ language: "es", simplifiedLanguage: "en", rewrittenBy: "local" });
      for (const written of AMOUNTS_AND_DATES) expect(translation.simplifiedContent).toContain(written);
    }
  });

  it("still asks for plain English in English", async () => {
    answer = "";
    const translation = await translate(ana, { content: THREE_DAY_NOTICE, language: "en" });
    expect(translation).toMatchObject({ language: "en", simplifiedLanguage: "en", rewrittenBy: "local" });
    expect(model.seen.at(-1)!.body.messages.find((message) => message.role === "system")?.content).toMatch(
      /^Rewrite the following text in plain English/,
    );
  });
});
