/**
 * "Get my filing packet" on a small claims case's page: the papers in order, the PDF download, how to file it, and
 * after filing what comes next, with its dates in her deadlines.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { smallClaimsFilingFee } from "@shared/florida/fees";
import { formatMoney } from "@shared/i18n/format";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, registerThroughUi, useE2EApp } from "./support/e2e-app";
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

    // A summons for the case: its wizard opens filled in from the case.
    await page.goto(`/small-claims?tab=summons&case=${roof.id}`);
    await expect.poll(() => page.getByLabel("Your full name (the plaintiff)").inputValue()).toBe(SMALL_CLAIM.plaintiff_name);
    expect(await page.getByLabel("Case number, if the clerk gave you one").inputValue()).toBe("2026-012345-SP-05");
  });
});
