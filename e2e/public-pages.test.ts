import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, startE2EApp, type E2EApp } from "./support/e2e-app";

describe.skipIf(!chromiumAvailable())("public pages", () => {
  let e2e: E2EApp;
  beforeAll(async () => {
    e2e = await startE2EApp();
  });
  afterAll(() => e2e?.close());

  it("shows the disclaimer on a first visit, stores acceptance, and shows the notice banner later", async () => {
    const page = await e2e.newPage({ disclaimerAccepted: false });
    await page.goto("/");
    const modal = page.getByRole("alertdialog");
    await expect.poll(() => modal.count()).toBe(1);
    await expectAccessible(page, "landing with disclaimer");
    await page.keyboard.press("Escape");
    expect(await modal.count()).toBe(1);
    await page.getByRole("button", { name: "I Understand and Accept" }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("legal_disclaimer_accepted"))).toBe("true");

    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    const banner = page.getByRole("complementary", { name: "Legal notice" });
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.getByRole("link", { name: /Terms/ }).count()).toBeGreaterThan(0);
    expect(await banner.getByRole("link", { name: /Privacy/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page, "landing with banner");
    await page.context().close();
  });

  it("declining stores nothing and keeps the visitor on the landing page", async () => {
    const page = await e2e.newPage({ disclaimerAccepted: false });
    await page.goto("/");
    await page.getByRole("button", { name: "I Do Not Accept" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("legal_disclaimer_accepted"))).toBeNull();
    await page.reload();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(1);
    await page.context().close();
  });

  it("declining on a section's address takes the visitor to the top of the landing page", async () => {
    const page = await e2e.newPage({ disclaimerAccepted: false });
    await page.goto("/#legal-areas");
    await page.getByRole("button", { name: "I Do Not Accept" }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it("has the landing sections, anchors and sign-in links", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    for (const id of ["features", "how-it-works", "legal-areas"]) {
      await expect.poll(() => page.locator(`#${id}`).count(), { message: id }).toBe(1);
    }
    await page.getByRole("banner").getByRole("link", { name: "Features" }).first().click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#features");
    await page.getByRole("banner").getByRole("link", { name: "Start Fighting Back" }).first().click();
    await page.waitForURL("**/auth");
    await page.context().close();
  });

  it("opens the mobile menu on a phone", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("link", { name: "How It Works" }).first().isVisible()).toBe(true);
    await expectAccessible(page, "landing on a phone with the menu open");
    await page.context().close();
  });

  it("shows Terms with 13 sections and Privacy with 14", async () => {
    const page = await e2e.newPage();
    await page.goto("/terms");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Terms/);
    expect(
      await page
        .locator("main section h2")
        .filter({ hasText: /^\d+\./ })
        .count(),
    ).toBe(13);
    await expectAccessible(page, "/terms");
    await page.goto("/privacy");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Privacy/);
    expect(
      await page
        .locator("main section h2")
        .filter({ hasText: /^\d+\./ })
        .count(),
    ).toBe(14);
    await expectAccessible(page, "/privacy");
    await page.context().close();
  });

  it("answers an unknown address with the 404 page", async () => {
    const page = await e2e.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).count()).toBe(1);
    await expectAccessible(page, "404");
    await page.context().close();
  });
});
