/**
 * In the browser at 360 px: the translator says what an eviction summons is and what she must do by when, first;
 * adds her dates to her deadlines in one tap (with Undo), linked to a case with the paper's case number; and opens
 * the eviction answer with the case number filled in. Without the day she got the paper, it asks for it. In English
 * and in Spanish.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CaseJson } from "@shared/case-schemas";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { formatDate } from "@shared/i18n/format";
import { HELD_OUT } from "@server/papers/test-support/corpus/held-out";
import { readCorpusPaper } from "@server/papers/test-support/corpus/score";
import { makeTextPdf } from "@server/translator/test-support/pdf";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, pageIsWiderThanWindow, PHONE, registerThroughUi, useSignedInPage } from "./support/e2e-app";

const EXPECTED = HELD_OUT.find((paper) => paper.file === "held-out/eviction-summons-ocr.txt")!;
const SUMMONS = readCorpusPaper(EXPECTED.file);
const CASE_NUMBER = EXPECTED.fields.caseNumber!;
const ANSWER_DUE = EXPECTED.deadlines.answerEviction!;
const RECEIVED_ON = EXPECTED.receivedOn!;

/** Long enough for a translation on a busy machine. */
const SERVER_WORK = { timeout: 20_000 };

const shown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), SERVER_WORK).toBeGreaterThan(0);

/** A toast sits at the foot of a phone's screen: a button is brought to the middle before it is tapped. */
const tap = async (button: Locator) => {
  await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await button.click();
};

const latestOf = (page: Page) => page.locator("main section[aria-labelledby='translation-heading']");

/** The paper's case and the deadlines linked to it, as the API has them. */
async function savedDates(page: Page) {
  const cases = await api<CaseJson[]>(page, "GET", "/api/cases");
  const paperCase = cases.find((each) => each.caseNumber === CASE_NUMBER);
  const deadlines = await api<DeadlineJson[]>(page, "GET", "/api/deadlines");
  return { paperCase, deadlines };
}

