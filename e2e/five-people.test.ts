/**
 * Five people, each walked on a 360 px phone from the sign-up or sign-in page to their paper, every
 * tap counted (support/tap-counter.ts): a tenant with a 3-day notice and then an eviction summons; a Spanish-speaking
 * tenant whose deposit was kept; a 72-year-old making a power of attorney and a living will; a man sued by a debt
 * buyer, whose pretrial date becomes a deadline; and anyone finding a paper later. Each walk goes through the app as
 * she would (the menu, the module's tabs, the wizard's questions, the review), ends on her paper, and stays within a
 * budget just above what it takes now, so a walk that grows fails. The table of taps is printed at the end.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, newEmail, PHONE, useE2EApp } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";
import { countTaps, type TapCount, type TapCounter } from "./support/tap-counter";

const PASSWORD = "orchid-lantern-42";
/** The taps each walk may take: what it takes now, and a little room. */
const BUDGET = {
  tenant: 35,
  depositEs: 35,
  olderPerson: 49,
  debtDefendant: 39,
  findPaper: 6,
};
const WHO: Record<keyof typeof BUDGET, string> = {
  tenant: "1. tenant: 3-day notice, then eviction answer",
  depositEs: "2. tenant in Spanish: deposit demand letter",
  olderPerson: "3. 72-year-old: power of attorney + living will",
  debtDefendant: "4. sued by a debt buyer: answer + pretrial date",
  findPaper: "5. anyone: sign in, find a paper, download it",
};

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Paper {
  id: string;
  kind: string;
  title: string;
}

/** Registers on the sign-up page (its language already chosen), with her county. */
async function register(page: Page, email: string, firstName: string, lastName: string) {
  await page.getByRole("tab").nth(1).click();
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill(lastName);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('select[name="county"]').selectOption("Miami-Dade");
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL("**/dashboard", { timeout: 60_000 });
}

/** Opens the phone's menu and goes to a page of it. */
async function goByMenu(page: Page, menu: string, link: string) {
  await page.getByRole("button", { name: menu }).click();
  await page.getByRole("dialog").getByRole("link", { name: link, exact: true }).click();
}

/** The wizard on screen: the form with the step heading and the progress bar. */
const wizardOf = (page: Page): Locator => page.locator("form:has(h4[tabindex='-1']):has([role=progressbar])");

/** The answers a step does not hold yet: what her account or case filled in already, she only checks. */
async function stillToAnswer(page: Page, answers: Record<string, unknown>): Promise<Record<string, unknown>> {
  const left: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    const control = page.locator(`:is(input:not([type=radio], [type=checkbox]), select, textarea)[name="${name}"]`);
    const held =
      (await control.count()) === 1 && (await control.isVisible()) ? await control.inputValue({ timeout: 5_000 }) : undefined;
    if (held !== String(value)) left[name] = value;
  }
  return left;
}

/** Answers step after step, then generates on the review and waits for "Your paper is ready". */
async function answerAndGenerate(page: Page, kind: AnyDocumentKind, answers: Record<string, unknown>) {
  const wizard = wizardOf(page);
  // Its first question: a form of the tab she left may still be on screen for a moment.
  await wizard.locator(`[name="${kind.fields[0]!.name}"]`).first().waitFor({ timeout: 60_000 });
  const ready = page.locator("#paper-ready-heading");
  const heading = wizard.locator("h4");
  // The review lists her answers (the last step, whose button generates).
  const review = wizard.locator("dl").first();
  for (let step = 0; step < 25; step++) {
    if (await review.isVisible()) {
      await wizard.locator('button[type="submit"]').click();
      await ready.waitFor({ timeout: 60_000 });
      return;
    }
    await fillStep(page, kind, await stillToAnswer(page, answers));
    const before = await heading.textContent();
    await wizard.locator('button[type="submit"]').click();
    await expect
      .poll(() => heading.textContent(), { message: `${kind.kind}: stuck on ${before}`, timeout: 60_000 })
      .not.toBe(before);
  }
  throw new Error(`${kind.kind}: never generated`);
}

async function phone(context: BrowserContext): Promise<{ page: Page; taps: TapCounter }> {
  await context.addInitScript(() => window.localStorage.setItem("legal_disclaimer_accepted", "true"));
  const taps = await countTaps(context);
  return { page: await context.newPage(), taps };
}

