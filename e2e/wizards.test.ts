import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS, type AnyDocumentKind } from "@shared/documents/registry";
import { kindTextKeys } from "@shared/documents/field-text";
import { pdfFileName } from "@shared/file-name";
import { englishKindTitle, englishText } from "@server/documents/english-catalog";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, useSignedInPage } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

/** Opens the kind's module page and its tab (by the tab's name in the catalog), which shows its wizard. */
async function openWizard(page: Page, kind: AnyDocumentKind) {
  await page.goto(`/${kind.module}`);
  const tabName = englishText("kinds", kindTextKeys(kind.kind).tab, kind.values) ?? kind.kind;
  await page.getByRole("tab", { name: tabName, exact: true }).click();
  const wizard = page.locator(`form[aria-label="${englishKindTitle(kind.kind)}"]`);
  await wizard.waitFor({ state: "visible" });
  return wizard;
}

describe.skipIf(!chromiumAvailable())("every wizard, from its module page to the PDF", () => {
  const signedIn = useSignedInPage();

  it("checks a step before moving on, with the spec's message", async () => {
    const page = signedIn.page();
    const kind = DOCUMENT_KINDS[0];
    const wizard = await openWizard(page, kind);
    expect(await wizard.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => wizard.getByText("This field is required").count()).toBeGreaterThan(0);
    await expectAccessible(page, `${englishKindTitle(kind.kind)} with errors`);
  });

  for (const kind of DOCUMENT_KINDS) {
    it(`${englishKindTitle(kind.kind)} (${kind.kind})`, async () => {
      const page = signedIn.page();
      const answers = SAMPLE_ANSWERS[kind.kind] as Record<string, unknown>;
      const wizard = await openWizard(page, kind);
      await expectAccessible(page, `/${kind.module} with the ${englishKindTitle(kind.kind)} wizard`);
      for (let step = 1; step < 40; step++) {
        await fillStep(page, kind, answers);
        await expectAccessible(page, `${englishKindTitle(kind.kind)}, step ${step}`);
        const generate = wizard.getByRole("button", { name: "Generate Document" });
        if (await generate.isVisible()) {
          await generate.click();
          break;
        }
        const heading = await wizard.locator("h4").textContent();
        await wizard.getByRole("button", { name: "Next" }).click();
        await expect
          .poll(() => wizard.locator("h4").textContent(), { message: `${englishKindTitle(kind.kind)}: stuck on ${heading}` })
          .not.toBe(heading);
      }
      await page.waitForURL("**/documents");
      // Toasts take turns: a kind that makes a case says "Case Created" first, for its full 5 seconds.
      await expect.poll(() => page.getByText("Document Generated Successfully").count(), { timeout: 12_000 }).toBeGreaterThan(0);

      const item = page
        .getByRole("main")
        .locator("li")
        .filter({ has: page.getByRole("heading", { name: englishKindTitle(kind.kind), exact: true }) })
        .first();
      const download = page.waitForEvent("download");
      await item.getByRole("button", { name: /Download/ }).click();
      const file = await download;
      // Named after its title, with what a file name cannot hold ("/") replaced (file-name.ts).
      expect(file.suggestedFilename()).toBe(pdfFileName(englishKindTitle(kind.kind)));
      const bytes = await readFile((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      // Every step is checked for accessibility, the review too: the longest kinds take over a minute.
    }, 150_000);
  }
});
