import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage } from "./support/e2e-app";
import { openGlossary, termNames } from "./support/glossary-page";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the glossary" });

/** The element's top edge is on screen (below the sticky top bar is fine). */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe.skipIf(!chromiumAvailable())("legal glossary at 360 px", () => {
  const { page } = useSignedInPage({ viewport: PHONE });

  it("lists every term A to Z, accessible and no wider than the phone", async () => {
    await openGlossary(page());
    expect(await page().getByRole("heading", { name: "Legal Glossary", level: 1 }).count()).toBe(1);
    expect(
      await page()
        .getByText(/^\d+ terms from A to Z\.$/)
        .count(),
    ).toBe(1);
    expect(await page().getByRole("link", { name: "Terms starting with A" }).count()).toBe(1);
    const noTerms = page().getByRole("link", { name: "No terms start with X" });
    expect(await noTerms.getAttribute("aria-disabled")).toBe("true");
    expect(await noTerms.evaluate((element) => element.hasAttribute("href"))).toBe(false);
    expect(await pageIsWiderThanWindow(page())).toBe(false);
    await expectAccessible(page(), "/glossary at 360 px");
  });

  it("finds terms as you type, forgives a typo, and says when nothing matches", async () => {
    await openGlossary(page());
    await searchBox(page()).fill("writ of poss");
    await expect.poll(async () => (await termNames(page()))[0]).toBe("Writ of possession");
    await expect
      .poll(() =>
        page()
          .getByText(/terms? match(es)? “writ of poss”/)
          .count(),
      )
      .toBe(1);
    expect(await page().locator("[aria-live='polite']").filter({ hasText: "writ of poss" }).count()).toBe(1);

    await searchBox(page()).fill("garnishmnet");
    await expect.poll(() => termNames(page())).toContain("Garnishment");

    await searchBox(page()).fill("sheriff posts");
    await expect.poll(() => termNames(page())).toContain("Writ of possession");

    await searchBox(page()).fill("qqxxzzy");
    await expect.poll(() => page().getByRole("heading", { name: "No terms found" }).count()).toBe(1);
    expect(await page().getByText("No terms match “qqxxzzy”.").count()).toBe(1);
    await expectAccessible(page(), "/glossary, no results");
    await page().getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => page().locator("main article").count()).toBeGreaterThanOrEqual(300);
    expect(await searchBox(page()).inputValue()).toBe("");
    expect(await pageIsWiderThanWindow(page())).toBe(false);
  });

  it("jumps to a letter by keyboard, leaving a search", async () => {
    await openGlossary(page());
    await searchBox(page()).fill("lease");
    await expect.poll(async () => (await termNames(page()))[0]).toBe("Lease");
    await page().getByRole("link", { name: "Terms starting with W" }).focus();
    await page().keyboard.press("Enter");
    await page().waitForURL("**/glossary#letter-w");
    await expect.poll(() => searchBox(page()).inputValue()).toBe("");
    await expect.poll(() => inView(page(), "#letter-w")).toBe(true);
    expect(await focusedId(page())).toBe("letter-w");
    expect(await inView(page(), "#wages")).toBe(true);
  });

  it("opens a deep link with the term in view, and follows its see-also links", async () => {
    await page().goto("/dashboard");
    await openGlossary(page(), "/glossary#writ-of-possession");
    await expect.poll(() => inView(page(), "#writ-of-possession")).toBe(true);
    expect(await focusedId(page())).toBe("writ-of-possession");
    const entry = page().locator("#writ-of-possession");
    expect(await entry.getByText("Fla. Stat. § 83.62(1)").count()).toBe(1);

    await entry.getByRole("link", { name: "Eviction", exact: true }).click();
    await page().waitForURL("**/glossary#eviction");
    await expect.poll(() => inView(page(), "#eviction")).toBe(true);
    expect(await inView(page(), "#writ-of-possession")).toBe(false);
    expect(await pageIsWiderThanWindow(page())).toBe(false);
  });
});
