/**
 * Proof that every word comes from the catalogs and fits: the whole product in the pseudo-locale (accented, about
 * 35% longer) and in Spanish, page by page and tab by tab at 360 px, with axe clean, <html lang> right, no message
 * key missing, and nothing cut off or pushing the page sideways. One test file a language (language-walk-*.test.ts),
 * so the walks run side by side.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_PAGES } from "@shared/app-pages";
import { chromiumAvailable } from "./chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./e2e-app";
import { createCase, createDocument } from "./seed";

const PUBLIC_PATHS = ["/", "/auth", "/terms", "/privacy", "/papers", "/no-such-page"];

/** Texts whose box is narrower than the text inside it (cut off), and a page wider than the phone. */
async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(element);
      const hidesOverflow = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      const visible = element.offsetWidth > 1 && element.offsetHeight > 1 && style.visibility !== "hidden";
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (hidesOverflow && visible && ownText && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

async function missingMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set(window.__missingMessages ?? [])]);
}

async function expectPageSound(page: Page, language: string, label: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator('[role="status"]').filter({ hasText: /./ }).count(), { timeout: 10_000 }).toBe(0);
  expect(await page.evaluate(() => document.documentElement.lang), label).toBe(language);
  await expectAccessible(page, label);
  expect(await cutOffTexts(page), `cut-off text on ${label}`).toEqual([]);
  expect(await missingMessages(page), `missing messages on ${label}`).toEqual([]);
}

/** Every public and signed-in page, and every tab, in `language` at 360 px. */
export function describeLanguageWalk(language: string): void {
  describe.skipIf(!chromiumAvailable())(`${language} at 360 px`, () => {
    const e2e = useE2EApp();

    it("walks the public pages", async () => {
      const page = await e2e.newPage({ viewport: PHONE });
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${path}?lang=${language}`);
        await expectPageSound(page, language, path);
      }
    });

    it("walks every signed-in page and every tab", async () => {
      const page = await e2e.newPage({ viewport: PHONE });
      await registerThroughUi(page);
      const created = await createCase(page, { title: "Lopez v. ABC Repairs", type: "small_claims", county: "Miami-Dade" });
      await createDocument(page, "Statement of Claim", "claim", created.id);
      await page.goto(`/dashboard?lang=${language}`);
      for (const path of [
        ...APP_PAGES.map((entry) => entry.route),
        "/cases",
        "/new-case",
        "/documents",
        "/settings",
        `/cases/${created.id}`,
      ]) {
        await page.goto(path);
        await expectPageSound(page, language, path);
        const tabs = page.getByRole("tab");
        const count = await tabs.count();
        for (let index = 1; index < count; index += 1) {
          await tabs.nth(index).click();
          await expectPageSound(page, language, `${path}, tab ${index + 1}`);
        }
      }
    }, 600_000);
  });
}
