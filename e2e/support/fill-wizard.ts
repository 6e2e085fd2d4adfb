import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { AnyDocumentKind } from "@shared/documents/registry";

/** The wizard of a kind, opened straight on its module tab (?tab=...). */
export async function openWizardTab(page: Page, kind: AnyDocumentKind): Promise<Locator> {
  await page.goto(`/${kind.module}?tab=${kind.place.tab}`);
  // The open tab holds one wizard: the form with the Previous button.
  const wizard = page.locator("form").filter({ has: page.getByRole("button", { name: "Previous" }) });
  await page.locator(`[name="${kind.fields[0]!.name}"]`).waitFor();
  return wizard;
}

/** Fills every field of the current step that the answers cover, by the field's name attribute. */
export async function fillStep(page: Page, kind: AnyDocumentKind, answers: Record<string, unknown>): Promise<void> {
  for (const field of kind.fields) {
    const value = answers[field.name];
    // Form controls only: the page's <meta name="description"> shares a field's name.
    const control = page.locator(`:is(input, select, textarea)[name="${field.name}"]`);
    if (value === undefined) continue;
    // Options most people skip are folded under "Advanced": open it to answer them.
    const folded = page.locator("details").filter({ has: control.first() });
    if ("advanced" in field && field.advanced && (await folded.count()) > 0 && (await folded.getAttribute("open")) === null) {
      await folded.locator("summary").click();
    }
    if (!(await control.first().isVisible())) continue;
    const choose = async (option: string) => {
      const input = control.and(page.locator(`[value="${option}"]`));
      if (await input.isChecked()) return;
      // An option that adds a demand, a waiver or a risky power is explained, then chosen only once she says yes.
      if ("confirm" in field && (field.confirm as readonly string[] | undefined)?.includes(option)) {
        await input.click();
        await page.locator('[data-confirm-choice="yes"]').click();
        await expect.poll(() => input.isChecked()).toBe(true);
      } else {
        await input.click();
        await expect.poll(() => input.isChecked()).toBe(true);
      }
    };
    if (field.type === "radio") await choose(String(value));
    else if (field.type === "checkbox") {
      for (const option of value as string[]) await choose(option);
    } else if (field.type === "select") await control.selectOption(String(value));
    else await control.fill(String(value));
  }
}

/** Answers every step until the last one, whose button reads "Generate Document" (not clicked). */
export async function fillToLastStep(
  page: Page,
  wizard: Locator,
  kind: AnyDocumentKind,
  answers: Record<string, unknown>,
): Promise<void> {
  for (let step = 1; step < 40; step++) {
    await fillStep(page, kind, answers);
    if (await wizard.getByRole("button", { name: "Generate Document" }).isVisible()) return;
    const heading = await wizard.locator("h4").textContent();
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect
      .poll(() => wizard.locator("h4").textContent(), { message: `${kind.kind}: stuck on ${heading}` })
      .not.toBe(heading);
  }
  throw new Error(`${kind.kind}: never reached the last step`);
}
