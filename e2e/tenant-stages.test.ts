/**
 * At 360 px in English and Spanish: a tenant at the notice stage gets a start of her own
 * and her last day; "No, I have not deposited the rent" says at once, beside the question, the amount, the date and
 * her county's clerk; the power of attorney's § 709.2202 powers are folded away, in plain words, each asked again.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, useSignedInPage } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

const evictionAnswer = findKind("eviction_answer")!;
const durablePoa = findKind("durable_power_of_attorney")!;
const debtAnswer = findKind("debt_answer")!;

/** Opens a kind's wizard on its tab, in a language. */
async function openWizard(page: Page, kind: AnyDocumentKind, language: "en" | "es"): Promise<Locator> {
  // From its first question: a draft another test left (the same person) would open it further on, answers chosen.
  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const deleted = await page.request.delete(`/api/drafts/${kind.kind}`, { headers: { "x-csrf-token": csrfToken } });
  expect([204, 404]).toContain(deleted.status());
  await page.goto(`/${kind.module}?tab=${kind.place.tab}&lang=${language}`);
  const wizard = page.locator("form").filter({ has: page.locator('button[type="submit"]') });
  // A saved draft may open it on a later step.
  await wizard.locator("h4").waitFor();
  return wizard;
}

/** Answers step after step until `target` is on screen (never past the last question step). */
async function walkUntil(page: Page, wizard: Locator, kind: AnyDocumentKind, answers: Record<string, unknown>, target: Locator) {
  for (let step = 0; step < 12 && !(await target.isVisible()); step++) {
    const heading = await wizard.locator("h4").textContent();
    // On a loaded machine a step's answers can be given before the step has settled (a field is laid out again): a
    // step that did not move on is answered once more before the walk fails.
    for (let attempt = 1; ; attempt++) {
      await fillStep(page, kind, answers);
      await wizard.locator('button[type="submit"]').click();
      const moved = await expect
        .poll(() => wizard.locator("h4").textContent())
        .not.toBe(heading)
        .then(() => true)
        .catch((error: unknown) => (attempt < 2 ? false : Promise.reject(error)));
      if (moved) break;
    }
  }
  expect(await target.isVisible()).toBe(true);
}