describe.skipIf(!chromiumAvailable())("the translator reads an eviction summons at 360 px", () => {
  const { e2e, page } = useSignedInPage({ viewport: PHONE });

  it("shows what the paper is and her dates first, counted from the day she got it", async () => {
    await page().goto("/translator");
    const main = page().locator("main");
    await main.getByRole("textbox", { name: "Or paste the text here" }).fill(SUMMONS);
    await main.getByLabel("When were you given this paper?").fill(RECEIVED_ON);
    await tap(main.getByRole("button", { name: "Translate", exact: true }));

    const latest = latestOf(page());
    await expect.poll(() => latest.getByRole("heading", { name: "What this paper is" }).count(), SERVER_WORK).toBe(1);
    // First: what the paper is and what she must do, then the plain text's facts and tabs.
    const order = await latest
      .locator("h3, [role='tablist']")
      .evaluateAll((found) => found.map((each) => (each.getAttribute("role") === "tablist" ? "tabs" : each.textContent)));
    expect(order.slice(0, 3)).toEqual(["What this paper is", "What you must do and by when", "Pasted text"]);
    expect(order.indexOf("tabs")).toBeGreaterThan(2);
    expect(await latest.getByText("Eviction summons", { exact: true }).count()).toBe(1);
    expect(await latest.getByText(CASE_NUMBER, { exact: true }).count()).toBe(1);
    expect(await latest.getByText(EXPECTED.fields.plaintiff!, { exact: true }).count()).toBe(1);
    expect(await latest.getByText("Orange County", { exact: false }).count()).toBeGreaterThan(0);

    // The answer and the rent deposit are both due on the day the corpus counted by hand.
    const due = formatDate(ANSWER_DUE, "weekday", "en");
    expect(due).toBe("Friday, December 4, 2026");
    expect(await latest.getByText(due, { exact: true }).count()).toBe(2);
    expect(await latest.getByText(/File your written answer with the clerk by December 4, 2026\./).count()).toBe(1);
    expect(await latest.getByText("(Fla. Stat. §§ 83.60(2), 51.011)").count()).toBeGreaterThan(0);
    expect(await latest.getByText("To count your dates, tell us the day you got this paper.").count()).toBe(0);
    expect(await pageIsWiderThanWindow(page())).toBe(false);
    await expectAccessible(page(), "/translator, an eviction summons read with its dates");
  });

  it("adds her dates to her deadlines in one tap, linked to a new case with the paper's number; Undo removes them", async () => {
    const latest = latestOf(page());
    const add = latest.getByRole("button", { name: "Add these dates to my deadlines" });
    await tap(add);
    await shown(page(), "2 dates added to your deadlines");
    await shown(page(), `We also started the case “Eviction summons, case ${CASE_NUMBER}” for them.`);
    await expect.poll(() => latest.getByRole("status").filter({ hasText: "2 dates were added" }).count()).toBe(1);
    await expectAccessible(page(), "/translator, dates added");

    const { paperCase, deadlines } = await savedDates(page());
    expect(paperCase).toMatchObject({
      type: "landlord_tenant",
      county: "Orange",
      title: `Eviction summons, case ${CASE_NUMBER}`,
    });
    expect(deadlines.map((each) => [each.title, each.dueDate, each.caseId]).sort()).toEqual([
      [`File your answer to the eviction (case ${CASE_NUMBER})`, ANSWER_DUE, paperCase!.id],
      [`Pay the rent into the court registry (case ${CASE_NUMBER})`, ANSWER_DUE, paperCase!.id],
    ]);

    await page().getByRole("button", { name: "Undo" }).click();
    await shown(page(), "The dates were removed");
    await expect.poll(async () => (await savedDates(page())).deadlines.length).toBe(0);
    expect((await savedDates(page())).paperCase).toBeUndefined();

    // Again, for good: the case she now has with that number is the one the dates go to.
    await tap(add);
    await shown(page(), "2 dates added to your deadlines");
    await expect.poll(async () => (await savedDates(page())).deadlines.length).toBe(2);
  });

  it("opens the eviction answer with what the paper says filled in", async () => {
    await tap(latestOf(page()).getByRole("button", { name: "Start my answer" }));
    await page().waitForURL("**/landlord-tenant?tab=defense");
    const caseNumber = page().locator("main").getByRole("textbox", { name: "Case number" });
    await expect.poll(() => caseNumber.inputValue(), SERVER_WORK).toBe(CASE_NUMBER);
    expect(await page().locator("main").getByLabel("In which county was the eviction filed?").inputValue()).toBe("orange");
    await expectAccessible(page(), "/landlord-tenant, the eviction answer started from the paper");
  });

  it("lists the dates in the Deadline Calendar", async () => {
    await page().goto(`/deadlines?date=${ANSWER_DUE}`);
    await shown(page(), `File your answer to the eviction (case ${CASE_NUMBER})`);
    await shown(page(), `Pay the rent into the court registry (case ${CASE_NUMBER})`);
  });

  it("says plainly when it cannot tell what kind of paper it is", async () => {
    await page().goto("/translator");
    const main = page().locator("main");
    await main
      .getByRole("textbox", { name: "Or paste the text here" })
      .fill("Thank you for shopping with us. Your order ships Monday.");
    await tap(main.getByRole("button", { name: "Translate", exact: true }));
    await shown(
      page(),
      "We could not tell what kind of paper this is, so we will not guess. Read the plain text below. If it comes from a court, call legal aid or the court clerk soon.",
    );
    expect(await latestOf(page()).getByRole("button", { name: "Add these dates to my deadlines" }).count()).toBe(0);
    await expectAccessible(page(), "/translator, a paper of unknown kind");
  });

  it("sends the day she got the paper with an uploaded PDF", async () => {
    const main = page().locator("main");
    await main.getByTestId("translator-file").setInputFiles({
      name: "summons.pdf",
      mimeType: "application/pdf",
      buffer: await makeTextPdf([SUMMONS]),
    });
    await main.getByLabel("When were you given this paper?").fill(RECEIVED_ON);
    await tap(main.getByRole("button", { name: "Translate", exact: true }));
    const latest = latestOf(page());
    await expect.poll(() => latest.getByRole("heading", { name: "summons.pdf", level: 3 }).count(), SERVER_WORK).toBe(1);
    expect(await latest.getByText("Eviction summons", { exact: true }).count()).toBe(1);
    expect(await latest.getByText(formatDate(ANSWER_DUE, "weekday", "en"), { exact: true }).count()).toBe(2);
  });

  it("in Spanish, without the day she got it: asks for it, then counts her dates and adds them", async () => {
    const spanish = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(spanish);
    await spanish.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => spanish.getByRole("heading", { level: 1 }).innerText()).toBe("Panel principal");
    await spanish.goto("/translator");
    const main = spanish.locator("main");
    await main.getByRole("textbox", { name: "O pegue el texto aquí" }).fill(SUMMONS);
    await tap(main.getByRole("button", { name: "Traducir", exact: true }));

    const latest = latestOf(spanish);
    await expect.poll(() => latest.getByRole("heading", { name: "Qué es este documento" }).count(), SERVER_WORK).toBe(1);
    expect(await latest.getByText("Citación (summons) de desalojo", { exact: true }).count()).toBe(1);
    expect(await latest.getByText("Fecha todavía sin calcular", { exact: true }).count()).toBe(2);
    expect(await latest.getByText(/dentro de 5 días hábiles desde que le entregaron la citación/).count()).toBe(1);
    const ask = latest.getByText("Para calcular sus fechas, díganos qué día recibió este documento.");
    expect(await ask.count()).toBe(1);
    expect(await latest.getByRole("button", { name: "Agregar estas fechas a mis plazos" }).count()).toBe(0);
    expect(await pageIsWiderThanWindow(spanish)).toBe(false);
    await expectAccessible(spanish, "/translator in Spanish, asking for the day");

    await latest.getByLabel("¿Qué día le entregaron este documento?").fill(RECEIVED_ON);
    await tap(latest.getByRole("button", { name: "Calcular mis fechas" }));
    const due = formatDate(ANSWER_DUE, "weekday", "es");
    expect(due).toBe("viernes, 4 de diciembre de 2026");
    await expect.poll(() => latest.getByText(due, { exact: true }).count(), SERVER_WORK).toBe(2);
    expect(await ask.count()).toBe(0);
    await expectAccessible(spanish, "/translator in Spanish, dates counted");

    await tap(latest.getByRole("button", { name: "Agregar estas fechas a mis plazos" }));
    await shown(spanish, "2 fechas agregadas a sus plazos");
    await expect.poll(async () => (await savedDates(spanish)).deadlines.length).toBe(2);

    await tap(latest.getByRole("button", { name: "Empezar mi contestación" }));
    await spanish.waitForURL("**/landlord-tenant?tab=defense");
    const caseNumber = spanish.locator("main").getByRole("textbox", { name: "Número de caso" });
    await expect.poll(() => caseNumber.inputValue(), SERVER_WORK).toBe(CASE_NUMBER);

    await spanish.goto(`/deadlines?date=${ANSWER_DUE}`);
    await shown(spanish, `Presentar su contestación al desalojo (caso ${CASE_NUMBER})`);
    await expectAccessible(spanish, "/deadlines in Spanish, the paper's dates");
    await spanish.context().close();
  });
});
