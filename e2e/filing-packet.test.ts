/**
 * "Get my filing packet" on a small claims case's page: the papers in order, the PDF download, how to file it, and
 * after filing what comes next, with its dates in her deadlines. Then the other side's: a tenant's eviction answer
 * offered as her packet, with how to file and serve it.
 */
import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { smallClaimsFilingFee } from "@shared/florida/fees";
import { formatMoney } from "@shared/i18n/format";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, registerThroughUi, useE2EApp, type Created } from "./support/e2e-app";
import { createCase, createDocument, SMALL_CLAIM } from "./support/seed";

describe.skipIf(!chromiumAvailable())("the filing packet on a case's page", () => {
  const e2e = useE2EApp();

  it("lists the papers, downloads one PDF, and says how to file it at the counter or online", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const roof = await createCase(page, { title: "Roof repair money", type: "small_claims", county: "Miami-Dade" });
    await createDocument(page, "Roof statement", "claim", roof.id);

    await page.goto(`/cases/${roof.id}`);
    const packet = page.getByTestId("filing-packet");
    await expect.poll(() => packet.getByRole("link", { name: "Get my filing packet" }).count()).toBe(1);
    const papers = await packet.getByRole("list", { name: "Papers in your packet, in filing order" }).innerText();
    expect(papers).toMatch(/Statement of Claim[\s\S]*Civil Cover Sheet[\s\S]*Summons\/Notice to Appear/);
    const fee = smallClaimsFilingFee(SMALL_CLAIM.claim_amount);
    if (!fee.ok) throw new Error("the sample claim has a filing fee");
    expect(await packet.innerText()).toContain(`Filing fee for a claim of $2,500.00: ${formatMoney(fee.fee, "whole")}`);
    expect(await packet.getByRole("link", { name: /Make a summons for each defendant/ }).getAttribute("href")).toBe(
      `/small-claims?tab=summons&case=${roof.id}`,
    );
    await expectAccessible(page, "/cases/{id} with its filing packet");

    const download = page.waitForEvent("download");
    await packet.getByRole("link", { name: "Get my filing packet" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Filing packet - Roof repair money.pdf");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // After filing: the case number, the days, and how the defendant is served; then what comes next, with dates.
    const after = page.getByTestId("after-filing");
    await after.getByLabel("Case number the clerk gave you").fill("2026-012345-SP-05");
    await after.getByLabel("Day you filed").fill("2026-08-03");
    await after.getByLabel("Pretrial conference date").fill("2026-09-14");
    await after.getByLabel("Served by").selectOption("sheriff");
    await after.getByRole("button", { name: "Save and show what comes next" }).click();
    await expect.poll(() => after.getByRole("heading", { name: "What comes next" }).count()).toBe(1);
    const steps = await after.innerText();
    expect(steps).toContain("Have the sheriff serve ABC Repairs LLC");
    expect(steps).toContain("By September 4, 2026");
    expect(steps).toContain("September 14, 2026: the pretrial conference");
    await expectAccessible(page, "/cases/{id} after filing");
    const deadlines = await api<{ title: string; dueDate: string }[]>(page, "GET", "/api/deadlines");
    expect(deadlines.map((deadline) => deadline.dueDate).sort()).toEqual(["2026-09-04", "2026-09-14"]);

    // A summons for the case: its wizard opens filled in from the case, on the first step the case does not answer
    // (or on the review); the answered steps are still there to check.
    await page.goto(`/small-claims?tab=summons&case=${roof.id}`);
    const plaintiff = page.getByLabel("Your full name (the plaintiff)");
    const caseNumber = page.getByLabel("Case number, if the clerk gave you one");
    const review = page.getByRole("button", { name: "Change the answers of step 1" });
    const previous = page.getByRole("button", { name: "Previous", exact: true });
    await expect
      .poll(async () => (await plaintiff.count()) + (await review.count()) + (await previous.count()))
      .toBeGreaterThan(0);
    const stepHeading = page.locator("main h4").first();
    const moveTo = async (button: Locator) => {
      const before = await stepHeading.textContent();
      await button.click();
      await expect.poll(() => stepHeading.textContent()).not.toBe(before);
    };
    for (let tries = 0; tries < 8 && (await plaintiff.count()) === 0; tries++) {
      await moveTo((await review.count()) > 0 ? review : previous);
    }
    await expect.poll(() => plaintiff.inputValue()).toBe(SMALL_CLAIM.plaintiff_name);
    const next = page.locator('main form button[type="submit"]').last();
    for (let tries = 0; tries < 8 && (await caseNumber.count()) === 0; tries++) await moveTo(next);
    expect(await caseNumber.inputValue()).toBe("2026-012345-SP-05");
  });

  it("offers the defendant's answer as her packet, with how to file it and send a copy to the other side", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const eviction = await createCase(page, { title: "Lakeview eviction", type: "landlord_tenant", county: "Orange" });
    await api<Created>(page, "POST", "/api/documents", {
      title: "Answer to Eviction Complaint",
      type: "eviction_answer",
      kind: "eviction_answer",
      format: "pdf",
      templateData: KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing,
      caseId: eviction.id,
    });

    await page.goto(`/cases/${eviction.id}`);
    const packet = page.getByTestId("filing-packet");
    await expect.poll(() => packet.getByRole("link", { name: "Get my filing packet" }).count()).toBe(1);
    const papers = await packet.getByRole("list", { name: "Papers in your packet, in filing order" }).innerText();
    expect(papers).toContain("Answer to Eviction Complaint");
    expect(papers).toContain("With, inside it: the Motion to Determine Rent, your counterclaim, the Certificate of Service");
    // How to file and serve it, from the content file, with her case's facts.
    const howTo = packet.getByTestId("how-to-file-answer");
    await expect.poll(() => howTo.getByRole("heading", { name: "How to file and serve it" }).count()).toBe(1);
    const text = await howTo.innerText();
    expect(text).toContain("File it by Monday, August 10, 2026.");
    expect(text).toContain("Take the original and the copies to the Clerk of the County Court in Orange County");
    expect(text).toContain("Find your case by its number, 2026-CC-004512-O.");
    expect(text).toContain("Documents: upload 01 Answer, Motion to Determine Rent and Counterclaim.pdf.");
    expect(text).toContain("send a copy to Robert Hale, Esq., at the address in your Certificate of Service");
    for (const heading of [
      "At the clerk's counter",
      "Your Motion to Determine Rent",
      "Online at www.myflcourtaccess.com",
      "Send a copy to the other side",
    ]) {
      expect(await howTo.getByRole("heading", { name: heading }).count(), heading).toBe(1);
    }
    expect(text).not.toContain("{if");
    // The record of filing and serving a summons is the plaintiff's: not on her page.
    expect(await page.getByTestId("after-filing").count()).toBe(0);
    await expectAccessible(page, "/cases/{id} with the defendant's filing packet");

    const download = page.waitForEvent("download");
    await packet.getByRole("link", { name: "Get my filing packet" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Filing packet - Lakeview eviction.pdf");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
