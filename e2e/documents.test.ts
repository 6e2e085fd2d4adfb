import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { holdRequests } from "./support/hold-requests";
import { createCase, createDocument } from "./support/seed";

/**
 * Five documents, made in this order, so each sort order puts a different one first:
 * oldest Mango claim; Apple answer (first A to Z); Kiwi answer (the newest answer, first by type);
 * Zebra claim (first Z to A); newest Lemon claim.
 */
async function seedLibrary(page: Page) {
  const roof = await createCase(page, { title: "Roof repair", type: "small_claims" });
  const debt = await createCase(page, { title: "Credit card suit", type: "small_claims_answer" });
  await createDocument(page, "Mango claim", "claim", roof.id);
  await createDocument(page, "Apple answer", "answer");
  await createDocument(page, "Kiwi answer", "answer", debt.id);
  await createDocument(page, "Zebra claim", "claim");
  const lemon = await createDocument(page, "Lemon claim", "claim", roof.id);
  return { roof, debt, lemon };
}

const items = (page: Page) =>
  page.locator("main section[aria-labelledby='documents-heading'] h3, main section[aria-labelledby='documents-heading'] h4");
/** Read from the text itself, not its layout: cards off screen are not laid out (content-visibility), so have no innerText. */
const titles = async (page: Page) => (await items(page).allTextContents()).map((title) => title.trim());
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`).innerText();

describe.skipIf(!chromiumAvailable())("documents in the browser", () => {
  const e2e = useE2EApp();

  it("shows 6 placeholders while loading, then the empty state", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const release = await holdRequests(page, "**/api/documents?limit=*");
    await page.goto("/documents");
    await expect.poll(() => page.getByTestId("document-placeholder").count()).toBe(6);
    release();
    await expect.poll(() => page.getByRole("heading", { name: "No Documents Found" }).count()).toBe(1);
    await expect.poll(() => stat(page, "total")).toBe("0");
    expect(await page.getByRole("link", { name: "Start a Document" }).getAttribute("href")).toBe("/new-case");
    await expectAccessible(page, "/documents (empty)");
    await page.context().close();
  });

  it("sends a signed-out visitor to log in again when the list answers 401", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.route("**/api/documents?limit=*", (route) => route.fulfill({ status: 401, json: { message: "Unauthorized" } }));
    // Hold the trip to /api/login, so the page (and its toast) stays on screen while we look at it.
    let releaseLogin: () => void = () => undefined;
    const loginRequested = new Promise<void>((resolve) => {
      void page.route("**/api/login", async (route) => {
        if (!route.request().isNavigationRequest()) return route.continue();
        resolve();
        await new Promise<void>((release) => (releaseLogin = release));
        await route.continue();
      });
    });
    await page.goto("/documents");
    await expect.poll(() => page.getByText("You are logged out. Logging in again...").count()).toBeGreaterThan(0);
    // The browser asks for /api/login (which sends a signed-in visitor on to the app).
    await loginRequested;
    releaseLogin();
    await page.context().close();
  });

  it("counts, searches, filters, sorts, groups, downloads, views and deletes", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const { lemon } = await seedLibrary(page);
    await page.goto("/documents");
    await expect.poll(() => items(page).count()).toBe(5);
    await expect.poll(() => stat(page, "total")).toBe("5");
    await expect.poll(() => stat(page, "thisMonth")).toBe("5");
    await expect.poll(() => stat(page, "casesWithDocuments")).toBe("2");
    await expect.poll(() => stat(page, "documentTypes")).toBe("2");
    const lemonCard = page.locator("li").filter({ has: page.getByRole("heading", { name: "Lemon claim" }) });
    const lemonText = await lemonCard.innerText();
    expect(lemonText).toContain("Complaint");
    expect(lemonText).toMatch(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(lemonText).toContain("Case: Roof repair");
    expect(
      await page
        .locator("li")
        .filter({ has: page.getByRole("heading", { name: "Zebra claim" }) })
        .innerText(),
    ).toContain("Not linked to a case");
    await expectAccessible(page, "/documents (grid)");

    // Each sort order's first document (newest first by default).
    const sort = page.getByLabel("Sort by");
    expect(await sort.inputValue()).toBe("date_desc");
    expect((await titles(page))[0]).toBe("Lemon claim");
    const firsts: Record<string, string> = {
      date_asc: "Mango claim",
      title_asc: "Apple answer",
      title_desc: "Zebra claim",
      type_asc: "Kiwi answer",
      date_desc: "Lemon claim",
    };
    for (const [order, first] of Object.entries(firsts)) {
      await sort.selectOption(order);
      await expect.poll(async () => (await titles(page))[0]).toBe(first);
    }
    expect(await titles(page)).toEqual(["Lemon claim", "Zebra claim", "Kiwi answer", "Apple answer", "Mango claim"]);

    // Search by title and by the readable type label; the type filter.
    const search = page.getByLabel("Search documents");
    await search.fill("ZEB");
    await expect.poll(() => titles(page)).toEqual(["Zebra claim"]);
    await search.fill("complaint");
    await expect.poll(() => titles(page)).toEqual(["Lemon claim", "Zebra claim", "Mango claim"]);
    await search.fill("");
    await page.getByLabel("Type", { exact: true }).selectOption("answer");
    await expect.poll(() => titles(page)).toEqual(["Kiwi answer", "Apple answer"]);
    await page.getByLabel("Type", { exact: true }).selectOption("motion");
    await expect.poll(() => page.getByRole("heading", { name: "No Documents Found" }).count()).toBe(1);
    expect(await page.getByText(/No document matches your search or type/).count()).toBe(1);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => items(page).count()).toBe(5);

    // The three views.
    const view = page.getByRole("group", { name: "Show documents as" });
    expect(await view.getByRole("button", { name: "Grid" }).getAttribute("aria-pressed")).toBe("true");
    const gridWidth = (await lemonCard.boundingBox())!.width;
    await view.getByRole("button", { name: "List" }).click();
    expect(await view.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    expect(await view.getByRole("button", { name: "Grid" }).getAttribute("aria-pressed")).toBe("false");
    await expect.poll(async () => (await lemonCard.boundingBox())!.width).toBeGreaterThan(gridWidth * 1.5);
    expect(await titles(page)).toHaveLength(5);
    await expectAccessible(page, "/documents (list)");
    await view.getByRole("button", { name: "By case" }).click();
    const groups = page.locator("main section[aria-labelledby='documents-heading'] h3");
    await expect
      .poll(() => groups.allInnerTexts())
      .toEqual(["Roof repair (2 documents)", "Credit card suit (1 document)", "Not linked to a case (2 documents)"]);
    const group = (heading: string) =>
      page
        .locator("main section[aria-labelledby='documents-heading'] section")
        .filter({ has: page.getByRole("heading", { name: heading, level: 3 }) });
    expect(await group("Roof repair").locator("h4").allInnerTexts()).toEqual(["Lemon claim", "Mango claim"]);
    expect(await group("Not linked to a case").locator("h4").allInnerTexts()).toEqual(["Zebra claim", "Apple answer"]);
    await expectAccessible(page, "/documents (by case)");
    await view.getByRole("button", { name: "Grid" }).click();

    // Download: the PDF, named after the title.
    const downloadButton = page.getByRole("button", { name: "Download Lemon claim" });
    const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe("Lemon claim.pdf");
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expect.poll(() => page.getByText("Download Started").count()).toBeGreaterThan(0);
    expect(await downloadButton.isEnabled()).toBe(true);

    // View: the inline PDF in a new tab.
    const viewLink = page.getByRole("link", { name: /^View Lemon claim/ });
    expect(await viewLink.getAttribute("href")).toBe(`/api/documents/${lemon.id}/download?inline=1`);
    expect(await viewLink.getAttribute("target")).toBe("_blank");
    const inline = await page.request.get(`/api/documents/${lemon.id}/download?inline=1`);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline/);

    // Delete, after confirming.
    await page.getByRole("button", { name: "Delete Zebra claim" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this document?" });
    await expect.poll(() => confirm.count()).toBe(1);
    await expectAccessible(page, "delete document dialog");
    await confirm.getByRole("button", { name: "Delete Document" }).click();
    await expect.poll(() => page.getByText("Document Deleted").count()).toBeGreaterThan(0);
    await expect.poll(() => titles(page)).toEqual(["Lemon claim", "Kiwi answer", "Apple answer", "Mango claim"]);
    await expect.poll(() => stat(page, "total")).toBe("4");
    await page.context().close();
  });

  it("says so when a download fails", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await createDocument(page, "Broken claim", "claim");
    await page.route("**/download", (route) => route.fulfill({ status: 500, json: { message: "Something went wrong" } }));
    await page.goto("/documents");
    await page.getByRole("button", { name: "Download Broken claim" }).click();
    await expect.poll(() => page.getByText("Failed to download document. Please try again.").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("fits a 360 px phone", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await seedLibrary(page);
    await page.goto("/documents");
    await expect.poll(() => items(page).count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/documents at 360 px");
    await page.getByRole("button", { name: "By case" }).click();
    await expect.poll(() => page.getByRole("heading", { name: /Not linked to a case/ }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
