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
    if (value === undefined || !(await control.first().isVisible())) continue;
    if (field.type === "radio") await control.and(page.locator(`[value="${String(value)}"]`)).check();
    else if (field.type === "checkbox") {
      for (const option of value as string[]) await control.and(page.locator(`[value="${option}"]`)).check();
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
