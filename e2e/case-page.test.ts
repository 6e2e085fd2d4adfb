import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { createCase, createDocument, SMALL_CLAIM } from "./support/seed";

describe.skipIf(!chromiumAvailable())("a case's page in the browser", () => {
  const e2e = useE2EApp();

  it("changes the status, edits and deletes a case; its document stays, unlinked", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const roof = await createCase(page, {
      title: "Roof repair money",
      type: "small_claims",
      county: "Miami-Dade",
      description: "ABC Repairs took my money.",
      formData: SMALL_CLAIM,
    });
    await createDocument(page, "Roof statement", "claim", roof.id);

    await page.goto(`/cases/${roof.id}`);
    await expect.poll(() => page.getByRole("heading", { name: "Roof repair money", level: 2 }).count()).toBe(1);
    const main = page.locator("main");
    // The wizard's answers come once the page has painted (their labels need the document catalog).
    await expect.poll(() => main.getByText("How much money are you asking for?").count()).toBe(1);
    const text = await main.innerText();
    expect(text).toContain("ABC Repairs took my money.");
    expect(text).toContain("Miami-Dade County");
    expect(text).toContain(roof.id.slice(0, 8).toUpperCase());
    // The wizard's answers, labelled from the catalog, with money and dates written out.
    expect(text).toContain("How much money are you asking for?");
    expect(text).toContain("$2,500.00");
    expect(text).toContain("March 5, 2026");
    await expect.poll(() => main.getByRole("heading", { name: "Roof statement" }).count()).toBe(1);
    expect(await main.getByRole("button", { name: "Download Roof statement" }).count()).toBe(1);
    expect(await main.getByRole("link", { name: /View Roof statement/ }).getAttribute("href")).toMatch(/\/download\?inline=1$/);
    expect(await main.getByRole("link", { name: /Open Small Claims/ }).getAttribute("href")).toBe("/small-claims");
    expect(await main.getByRole("link", { name: "Go to My Documents" }).count()).toBe(1);
    await expectAccessible(page, "/cases/{id}");

    // Status: saved at once, still there after a reload.
    await page.getByLabel("Case status").selectOption("filed");
    await expect.poll(() => page.getByText("Status Updated").count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByLabel("Case status").inputValue()).toBe("filed");

    // Edit: client validation, then the saved changes.
    await page.getByRole("button", { name: "Edit Case" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit case" });
    await dialog.getByLabel("Title").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => dialog.getByText("Please give the case a title").count()).toBe(1);
    await expectAccessible(page, "edit case dialog");
    await dialog.getByLabel("Title").fill("Roof repair (edited)");
    await dialog.getByLabel("Case number").fill("2026-SC-000123");
    await dialog.getByLabel("County").selectOption("Orange");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Case Updated").count()).toBeGreaterThan(0);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: "Roof repair (edited)", level: 2 }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => main.getByText("2026-SC-000123").count()).toBe(1);
    expect(await main.getByText("Orange County").count()).toBe(1);

    // Delete: the confirmation says the document is kept; afterwards it is no longer linked.
    await page.getByRole("button", { name: "Delete Case" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this case?" });
    await expect.poll(() => confirm.getByText(/Its 1 document will be kept in My Documents/).count()).toBe(1);
    await expectAccessible(page, "delete case dialog");
    await confirm.getByRole("button", { name: "Delete Case" }).click();
    await page.waitForURL("**/cases");
    await expect.poll(() => page.getByText("Case Deleted").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("heading", { name: "No cases found" }).count()).toBe(1);
    const documents = await api<{ title: string; caseId: string | null }[]>(page, "GET", "/api/documents");
    expect(documents).toEqual([expect.objectContaining({ title: "Roof statement", caseId: null })]);
    await page.goto("/documents");
    await expect.poll(() => page.getByText("Not linked to a case").count()).toBe(1);

    // Its address now answers "Case not found", with the way back.
    await page.goto(`/cases/${roof.id}`);
    await expect.poll(() => page.getByRole("heading", { name: "Case not found" }).count()).toBe(1);
    await expectAccessible(page, "/cases/{unknown id}");
    await page.goto("/cases/not-a-case");
    await expect.poll(() => page.getByRole("heading", { name: "Case not found" }).count()).toBe(1);
    await page.getByRole("link", { name: "Back to My Cases" }).click();
    await page.waitForURL("**/cases");
    await page.context().close();
  });

  it("shows the server's field errors on the edit form's fields", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const item = await createCase(page, { title: "Fence dispute", type: "small_claims" });
    await page.route(`**/api/cases/${item.id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 400,
            json: { message: "Please check the case number", fieldErrors: { caseNumber: ["That case number is already used"] } },
          })
        : route.continue(),
    );
    await page.goto(`/cases/${item.id}`);
    await page.getByRole("button", { name: "Edit Case" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit case" });
    await dialog.getByLabel("Case number").fill("2026-SC-1");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => dialog.getByText("That case number is already used").count()).toBe(1);
    expect(await dialog.getByLabel("Case number").getAttribute("aria-invalid")).toBe("true");
    await page.context().close();
  });

  it("does not show another person's case", async () => {
    const owner = await e2e.newPage();
    await registerThroughUi(owner);
    const secret = await createCase(owner, { title: "Private matter", type: "living_will" });
    const stranger = await e2e.newPage();
    await registerThroughUi(stranger);
    await stranger.goto(`/cases/${secret.id}`);
    await expect.poll(() => stranger.getByRole("heading", { name: "Case not found" }).count()).toBe(1);
    expect(await stranger.getByText("Private matter").count()).toBe(0);
    await owner.context().close();
    await stranger.context().close();
  });
});
