/**
 * Wizard drafts live on the server: answers typed on one device are there on another signed in as the same person,
 * signing out leaves no draft in the browser, and making the document throws the draft away.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "@shared/documents/examples";
import { findKind, type AnyDocumentKind } from "@shared/documents/registry";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { fillToLastStep, openWizardTab } from "./support/fill-wizard";

const livingWill = findKind("living_will") as AnyDocumentKind;

async function logIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill("orchid-lantern-42");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/dashboard");
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("**/auth");
}

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => /draft/i.test(key)));

describe.skipIf(!chromiumAvailable())("wizard drafts on the server", () => {
  const e2e = useE2EApp();

  it("resumes on another device, leaves nothing in the browser, and goes once the document is made", async () => {
    const phone = await e2e.newPage();
    const email = await registerThroughUi(phone);
    let wizard = await openWizardTab(phone, livingWill);
    await wizard.locator('[name="declarant_name"]').fill("Maria Alvarez");
    await wizard.locator('[name="declarant_address"]').fill("12 Palm Street, Miami, FL 33101");
    await expect.poll(() => wizard.getByRole("status").getByText("Saved", { exact: true }).count()).toBe(1);
    await expectAccessible(phone, "living will wizard, its draft saved");
    expect(await draftKeys(phone)).toEqual([]);

    // Another device: a new browser with its own storage, signed in as the same person.
    const laptop = await e2e.newPage();
    await logIn(laptop, email);
    const there = await openWizardTab(laptop, livingWill);
    expect(await there.locator('[name="declarant_name"]').inputValue()).toBe("Maria Alvarez");
    expect(await there.locator('[name="declarant_address"]').inputValue()).toBe("12 Palm Street, Miami, FL 33101");
    expect(await draftKeys(laptop)).toEqual([]);
    await logOut(laptop);
    expect(await draftKeys(laptop)).toEqual([]);
    await laptop.context().close();

    // Back on the first device: she finishes, and the draft is gone with the document made.
    wizard = await openWizardTab(phone, livingWill);
    expect(await wizard.locator('[name="declarant_name"]').inputValue()).toBe("Maria Alvarez");
    await fillToLastStep(phone, wizard, livingWill, SAMPLE_ANSWERS.living_will as Record<string, unknown>);
    await expectAccessible(phone, "living will review");
    await wizard.getByRole("button", { name: "Generate Document" }).click();
    await phone.waitForURL("**/documents");
    await expect.poll(async () => (await phone.request.get("/api/drafts/living_will")).status()).toBe(404);
    await logOut(phone);
    expect(await draftKeys(phone)).toEqual([]);
    await phone.context().close();
  }, 120_000);

  it("asks before loading newer answers saved on another device, and loads them when she says so", async () => {
    const phone = await e2e.newPage();
    const email = await registerThroughUi(phone);
    const laptop = await e2e.newPage();
    await logIn(laptop, email);
    const here = await openWizardTab(phone, livingWill);
    const there = await openWizardTab(laptop, livingWill);
    const saved = (wizard: typeof here) =>
      expect.poll(() => wizard.getByRole("status").getByText("Saved", { exact: true }).count()).toBe(1);

    await there.locator('[name="declarant_name"]').fill("Maria From Laptop");
    await saved(there);
    // The phone opened before that save: its next save is refused, and she is asked what to keep.
    await here.locator('[name="declarant_name"]').fill("Maria From Phone");
    const dialog = phone.getByRole("dialog", { name: "Newer answers were saved" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectAccessible(phone, "newer draft question");
    // Behind the question (the form is hidden from the accessibility tree meanwhile), her answer is untouched.
    expect(await phone.locator('form [name="declarant_name"]').inputValue()).toBe("Maria From Phone");
    await dialog.getByRole("button", { name: "Load the newer answers" }).click();
    await expect.poll(() => here.locator('[name="declarant_name"]').inputValue()).toBe("Maria From Laptop");
    await phone.context().close();
    await laptop.context().close();
  }, 90_000);
});
