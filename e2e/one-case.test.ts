/**
 * One case per dispute, at 360 px in English and Spanish: a debt answer after his validation letter offers to start
 * from the letter's case (its answers filled in, each to check) and joins that case on the review; generating the
 * answer again from the case opens on the review (every question answered by the case), "Change" takes him back to
 * a step, and the paper gets a second version instead of another paper or case.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DocumentVersionsJson } from "@shared/api/document-versions";
import type { CaseJson } from "@shared/case-schemas";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

const letter = findKind("debt_validation_letter")!;
const debtAnswer = findKind("debt_answer")!;
const letterAnswers = SAMPLE_ANSWERS.debt_validation_letter as Record<string, unknown>;
const answerAnswers = SAMPLE_ANSWERS.debt_answer as Record<string, unknown>;
/** What the letter does not already say: the rest he answers himself. */
const FROM_LETTER = ["defendant_name", "defendant_address", "plaintiff_name", "debt_amount"];
const ownAnswers = Object.fromEntries(Object.entries(answerAnswers).filter(([name]) => !FROM_LETTER.includes(name)));

interface Paper {
  id: string;
  kind: string;
  caseId: string | null;
}

async function openWizard(page: Page, kind: AnyDocumentKind, query: string): Promise<Locator> {
  await page.goto(`/${kind.module}?tab=${kind.place.tab}&${query}`);
  const wizard = page.locator("form").filter({ has: page.locator('button[type="submit"]') });
  // Its module's page, its language and her cases load first: a shared 2-core machine may take a while.
  await wizard.locator("h4").waitFor({ timeout: 60_000 });
  return wizard;
}

/** Answers step after step until the review's case choice shows. */
async function walkToReview(
  page: Page,
  wizard: Locator,
  kind: AnyDocumentKind,
  answers: Record<string, unknown>,
  legend: string,
) {
  const review = wizard.getByRole("group", { name: legend });
  for (let step = 0; step < 20 && !(await review.isVisible()); step++) {
    await fillStep(page, kind, answers);
    const heading = await wizard.locator("h4").textContent();
    await wizard.locator('button[type="submit"]').click();
    await expect.poll(() => wizard.locator("h4").textContent()).not.toBe(heading);
  }
  expect(await review.isVisible()).toBe(true);
  return review;
}

describe.skipIf(!chromiumAvailable())("one case per dispute, at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  it("joins the letter's case, starts from its answers, and makes version 2 instead of another paper", async () => {
    const page = signedIn.page();
    const first = await api<Paper>(page, "POST", "/api/documents", {
      title: "Debt Validation Letter",
      type: letter.kind,
      kind: letter.kind,
      format: "pdf",
      templateData: letterAnswers,
      newCase: { title: "Validation of debt", type: "debt_defense", description: "" },
    });
    const casesBefore = await api<CaseJson[]>(page, "GET", "/api/cases");

    // English: the wizard offers the likely case, and starts from its answers when he says so.
    let wizard = await openWizard(page, debtAnswer, "lang=en");
    await page.getByText("This looks like part of your case “Validation of debt”.").waitFor();
    await expectAccessible(page, "debt answer with the offer of his case");
    await page.getByRole("button", { name: "Start from its answers" }).click();
    await page.getByText(/Answers from your case “Validation of debt” are filled in/).waitFor();
    wizard = page.locator("form").filter({ has: page.locator('button[type="submit"]') });
    const review = await walkToReview(page, wizard, debtAnswer, ownAnswers, "Which case is this paper for?");
    expect(await review.getByRole("radio", { name: /Validation of debt/ }).isChecked()).toBe(true);
    expect(await wizard.getByText(String(letterAnswers.sender_name), { exact: true }).count()).toBe(1);
    // Her answers in plain words, each step with its Change button.
    expect(await wizard.getByRole("button", { name: "Change the answers of step 1" }).count()).toBe(1);
    expect(await pageIsWiderThanWindow(page)).toBe(false);
    await expectAccessible(page, "debt answer review with the case choice");
    await wizard.locator('button[type="submit"]').click();
    await page.waitForURL("**/documents");

    const afterAnswer = await api<Paper[]>(page, "GET", "/api/documents");
    const answer = afterAnswer.find((paper) => paper.kind === debtAnswer.kind)!;
    expect(answer.caseId).toBe(first.caseId);
    expect((await api<CaseJson[]>(page, "GET", "/api/cases")).length).toBe(casesBefore.length);
    // The letter's answers reached the answer under its own field names.
    const stored = await api<{ templateData: Record<string, unknown> }>(page, "GET", `/api/documents/${answer.id}`);
    expect(stored.templateData.defendant_name).toBe(letterAnswers.sender_name);

    // Spanish: from the case, every question is answered, so it opens on the review; he changes one and generates again.
    wizard = await openWizard(page, debtAnswer, `lang=es&case=${first.caseId}`);
    const again = wizard.getByRole("group", { name: "¿Para qué caso es este documento?" });
    await again.waitFor();
    const replace = wizard.getByRole("radio", { name: /Reemplazarlo: esta será la versión 2/ });
    expect(await replace.isChecked()).toBe(true);
    await expectAccessible(page, "debt answer review in Spanish, replacing the paper");
    await wizard.getByRole("button", { name: "Cambiar las respuestas del paso 1" }).click();
    await expect.poll(() => wizard.locator("h4").textContent()).toMatch(/^Paso 1 de/);
    await expect.poll(() => page.getByText("De su caso: revíselo.").count()).toBeGreaterThan(0);
    await expectAccessible(page, "a step filled from his case, in Spanish");
    await wizard.locator('button[type="submit"]').click();
    await again.waitFor();
    expect(await replace.isChecked()).toBe(true);
    await wizard.locator('button[type="submit"]').click();
    await page.waitForURL("**/documents");
    await page.getByText(/se guardó como su nueva versión/).waitFor();

    const afterAgain = await api<Paper[]>(page, "GET", "/api/documents");
    expect(afterAgain.filter((paper) => paper.kind === debtAnswer.kind)).toHaveLength(1);
    expect(afterAgain.length).toBe(afterAnswer.length);
    const versions = await api<DocumentVersionsJson>(page, "GET", `/api/documents/${answer.id}/versions`);
    expect(versions.current).toBe(2);
    expect(versions.earlier.map((version) => version.number)).toEqual([1]);
  }, 240_000);
});
