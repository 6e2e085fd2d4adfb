import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Opens the glossary (or a deep link into it) and waits until its whole list (300+ terms) is shown. */
export async function openGlossary(page: Page, address = "/glossary"): Promise<void> {
  await page.goto(address);
  await expect.poll(() => page.locator("main article").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(300);
}

/** The headwords of the terms shown, in order. */
export const termNames = (page: Page): Promise<string[]> => page.locator("main article h3").allInnerTexts();
