import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MODULES } from "@shared/documents/kind";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useSignedInPage } from "./support/e2e-app";

/** The tabs of each module page, in order, as the product specification lists them. */
const SPEC_TABS: Record<(typeof DOCUMENT_MODULES)[number], string[]> = {
  "small-claims": ["Overview", "File Complaint", "Cover Sheet", "Summons", "Fee Waiver", "Respond to Lawsuit", "Resources"],
  "landlord-tenant": ["Overview", "Generate Notices", "I Got a Notice", "Tenant Defense", "Know Your Rights"],
  "security-deposits": ["Overview", "Demand Letter", "Small Claims", "Timeline"],
  "debt-defense": ["Overview", "Answer Lawsuit", "Request Validation", "Defenses"],
  "cease-desist": ["Overview", "Harassment", "Defamation", "IP Violations"],
  "power-of-attorney": ["Overview", "Durable POA", "Limited POA", "Requirements"],
  "living-wills": ["Overview", "Living Will", "Health Care Surrogate", "Requirements"],
};

async function tabNames(page: Page): Promise<string[]> {
  const tabs = page.getByRole("tab");
  // The page loads with its message catalogs: give a busy machine more than the default second.
  await expect.poll(() => tabs.count(), { timeout: 15_000 }).toBeGreaterThan(1);
  return (await tabs.allTextContents()).map((text) => text.trim());
}

describe.skipIf(!chromiumAvailable())("legal module pages", () => {
  const signedIn = useSignedInPage();

  for (const module of DOCUMENT_MODULES) {
    it(`/${module} has exactly the spec's tabs, each accessible`, async () => {
      const page = signedIn.page();
      await page.goto(`/${module}`);
      expect(await tabNames(page)).toEqual(SPEC_TABS[module]);
      for (const name of SPEC_TABS[module]) {
        await page.getByRole("tab", { name, exact: true }).click();
        await expect.poll(() => page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected")).toBe("true");
        await expectAccessible(page, `/${module}, tab ${name}`);
      }
    });
  }

  it("opens the right tab from the small claims quick-start buttons", async () => {
    const page = signedIn.page();
    const cases = [
      ["I want to sue someone", "File Complaint"],
      ["I'm being sued", "Respond to Lawsuit"],
      ["Learn about the process", "Resources"],
    ] as const;
    for (const [button, tab] of cases) {
      await page.goto("/small-claims");
      await page.getByRole("button", { name: new RegExp(button) }).click();
      await expect.poll(() => page.getByRole("tab", { name: tab, exact: true }).getAttribute("aria-selected")).toBe("true");
    }
  });

  it("keeps a half-finished wizard through a page reload", async () => {
    const page = signedIn.page();
    await page.goto("/small-claims?tab=complaint");
    const wizard = page.locator('form[aria-label="Statement of Claim"]');
    await wizard.locator('[name="plaintiff_name"]').fill("Rosa Diaz");
    await wizard.locator('[name="plaintiff_address"]').fill("12 Palm Street, Orlando, FL 32801");
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => wizard.locator("h4").textContent()).toMatch(/^Step 2 of/);
    await page.reload();
    await expect.poll(() => wizard.locator("h4").textContent()).toMatch(/^Step 2 of/);
    await wizard.getByRole("button", { name: "Previous" }).click();
    expect(await wizard.locator('[name="plaintiff_name"]').inputValue()).toBe("Rosa Diaz");
    expect(await wizard.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
  });

  it("calculates the security deposit to demand, never doubled", async () => {
    const page = signedIn.page();
    await page.goto("/security-deposits?tab=timeline");
    await page.getByLabel("Your security deposit").fill("1500");
    await page.getByLabel(/How much the landlord kept/).fill("900");
    await page.getByRole("radio", { name: "No notice at all" }).check();
    // No notice of a claim: everything the landlord kept is owed back (§ 83.49(3)(a)), and no more.
    await expect.poll(() => page.getByText("Ask the landlord for $900.").count()).toBeGreaterThan(0);
    // A notice on time: only the part of the charges the tenant disputes.
    await page.getByLabel(/How much of that is wrong/).fill("400");
    await page.getByRole("radio", { name: /Yes, within/ }).check();
    await expect.poll(() => page.getByText("Ask the landlord for $400.").count()).toBeGreaterThan(0);
    expect(await page.getByText(/\$1,800|\$3,000/).count()).toBe(0);
  });

  it("H6: the 3-day notice calculator asks landlord or tenant, and gives the tenant no mail days", async () => {
    const page = signedIn.page();
    await page.goto("/landlord-tenant");
    await page.getByLabel("The day the notice was delivered").fill("2026-11-24");
    await page.getByRole("radio", { name: "Yes, it was mailed" }).check();
    // No date until she says whose side she is on.
    await expect.poll(() => page.getByText(/Answer the questions above to see the last day/).count()).toBeGreaterThan(0);
    await page.getByRole("radio", { name: "I am the tenant" }).check();
    // Tue 11/24/2026: Wed 25, (Thanksgiving and the Friday after), Mon 30, Tue Dec 1; no mail days.
    await expect.poll(() => page.getByText("Tuesday, December 1, 2026").count()).toBeGreaterThan(0);
    expect(await page.getByText(/If the notice gives an earlier date, pay by the date in the notice\./).count()).toBeGreaterThan(
      0,
    );
    await page.getByRole("radio", { name: "I am the landlord" }).check();
    // Dec 1 + 5 mail days = Sun Dec 6: Monday Dec 7, then one more business day.
    await expect.poll(() => page.getByText("Tuesday, December 8, 2026").count()).toBeGreaterThan(0);
    await expectAccessible(page, "/landlord-tenant, 3-day notice calculator");
  });

  it("fits a 360 px phone", async () => {
    const phone = await signedIn.e2e.newPage({ viewport: PHONE });
    await registerThroughUi(phone);
    for (const module of DOCUMENT_MODULES) {
      await phone.goto(`/${module}`);
      await tabNames(phone);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/${module} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await phone.context().close();
  });
});
