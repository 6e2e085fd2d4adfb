/**
 * Session privacy: a half-finished wizard belongs to the person who typed it (kept on the server, never in the
 * browser), a session that ends mid-wizard comes back to the same page and answers after signing in, and the
 * protected pages are never blank.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "@shared/documents/examples";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { chromiumAvailable } from "./support/chromium";
import { newEmail, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { fillToLastStep, openWizardTab } from "./support/fill-wizard";

const livingWill = findKind("living_will") as AnyDocumentKind;

async function logOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("**/auth");
}

async function logIn(page: Page, email: string) {
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill("orchid-lantern-42");
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Whatever of a draft this browser keeps: nothing, drafts are on the server. */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => /draft/i.test(key))
      .map((key) => localStorage.getItem(key) ?? ""),
  );

describe.skipIf(!chromiumAvailable())("a person's session and drafts in a shared browser", () => {
  const e2e = useE2EApp();

  it("never shows one person's half-finished wizard to the next person on the same browser", async () => {
    const page = await e2e.newPage();
    const first = await registerThroughUi(page);
    await openWizardTab(page, livingWill);
    await page.locator('[name="declarant_name"]').fill("Maria Alvarez");
    await page.locator('[name="declarant_address"]').fill("12 Palm Street, Miami, FL 33101");
    await expect.poll(() => page.getByRole("status").getByText("Saved", { exact: true }).count()).toBe(1);
    expect(await storedDrafts(page)).toEqual([]);

    await logOut(page);
    expect(await storedDrafts(page)).toEqual([]);

    await registerThroughUi(page, newEmail());
    let wizard = await openWizardTab(page, livingWill);
    // Her own name, from her account (registerThroughUi's), never the first person's answers.
    expect(await wizard.locator('[name="declarant_name"]').inputValue()).toBe("Maria Lopez");
    expect(await wizard.locator('[name="declarant_address"]').inputValue()).toBe("");
    expect(await page.locator("body").innerText()).not.toContain("Maria Alvarez");

    // The first person's draft is on the server, hers alone: it comes back when she signs in again.
    await logOut(page);
    await logIn(page, first);
    await page.waitForURL("**/dashboard");
    wizard = await openWizardTab(page, livingWill);
    expect(await wizard.locator('[name="declarant_name"]').inputValue()).toBe("Maria Alvarez");
    await page.context().close();
  });

  it("after the session ends mid-wizard, says Unauthorized, and signing in returns to the same step and answers", async () => {
    const page = await e2e.newPage();
    const email = await registerThroughUi(page);
    const wizard = await openWizardTab(page, livingWill);
    const answers = SAMPLE_ANSWERS.living_will as Record<string, unknown>;
    await fillToLastStep(page, wizard, livingWill, answers);
    const lastStep = await wizard.locator("h4").textContent();
    const address = page.url().replace(e2e.baseUrl, "");

    // The session ends on the server's side (cookie gone): the next write answers 401.
    await page.context().clearCookies();
    await wizard.getByRole("button", { name: "Generate Document" }).click();
    await expect.poll(() => page.getByText("Unauthorized", { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("You are logged out. Logging in again...").count()).toBeGreaterThan(0);
    await page.waitForURL("**/auth");

    await logIn(page, email);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === address);
    const again = page.locator("form").filter({ has: page.getByRole("button", { name: "Generate Document" }) });
    await expect.poll(() => again.locator("h4").textContent()).toBe(lastStep);
    await again.getByRole("button", { name: "Generate Document" }).click();
    await page.waitForURL("**/documents");
    await expect.poll(() => page.getByText("Document Generated Successfully").count(), { timeout: 12_000 }).toBeGreaterThan(0);
    expect(await storedDrafts(page)).toEqual([]);
    await page.context().close();
  }, 150_000);

  it("brings a signed-out visitor who followed a link back to that page after signing in", async () => {
    const page = await e2e.newPage();
    const email = await registerThroughUi(page);
    await logOut(page);
    // A fresh visit (a link from an e-mail or a bookmark), not the Back button after logging out.
    const visitor = await e2e.newPage();
    await visitor.goto("/documents?view=list");
    await visitor.waitForURL("**/auth");
    await logIn(visitor, email);
    await visitor.waitForURL("**/documents?view=list");
    await expect
      .poll(() => visitor.getByRole("heading", { level: 1 }).allTextContents(), { timeout: 10_000 })
      .toEqual(["My Documents"]);
    await page.context().close();
    await visitor.context().close();
  });

  it("after logging out, Back shows the sign-in page or a spinner, never a blank page, and the next person lands on the dashboard", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.goto("/cases");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.goBack();
    const blank = () =>
      page.evaluate(
        () => (document.getElementById("root")?.innerText.trim() ?? "") === "" && !document.querySelector('[role="status"]'),
      );
    for (let look = 0; look < 10; look++) {
      expect(await blank(), `blank page ${look * 50} ms after Back`).toBe(false);
      await page.waitForTimeout(50);
    }
    await page.waitForURL("**/auth");
    await expect.poll(() => page.getByRole("button", { name: "Log In" }).count()).toBe(1);
    await registerThroughUi(page, newEmail());
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.context().close();
  });
});
