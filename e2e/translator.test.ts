import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, type TranslationJson } from "@shared/translations";
import { makeScannedPdf, makeTextPdf } from "@server/translator/test-support/pdf";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { holdRequests } from "./support/hold-requests";

const sample = (name: string) => readFileSync(new URL(`../src/server/translator/samples/${name}`, import.meta.url), "utf8");
const NOTICE = sample("three-day-notice.txt");
const NOTICE_TO_CURE = sample("seven-day-notice-to-cure.txt");
const COLLECTION_LETTER = sample("collection-letter.txt");

/** Long enough for a translation on a busy machine. */
// The translator's thread is shared with the other browser tests running beside this one (photos among them).
const SERVER_WORK = { timeout: 60_000 };
const shown = (where: Page | Locator, text: string | RegExp) =>
  expect
    .poll(() => where.getByText(text, typeof text === "string" ? { exact: true } : undefined).count(), SERVER_WORK)
    .toBeGreaterThan(0);
const pageIsWiderThanPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
/** The text of a tab panel as the browser shows it, white space collapsed. */
const squashed = (text: string) => text.replace(/\s+/g, " ").trim();

describe.skipIf(!chromiumAvailable())("the plain-English translator in the browser at 360 px", { timeout: 180_000 }, () => {
  const e2e = useE2EApp();
  let phone: Page | undefined;
  const page = () => phone!;
  const main = () => page().locator("main");
  const textArea = () => main().getByRole("textbox", { name: "Or paste the text here" });
  const translateButton = () => main().getByRole("button", { name: "Translate", exact: true });
  const latest = () => main().locator("section[aria-labelledby='translation-heading']");
  const history = () => main().locator("section[aria-labelledby='translation-history-heading']");
  const choose = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    main().getByTestId("translator-file").setInputFiles(file);

  beforeAll(async () => {
    phone = await e2e.newPage({ viewport: PHONE });
    await phone.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await registerThroughUi(phone);
  });

  it("opens from the footer's address, empty, with Translate disabled while there is nothing to translate", async () => {
    await page().goto("/plain-english-translator");
    await page().waitForURL("**/translator");
    await expect.poll(() => page().getByRole("heading", { name: "Plain English Translator", level: 1 }).count()).toBe(1);
    await expect.poll(() => textArea().count()).toBe(1);
    expect(await translateButton().isDisabled()).toBe(true);
    await textArea().fill("   \n  ");
    expect(await translateButton().isDisabled()).toBe(true);
    expect(await main().getByText("Your plain-English translation will appear here.").count()).toBe(1);
    expect(await pageIsWiderThanPhone(page())).toBe(false);
    await expectAccessible(page(), "/translator, empty");
  });

  it("translates pasted text, shows the four tabs, links the legal terms and copies the current tab", async () => {
    await textArea().fill(NOTICE);
    // While it works: a busy state that says so, and no second click.
    const release = await holdRequests(page(), "**/api/translate");
    await translateButton().click();
    const busy = main().getByRole("status").filter({ hasText: "Reading and translating your document…" });
    await expect.poll(() => busy.count()).toBe(1);
    expect(await main().getByRole("button", { name: "Translating…" }).isDisabled()).toBe(true);
    await expectAccessible(page(), "/translator, translating");
    release();
    await shown(page(), "Translation Complete");
    await expect.poll(() => busy.count()).toBe(0);
    await page().unroute("**/api/translate");
    await expect.poll(() => textArea().inputValue()).toBe("");
    expect(await translateButton().isDisabled()).toBe(true);

    const [saved] = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(saved!.originalContent).toBe(NOTICE.trim());
    expect(saved!.legalTermDetails.length).toBeGreaterThan(0);
    expect(saved!.keyPointDetails.length).toBeGreaterThan(0);

    await expect.poll(() => latest().getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    expect(await latest().getByRole("heading", { name: "Pasted text", level: 3 }).count()).toBe(1);
    const complexity = { simple: "Simple", moderate: "Moderate", complex: "Complex" }[saved!.complexity];
    expect(await latest().getByText(complexity, { exact: true }).count()).toBe(1);
    expect(
      await latest()
        .getByText(new RegExp(`grade ${Math.max(1, Math.round(saved!.readingGrade.original))};`))
        .count(),
    ).toBe(1);

    const tabs = latest().getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["Simplified", "Key Points", "Legal Terms", "Original"]);
    const panel = latest().getByRole("tabpanel");
    expect(squashed(await panel.innerText())).toBe(squashed(saved!.simplifiedContent));
    await expectAccessible(page(), "/translator, Simplified tab");

    await latest().getByRole("tab", { name: "Key Points" }).click();
    await expect.poll(async () => squashed(await panel.innerText())).toContain(squashed(saved!.keyPoints[0]!));
    expect(await panel.getByRole("listitem").count()).toBe(saved!.keyPointDetails.length);
    await expectAccessible(page(), "/translator, Key Points tab");

    await latest().getByRole("tab", { name: "Legal Terms" }).click();
    const [firstTerm] = saved!.legalTermDetails;
    const termLink = panel.getByRole("link", { name: `${firstTerm!.term}: see the glossary` });
    await expect.poll(() => termLink.count()).toBe(1);
    expect(await termLink.getAttribute("href")).toBe(`/glossary#${firstTerm!.slug}`);
    expect(await panel.getByRole("link").count()).toBe(saved!.legalTermDetails.length);
    await expectAccessible(page(), "/translator, Legal Terms tab");

    // Copy Text copies the tab being read, says "Copied" for two seconds, then offers to copy again.
    await latest().getByRole("tab", { name: "Original" }).click();
    await expect.poll(async () => squashed(await panel.innerText())).toBe(squashed(saved!.originalContent));
    await latest().getByRole("button", { name: "Copy Text" }).click();
    await expect.poll(() => latest().getByRole("button", { name: "Copied" }).count()).toBe(1);
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(saved!.originalContent);
    await expect.poll(() => latest().getByRole("button", { name: "Copy Text" }).count(), { timeout: 4000 }).toBe(1);
    await latest().getByRole("tab", { name: "Legal Terms" }).click();
    await latest().getByRole("button", { name: "Copy Text" }).click();
    await expect
      .poll(() => page().evaluate(() => navigator.clipboard.readText()))
      .toContain(`${firstTerm!.term}: ${firstTerm!.meaning}`);

    // The term's link opens its glossary entry.
    await termLink.click();
    await page().waitForURL(`**/glossary#${firstTerm!.slug}`);
    await expect.poll(() => page().locator(`[id="${firstTerm!.slug}"]`).count(), SERVER_WORK).toBe(1);
    await page().goBack();
    await expect.poll(() => latest().getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    expect(await pageIsWiderThanPhone(page())).toBe(false);
  });

  it("refuses other file types and files over the limit in the browser, with the spec's words", async () => {
    // Photos are read (JPEG and PNG: e2e/translator-photo.test.ts); other pictures are not.
    await choose({ name: "scan.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await shown(
      main(),
      "Invalid File Type: Please choose a PDF, a Word file (.docx), a text file (.txt) or a photo (JPEG or PNG)",
    );
    expect(await textArea().getAttribute("aria-invalid")).toBe("true");
    expect(await translateButton().isDisabled()).toBe(true);
    await expectAccessible(page(), "/translator, invalid file type");

    await choose({ name: "huge.txt", mimeType: "text/plain", buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, "a") });
    await shown(main(), `File Too Large: Please upload a file of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or less.`);
    expect(await textArea().inputValue()).toBe("");
  });

  it("reads a text file into the text area, and sends a PDF to be read on the server", async () => {
    await choose({ name: "notice-to-cure.txt", mimeType: "text/plain", buffer: Buffer.from(NOTICE_TO_CURE) });
    await expect.poll(() => textArea().inputValue()).toBe(NOTICE_TO_CURE);
    expect(await main().getByText("Text from notice-to-cure.txt. You can edit it before translating.").count()).toBe(1);
    expect(await textArea().getAttribute("aria-invalid")).toBeNull();
    await translateButton().click();
    await shown(page(), "Translation Complete");
    await expect.poll(() => latest().getByRole("heading", { name: "notice-to-cure.txt", level: 3 }).count(), SERVER_WORK).toBe(1);
    await expect.poll(() => textArea().inputValue()).toBe("");

    const pdf = await makeTextPdf([COLLECTION_LETTER]);
    await choose({ name: "collection-letter.pdf", mimeType: "application/pdf", buffer: pdf });
    await shown(main(), "collection-letter.pdf will be processed when you translate it.");
    expect(await textArea().count()).toBe(0);
    await expectAccessible(page(), "/translator, PDF chosen");
    await translateButton().click();
    await shown(page(), "Translation Complete");
    await expect
      .poll(() => latest().getByRole("heading", { name: "collection-letter.pdf", level: 3 }).count(), SERVER_WORK)
      .toBe(1);
    await expect.poll(() => textArea().count()).toBe(1);
    const [fromPdf] = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(fromPdf).toMatchObject({ originalFileName: "collection-letter.pdf", source: "pdf" });
    await latest().getByRole("tab", { name: "Original" }).click();
    await expect.poll(() => latest().getByRole("tabpanel").innerText()).toContain("Apex Recovery Services");

    // The server's own message for a file it cannot read is shown as it comes.
    await choose({ name: "scan.pdf", mimeType: "application/pdf", buffer: await makeScannedPdf() });
    await translateButton().click();
    await shown(main(), /^No Text Found: This PDF has no text layer/);
    await shown(page(), "No Text Found");
    expect(await main().getByText("scan.pdf will be processed when you translate it.").count()).toBe(1);
    await main().getByRole("button", { name: "Remove file" }).click();
    await expect.poll(() => textArea().count()).toBe(1);
    expect(await pageIsWiderThanPhone(page())).toBe(false);
  });

  it("lists older translations, shows one, deletes one after asking, and saves one as a document", async () => {
    const all = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(all.map((each) => each.originalFileName)).toEqual(["collection-letter.pdf", "notice-to-cure.txt", null]);
    const rows = history().getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getByRole("heading", { level: 3 }).innerText()).toBe("notice-to-cure.txt");
    expect(await rows.nth(1).getByRole("heading", { level: 3 }).innerText()).toBe("Pasted text");
    expect(await rows.nth(1).locator("time").getAttribute("datetime")).toBe(all[2]!.createdAt);
    await expectAccessible(page(), "/translator, with history");

    await rows.nth(0).getByRole("button", { name: "View notice-to-cure.txt" }).click();
    await expect.poll(() => latest().getByRole("heading", { name: "Earlier Translation" }).count()).toBe(1);
    expect(await latest().getByRole("heading", { name: "notice-to-cure.txt", level: 3 }).count()).toBe(1);
    expect(await rows.nth(0).getAttribute("aria-current")).toBe("true");

    // Delete asks first; Cancel keeps it.
    await rows.nth(0).getByRole("button", { name: "Delete notice-to-cure.txt" }).click();
    const dialog = page().getByRole("alertdialog");
    await expect.poll(() => dialog.getByText(/“notice-to-cure\.txt” will be deleted for good/).count()).toBe(1);
    await expectAccessible(page(), "/translator, delete dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rows.count()).toBe(2);
    await rows.nth(0).getByRole("button", { name: "Delete notice-to-cure.txt" }).click();
    await dialog.getByRole("button", { name: "Delete translation" }).click();
    await shown(page(), "Translation Deleted");
    await expect.poll(() => rows.count(), SERVER_WORK).toBe(1);
    await expect.poll(() => latest().getByRole("heading", { name: "Latest Translation" }).count()).toBe(1);
    const left = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(left.map((each) => each.originalFileName)).toEqual(["collection-letter.pdf", null]);

    // Save as document: a PDF in My Documents.
    await latest().getByRole("button", { name: "Save as document" }).click();
    await shown(page(), "Saved to My Documents");
    const open = latest().getByRole("link", { name: "Open My Documents" });
    await expect.poll(() => open.count(), SERVER_WORK).toBe(1);
    await expectAccessible(page(), "/translator, saved as a document");
    await open.click();
    await page().waitForURL("**/documents");
    await shown(main(), "Plain English: collection-letter.pdf");
  });

  it("has every word in the catalog: each tab in the pseudo-locale, with nothing missing or pushing the page sideways", async () => {
    await page().goto("/translator?lang=en-XA");
    const tabs = latest().getByRole("tab");
    await expect.poll(() => tabs.count(), SERVER_WORK).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      await tabs.nth(index).click();
      expect(await pageIsWiderThanPhone(page()), `tab ${index + 1}`).toBe(false);
    }
    expect(await page().evaluate(() => [...new Set(window.__missingMessages ?? [])])).toEqual([]);
    // Every word but the document's own text is accented (from a catalog), the history's words too.
    expect(await history().getByRole("heading", { level: 2 }).innerText()).not.toBe("Translation History");
    await expectAccessible(page(), "/translator in the pseudo-locale");
  });
});
