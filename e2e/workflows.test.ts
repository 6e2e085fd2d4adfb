import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WORKFLOW_EXAMPLES } from "@shared/workflows/examples";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";

const example = WORKFLOW_EXAMPLES.demand_letter!;
const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
const stepShown = (page: Page, step: number) =>
  expect.poll(() => page.getByText(`Step ${step} of 5`, { exact: true }).count()).toBe(1);

async function fill(page: Page, names: readonly string[]) {
  for (const name of names) {
    const value = example[name];
    const control = page.locator(`main [name="${name}"]`);
    const tag = await control.first().evaluate((element) => `${element.tagName}:${element.getAttribute("type") ?? ""}`);
    if (Array.isArray(value)) {
      for (const item of value) await page.locator(`main [name="${name}"][value="${String(item)}"]`).check();
    } else if (tag.startsWith("SELECT")) await control.selectOption(String(value));
    else if (tag === "INPUT:radio") await page.locator(`main [name="${name}"][value="${String(value)}"]`).check();
    else await control.fill(String(value));
  }
}

describe.skipIf(!chromiumAvailable())("document workflows in the browser", () => {
  const e2e = useE2EApp();

  it("walks a demand letter from start to document on a phone, resuming after a reload", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/workflows");
    await expect.poll(() => page.getByRole("heading", { name: "Start a New Workflow" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Continue Your Workflows" }).count()).toBe(0);
    await expectAccessible(page, "/workflows");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("button", { name: "Start Demand Letter" }).click();
    await stepShown(page, 1);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await fill(page, ["yourName", "yourAddress"]);
    expect(await page.getByText(/write your answers in English/).count()).toBe(0);
    await expectAccessible(page, "workflow step 1");
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 2);
    await fill(page, ["recipientName", "recipientAddress", "recipientType"]);
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 3);
    await fill(page, ["demandType", "amountOwed", "incidentDate", "description"]);
    await page.getByRole("button", { name: "Save Progress" }).click();
    await toastShown(page, "Progress Saved");

    // Another day, another device: the workflow is offered again, where she left it.
    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Resume Previous Workflow?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectAccessible(page, "resume dialog");
    await dialog.getByRole("button", { name: "Resume Workflow" }).click();
    await stepShown(page, 3);
    expect(await page.locator('main [name="description"]').inputValue()).toBe(example.description);
    expect(await page.locator('main [name="yourName"]').count()).toBe(0);

    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 4);
    await fill(page, ["deadline", "consequences"]);
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 5);
    const main = page.locator("main");
    await expect.poll(() => main.getByText(/changes will require starting over/).count()).toBe(1);
    expect(await main.getByText("Tomas Herrera", { exact: true }).count()).toBe(1);
    expect(await main.getByText("Payment", { exact: true }).count()).toBe(1);
    await expectAccessible(page, "workflow review");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("button", { name: "Generate Document" }).click();
    await toastShown(page, "Workflow Completed! Your document has been generated successfully.");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/documents");
    const [workflow] = await api<WorkflowJson[]>(page, "GET", "/api/workflows");
    expect(workflow).toMatchObject({ status: "completed", workflowType: "demand_letter", documentId: expect.any(String) });
    const documents = await api<{ id: string; kind: string; title: string }[]>(page, "GET", "/api/documents");
    expect(documents.find((document) => document.id === workflow!.documentId)).toMatchObject({
      kind: "general_demand_letter",
      title: expect.stringMatching(/^Demand Letter - /),
    });
  });

  it("tells a Spanish reader to write her answers in English on a step that asks for words, as the wizard does", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/workflows?lang=es");
    await page.getByRole("button", { name: /^Empezar Carta de reclamo/ }).click();
    await expect.poll(() => page.getByText("Paso 1 de 5", { exact: true }).count()).toBe(1);
    const note = page.locator("main").getByText(/Escriba sus respuestas en inglés/);
    await expect.poll(() => note.count()).toBe(1);
    await expectAccessible(page, "Spanish workflow step 1");
  });
});
