import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import type { UserTemplateJson } from "@shared/templates/template-schemas";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { createCase } from "./support/seed";

const cards = (page: Page) => page.getByRole("tabpanel").getByTestId("template-card");
const seeText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe.skipIf(!chromiumAvailable())("templates in the browser", () => {
  const e2e = useE2EApp();

  it("creates a template with the keyboard, then uses it with auto-fill to make a PDF in My Documents", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const found = await createCase(page, {
      title: "AC out",
      type: "landlord_tenant",
      formData: { landlord_name: "Sunny Rentals LLC" },
    });
    await page.goto("/templates");
    await seeText(page, "No templates yet");
    await expectAccessible(page, "/templates (empty)");

    await page.getByRole("button", { name: "Create Template" }).click();
    const dialog = page.getByRole("dialog");
    // Nothing filled: the spec's message, and nothing is sent.
    await dialog.getByRole("button", { name: "Create Template" }).click();
    await seeText(page, "Missing Fields");
    await dialog.getByLabel("Template name").fill("Repair letter");
    await dialog.getByLabel("Document type").selectOption("notice");
    await dialog.getByLabel("Category").selectOption("landlord_tenant");
    await dialog.getByLabel("Template content").fill("Dear {{ landlord_name }},\n\nPlease fix: {{repair_details}}");
    expect(await dialog.getByRole("button", { name: "Add Variable" }).isDisabled()).toBe(true);
    await dialog.getByLabel("New variable name").fill("your_name");
    await dialog.getByLabel("New variable name").press("Enter");
    expect(await dialog.getByLabel("Template content").inputValue()).toContain("{{your_name}}");
    await expectAccessible(page, "/templates (create dialog)");
    await dialog.getByLabel("Template content").focus();
    await page.keyboard.press("Tab");
    await dialog.getByRole("button", { name: "Create Template" }).focus();
    await page.keyboard.press("Enter");
    await seeText(page, "Template Created");
    await expect.poll(() => cards(page).count()).toBe(1);

    await page.getByRole("button", { name: "Use Repair letter" }).click();
    const use = page.getByRole("dialog");
    await seeText(page, "Variables filled: 0 / 3");
    expect(await use.getByRole("button", { name: "Generate Document" }).isDisabled()).toBe(true);
    // Long names get a multi-line box.
    expect(await use.getByRole("textbox", { name: "repair_details" }).evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await use.getByLabel("Case to fill from").selectOption(found.id);
    await use.getByRole("button", { name: "Auto-Fill" }).click();
    await seeText(page, "Successfully auto-filled 2 variables from case data.");
    expect(await use.getByRole("textbox", { name: "landlord_name" }).inputValue()).toBe("Sunny Rentals LLC");
    expect(await use.getByRole("textbox", { name: "your_name" }).inputValue()).toBe("Maria Lopez");
    await seeText(page, "Variables filled: 2 / 3");
    await use.getByRole("textbox", { name: "repair_details" }).fill("<b>The air conditioner</b>");
    await seeText(page, "Ready to Generate");
    await expectAccessible(page, "/templates (use dialog)");
    await use.getByRole("button", { name: "Generate Document" }).click();
    await page.waitForURL("**/documents");
    await seeText(page, "Document Generated");

    const documents = await api<DocumentJson[]>(page, "GET", "/api/documents");
    expect(documents.map((document) => document.title)).toEqual(["Repair letter"]);
    const templates = await api<UserTemplateJson[]>(page, "GET", "/api/user-templates");
    expect(templates[0]?.usageCount).toBe(1);
    const download = await page.request.get(`/api/documents/${documents[0]!.id}/download`);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    await page.context().close();
  });

  it("copies a system letter in one click, duplicates and deletes with the spec's question, at 360 px", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/templates");
    await page.getByRole("tab", { name: "System Templates" }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(8);
    await page.getByLabel("Search templates").fill("repairs");
    await page.getByRole("button", { name: "Use this letter: Request for repairs (7-day notice)" }).click();
    await seeText(page, /Variables filled: 0 \/ \d+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/templates (use dialog) at 360 px");
    await page.keyboard.press("Escape");

    await page.getByLabel("Search templates").fill("");
    await page.getByRole("tab", { name: "My Templates" }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/templates at 360 px");

    await page.getByRole("button", { name: "Duplicate Request for repairs (7-day notice)" }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByLabel("Category").selectOption("general");
    await seeText(page, "No templates match your search");
    await page.getByRole("button", { name: "Clear search and filter" }).click();

    await page.getByRole("button", { name: "Delete Request for repairs (7-day notice) (copy)" }).click();
    await seeText(page, "Are you sure you want to delete this template?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await seeText(page, "Template Deleted");
    await expect.poll(() => cards(page).count()).toBe(1);
    await page.context().close();
  });
});