describe.skipIf(!chromiumAvailable())("tenants at every stage, and risky choices in plain words, at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  it("starts a tenant with a notice from the module page and counts her last day (English)", async () => {
    const page = signedIn.page();
    await page.goto("/landlord-tenant?lang=en");
    for (const start of ["My landlord gave me a notice", "I got eviction papers", "Learn my rights"]) {
      await expect.poll(() => page.getByRole("button", { name: start, exact: true }).count(), { message: start }).toBe(1);
    }
    await page.getByRole("button", { name: "My landlord gave me a notice" }).click();
    const panel = page.getByRole("tabpanel", { name: "I Got a Notice" });
    await panel.getByRole("radio", { name: "3-day notice to pay rent" }).check();
    // Thursday 3 September 2026: Friday is day 1, Labor Day (Monday 7) and the weekend are skipped.
    await panel.getByLabel("The day you got the notice").fill("2026-09-03");
    await expect.poll(() => panel.getByText("Wednesday, September 9, 2026").count()).toBeGreaterThan(0);
    expect(await panel.getByText("A 3-day notice to pay rent or leave").count()).toBe(1);
    for (const card of ["Pay in full, and get a receipt", "No lockouts, no utility shut-offs", "If the landlord sues you"]) {
      expect(await panel.getByRole("heading", { name: card }).count(), card).toBe(1);
    }
    expect(await panel.getByText(/§ 83\.67/).count()).toBeGreaterThan(0);
    await expectAccessible(page, "/landlord-tenant, I got a notice (en)");
    // From the notice to the next stage: the eviction answer.
    await panel.getByRole("button", { name: "I got eviction papers" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Tenant Defense" }).getAttribute("aria-selected")).toBe("true");
  });

  it("counts a 7-day notice to cure in calendar days, in Spanish", async () => {
    const page = signedIn.page();
    await page.goto("/landlord-tenant?lang=es");
    await page.getByRole("button", { name: "Mi arrendador me dio un aviso" }).click();
    const panel = page.getByRole("tabpanel", { name: "Recibí un aviso" });
    await panel.getByRole("radio", { name: "Aviso de 7 días para corregir un problema" }).check();
    await panel.getByLabel("El día en que recibió el aviso").fill("2026-09-03");
    await expect.poll(() => panel.getByText("jueves, 10 de septiembre de 2026").count()).toBeGreaterThan(0);
    expect(await panel.getByRole("heading", { name: "Sin cierres de la vivienda ni cortes de servicios" }).count()).toBe(1);
    await expectAccessible(page, "/landlord-tenant, recibí un aviso (es)");
  });

  for (const [language, no, amount, date, county] of [
    ["en", "No", "$2,900.00", "Monday, August 10, 2026", "Clerk of Court of Orange County"],
    ["es", "No", "$2,900.00", "lunes, 10 de agosto de 2026", "(Clerk of Court) de Orange County"],
  ] as const) {
    it(`shows at once, beside "not deposited", the amount, the date and her clerk (${language})`, async () => {
      const page = signedIn.page();
      const wizard = await openWizard(page, evictionAnswer, language);
      const { rent_deposit: _asked, ...answers } = SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>;
      const question = wizard.locator('fieldset:has(input[name="rent_deposit"])');
      await walkUntil(page, wizard, evictionAnswer, answers, question);
      await fillStep(page, evictionAnswer, answers);
      expect(await question.getByRole("alert").count()).toBe(0);
      await question.getByRole("radio", { name: no, exact: true }).check();
      // No Next, no PDF: the note is there, inside the question's group.
      const note = question.getByRole("alert");
      await expect.poll(() => note.textContent()).toContain(amount);
      const text = (await note.textContent()) ?? "";
      expect(text).toContain(date);
      expect(text).toContain(county);
      expect(text).toContain("(Fla. Stat. § 83.60(2))");
      expect(text).toMatch(/money order/);
      await expectAccessible(page, `eviction answer, rent not deposited (${language})`);
      // Another choice takes the note away.
      await question.locator('input[value="deposited"]').check();
      await expect.poll(() => note.count()).toBe(0);
    }, 150_000);
  }

  for (const [language, advanced, gift, explains, yes, no] of [
    [
      "en",
      "Advanced — most people skip this",
      "Let Daniel Whitfield give your money or property away as gifts",
      "This lets Daniel Whitfield give your money or property to other people as gifts",
      "Yes, put it in",
      "No, leave it out",
    ],
    [
      "es",
      "Avanzado — la mayoría no usa esta parte",
      "Permitir que Daniel Whitfield regale su dinero o sus bienes",
      "Esto permite que Daniel Whitfield regale su dinero o sus bienes a otras personas",
      "Sí, póngalo",
      "No, déjelo fuera",
    ],
  ] as const) {
    it(`folds the special powers away, in plain words, and asks before each goes in (${language})`, async () => {
      const page = signedIn.page();
      const wizard = await openWizard(page, durablePoa, language);
      const { special_powers: _asked, ...answers } = SAMPLE_ANSWERS.durable_power_of_attorney as Record<string, unknown>;
      const summary = wizard.locator("summary", { hasText: advanced });
      await walkUntil(page, wizard, durablePoa, { ...answers, agent_name: "Daniel Whitfield" }, summary);
      const power = wizard.getByRole("checkbox", { name: gift });
      // Folded: the powers are not on screen until she opens the part.
      expect(await power.isVisible()).toBe(false);
      await summary.click();
      await power.click();
      const confirm = wizard.getByRole("group", {
        name: language === "en" ? "Before this goes in your paper" : "Antes de ponerlo en su documento",
      });
      await expect.poll(() => confirm.textContent()).toContain(explains);
      expect(await power.isChecked()).toBe(false);
      await expectAccessible(page, `durable power of attorney, confirming a special power (${language})`);
      await confirm.getByRole("button", { name: no }).click();
      expect(await power.isChecked()).toBe(false);
      await power.click();
      await confirm.getByRole("button", { name: yes }).click();
      await expect.poll(() => power.isChecked()).toBe(true);
      // Taking it out again needs no question.
      await power.click();
      await expect.poll(() => power.isChecked()).toBe(false);
      expect(await confirm.count()).toBe(0);
    }, 150_000);
  }

  it("explains a demand for arbitration and asks before it goes in the answer", async () => {
    const page = signedIn.page();
    const wizard = await openWizard(page, debtAnswer, "en");
    const { arbitration_clause: _asked, ...answers } = SAMPLE_ANSWERS.debt_answer as Record<string, unknown>;
    const question = wizard.locator('fieldset:has(input[name="arbitration_clause"])');
    await walkUntil(page, wizard, debtAnswer, answers, question);
    const demand = question.getByRole("radio", { name: "Yes, and I want my answer to ask for arbitration" });
    await demand.click();
    const confirm = wizard.getByRole("group", { name: "Before this goes in your paper" });
    await expect.poll(() => confirm.textContent()).toContain("This adds a demand for arbitration to your answer.");
    expect(await demand.isChecked()).toBe(false);
    await expectAccessible(page, "debt answer, confirming a demand for arbitration");
    await confirm.getByRole("button", { name: "Yes, put it in" }).click();
    await expect.poll(() => demand.isChecked()).toBe(true);
    // Keeping the right without demanding it needs no question.
    await question.getByRole("radio", { name: /^Yes, but do not ask for arbitration now/ }).click();
    await expect.poll(() => confirm.count()).toBe(0);
  }, 150_000);
});