describe.skipIf(!chromiumAvailable())("five people walked to their papers, taps counted, at 360 px", () => {
  const e2e = useE2EApp();
  const counted: Partial<Record<keyof typeof BUDGET, TapCount>> = {};
  /** Person 4's account, which person 5 signs in to later. */
  let debtAccount: { email: string; title: string } | undefined;

  const newPhone = () => e2e.browser.newContext({ viewport: PHONE, baseURL: e2e.baseUrl, acceptDownloads: true });
  const finish = async (who: keyof typeof BUDGET, taps: TapCounter, page: Page) => {
    counted[who] = taps.count();
    await expectAccessible(page, `${WHO[who]}: last screen`);
    expect(counted[who]!.taps, `${WHO[who]}:\n${counted[who]!.trail.join("\n")}`).toBeLessThanOrEqual(BUDGET[who]);
  };

  afterAll(() => {
    const rows = (Object.keys(WHO) as (keyof typeof BUDGET)[]).map((who) => ({
      person: WHO[who],
      taps: counted[who]?.taps ?? "-",
      screens: counted[who]?.screens ?? "-",
      budget: BUDGET[who],
    }));
    console.table(rows);
  });

  it("1. a tenant with a 3-day notice, then an eviction summons: her answer", async () => {
    const context = await newPhone();
    const { page, taps } = await phone(context);
    await page.goto("/auth");
    await register(page, newEmail(), "Keisha", "Brown");
    await goByMenu(page, "Open menu", "Landlord-Tenant");
    await page.getByRole("button", { name: "My landlord gave me a notice" }).click();
    const notice = page.getByRole("tabpanel", { name: "I Got a Notice" });
    await notice.getByRole("radio", { name: "3-day notice to pay rent" }).check();
    await notice.getByLabel("The day you got the notice").fill(inDays(-10));
    await notice
      .getByText(/Your last day/i)
      .first()
      .waitFor();
    // Then the summons comes.
    await notice.getByRole("button", { name: "I got eviction papers" }).click();
    const kind = findKind("eviction_answer")!;
    const example = SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>;
    const {
      county: _county,
      landlord_attorney: _attorney,
      tenant_email: _email,
      defenses: _defenses,
      defense_details: _details,
      counterclaim_amount: _amount,
      counterclaim_details: _claim,
      ...answers
    } = example;
    await answerAndGenerate(page, kind, { ...answers, service_date: today(), counterclaim: "no" });

    const papers = await api<Paper[]>(page, "GET", "/api/documents");
    expect(papers.map((paper) => paper.kind)).toEqual(["eviction_answer"]);
    await finish("tenant", taps, page);
    await context.close();
  }, 300_000);

  it("2. a Spanish-speaking tenant whose deposit was kept: her demand letter, all in Spanish", async () => {
    const context = await newPhone();
    const { page, taps } = await phone(context);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Español" }).click();
    await page.getByRole("tab", { name: "Crear cuenta" }).waitFor();
    await register(page, newEmail(), "Luis", "Ortega");
    await goByMenu(page, "Abrir menú", "Depósitos de seguridad");
    await page.getByRole("tab", { name: "Carta de reclamo" }).click();
    const kind = findKind("security_deposit_demand")!;
    await answerAndGenerate(page, kind, {
      ...(SAMPLE_ANSWERS.security_deposit_demand as Record<string, unknown>),
      dispute_reason: "Dejé el apartamento limpio y sin daños, como muestran mis fotos.",
    });
    await page.getByRole("heading", { name: "Su documento está listo" }).waitFor();

    const papers = await api<Paper[]>(page, "GET", "/api/documents");
    expect(papers.map((paper) => paper.kind)).toEqual(["security_deposit_demand"]);
    await finish("depositEs", taps, page);
    await context.close();
  }, 300_000);

  it("3. a 72-year-old: a durable power of attorney and a living will", async () => {
    const context = await newPhone();
    const { page, taps } = await phone(context);
    await page.goto("/auth");
    await register(page, newEmail(), "Eleanor Ruth", "Whitfield");
    await goByMenu(page, "Open menu", "Power of Attorney");
    await page.getByRole("tab", { name: "Durable POA" }).click();
    const poa = findKind("durable_power_of_attorney")!;
    const { special_powers: _special, ...poaAnswers } = SAMPLE_ANSWERS.durable_power_of_attorney as Record<string, unknown>;
    await answerAndGenerate(page, poa, { ...poaAnswers, principal_dob: "1954-05-17" });

    await goByMenu(page, "Open menu", "Living Wills");
    await page.getByRole("tab", { name: "Living Will", exact: true }).click();
    const livingWill = findKind("living_will")!;
    await answerAndGenerate(page, livingWill, {
      ...(SAMPLE_ANSWERS.living_will as Record<string, unknown>),
      declarant_name: poaAnswers.principal_name,
      declarant_address: poaAnswers.principal_address,
      declarant_dob: "1954-05-17",
    });

    const papers = await api<Paper[]>(page, "GET", "/api/documents");
    expect(papers.map((paper) => paper.kind).sort()).toEqual(["durable_power_of_attorney", "living_will"]);
    await finish("olderPerson", taps, page);
    await context.close();
  }, 300_000);

  it("4. a man sued by a debt buyer: his answer, and the pretrial date on his summons as a deadline", async () => {
    const context = await newPhone();
    const { page, taps } = await phone(context);
    const email = newEmail();
    await page.goto("/auth");
    await register(page, email, "Angela", "Brooks");
    await goByMenu(page, "Open menu", "Debt Defense");
    await page.getByRole("tab", { name: "Answer Lawsuit" }).click();
    const kind = findKind("debt_answer")!;
    const pretrial = inDays(30);
    const {
      county: _county,
      plaintiff_attorney: _attorney,
      service_email: _email,
      ...answers
    } = SAMPLE_ANSWERS.debt_answer as Record<string, unknown>;
    await answerAndGenerate(page, kind, {
      ...answers,
      court: "small_claims",
      service_date: inDays(-3),
      pretrial_date: pretrial,
      arbitration_clause: "no",
    });

    const papers = await api<Paper[]>(page, "GET", "/api/documents");
    expect(papers.map((paper) => paper.kind)).toEqual(["debt_answer"]);
    const deadlines = await api<DeadlineJson[]>(page, "GET", "/api/deadlines");
    expect(deadlines.map((deadline) => deadline.dueDate)).toContain(pretrial);
    debtAccount = { email, title: papers[0]!.title };
    await finish("debtDefendant", taps, page);
    await context.close();
  }, 300_000);

  it("5. anyone finding a paper later: sign in, find it, download it", async () => {
    expect(debtAccount, "person 4 made the paper").toBeDefined();
    const context = await newPhone();
    const { page, taps } = await phone(context);
    await page.goto("/auth");
    await page.locator('input[name="email"]').fill(debtAccount!.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL("**/dashboard", { timeout: 60_000 });
    // The dashboard lists her latest papers, each a link to its page.
    await page.getByRole("main").getByRole("link", { name: debtAccount!.title, exact: true }).click();
    await page.waitForURL("**/documents/*");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await finish("findPaper", taps, page);
    await context.close();
  }, 300_000);
});
