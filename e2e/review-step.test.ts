/**
 * The review before every generation, at 360 px in English and Spanish: her answers in plain words with a Change
 * button per step; her own words a court paper prints shown as they will read, with a note when they say "I" and the
 * third-person wording offered beside it; the power of attorney's special powers in their plain words, never the
 * statute's.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SPECIAL_POWER_STATUTE_WORDS } from "@shared/documents/durable-power-of-attorney";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

const depositSuit = findKind("security_deposit_lawsuit")!;
const durablePoa = findKind("durable_power_of_attorney")!;
const FIRST_PERSON = "I moved out on time and left the apartment clean.";
const THIRD_PERSON = "Plaintiff moved out on time and left the apartment clean.";

async function openWizard(page: Page, kind: AnyDocumentKind, language: "en" | "es"): Promise<Locator> {
  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const deleted = await page.request.delete(`/api/drafts/${kind.kind}`, { headers: { "x-csrf-token": csrfToken } });
  expect([204, 404]).toContain(deleted.status());
  await page.goto(`/${kind.module}?tab=${kind.place.tab}&lang=${language}`);
  const wizard = page.locator("form").filter({ has: page.locator('button[type="submit"]') });
  await wizard.locator("h4").waitFor({ timeout: 60_000 });
  return wizard;
}

/** Answers every step, stopping on the review (the step with Change buttons). */
async function walkToReview(page: Page, wizard: Locator, kind: AnyDocumentKind, answers: Record<string, unknown>) {
  const change = wizard.locator("dl").first();
  for (let step = 0; step < 20 && !(await change.isVisible()); step++) {
    await fillStep(page, kind, answers);
    const heading = await wizard.locator("h4").textContent();
    await wizard.locator('button[type="submit"]').click();
    await expect.poll(() => wizard.locator("h4").textContent()).not.toBe(heading);
  }
  expect(await change.isVisible()).toBe(true);
}

describe.skipIf(!chromiumAvailable())("the review before generating, at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  for (const language of ["en", "es"] as const) {
    const words = {
      en: {
        onPaper: "On the paper it will read:",
        change: "Change the answers of step 1",
        note: /speaks of you as “Plaintiff”/,
        use: "Use this wording",
        undo: "Undo",
      },
      es: {
        onPaper: "En el documento se leerá así:",
        change: "Cambiar las respuestas del paso 1",
        note: /habla de usted como “Plaintiff”/,
        use: "Usar esta redacción",
        undo: "Deshacer",
      },
    }[language];

    it(`shows her words as the lawsuit will print them, and takes her back with Change (${language})`, async () => {
      const page = signedIn.page();
      const wizard = await openWizard(page, depositSuit, language);
      const answers = { ...(SAMPLE_ANSWERS.security_deposit_lawsuit as Record<string, unknown>), dispute_reason: FIRST_PERSON };
      await walkToReview(page, wizard, depositSuit, answers);
      await wizard.getByText(words.onPaper).waitFor();
      expect(await wizard.getByText(`“Defendant has no valid claim to the deposit because: ${FIRST_PERSON}”`).count()).toBe(1);
      expect(await wizard.getByText(words.note).count()).toBe(1);
      expect(await pageIsWiderThanWindow(page)).toBe(false);
      await expectAccessible(page, `deposit lawsuit review (${language})`);

      // The third-person wording, offered beside the note: she takes it, and can take it back.
      await wizard.getByRole("button", { name: words.use }).click();
      const onPaper = (text: string) => wizard.getByText(`“Defendant has no valid claim to the deposit because: ${text}”`);
      await onPaper(THIRD_PERSON).waitFor();
      expect(await wizard.getByText(words.note).count()).toBe(0);
      await expectAccessible(page, `deposit lawsuit review, third person (${language})`);
      await wizard.getByRole("button", { name: words.undo }).click();
      await onPaper(FIRST_PERSON).waitFor();

      const review = await wizard.locator("h4").textContent();
      await wizard.getByRole("button", { name: words.change }).click();
      await expect.poll(() => wizard.locator("h4").textContent()).not.toBe(review);
      expect(await wizard.locator(`[name="${depositSuit.fields[0]!.name}"]`).isVisible()).toBe(true);
    }, 180_000);
  }

  it("lists the power of attorney's special powers in plain words, not the statute's (English)", async () => {
    const page = signedIn.page();
    const wizard = await openWizard(page, durablePoa, "en");
    await walkToReview(page, wizard, durablePoa, SAMPLE_ANSWERS.durable_power_of_attorney as Record<string, unknown>);
    await wizard.getByText(/Let Daniel Whitfield give your money or property away as gifts/).waitFor();
    expect(await wizard.getByText(SPECIAL_POWER_STATUTE_WORDS.make_gift).count()).toBe(0);
    await expectAccessible(page, "power of attorney review");
  }, 180_000);
});
