/**
 * In the browser: read in Spanish, the translator explains an English 3-day notice in Spanish (key
 * points with every amount and date as the notice writes them); with no model on the server, the Simplified tab says
 * that a full Spanish version needs the AI model and shows the plain English text marked as English.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";

const NOTICE = readFileSync(new URL("../src/server/translator/samples/three-day-notice.txt", import.meta.url), "utf8");
// The translator's thread is shared with the other browser tests running beside this one (photos among them).
const SERVER_WORK = { timeout: 60_000 };

describe.skipIf(!chromiumAvailable())("the translator in Spanish at 360 px", { timeout: 180_000 }, () => {
  const e2e = useE2EApp();

  it("explains an English notice in Spanish, and says the full Spanish text needs the AI model", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Panel principal");
    await page.goto("/translator");
    const main = page.locator("main");
    await main.getByRole("textbox", { name: "O pegue el texto aquí" }).fill(NOTICE);
    await main.getByRole("button", { name: "Traducir", exact: true }).click();

    const latest = main.locator("section[aria-labelledby='translation-heading']");
    const note = latest.getByRole("note");
    await expect.poll(() => note.innerText(), SERVER_WORK).toMatch(/La versión completa en español necesita el modelo de IA/);
    expect(await latest.getByText("Texto completo en inglés sencillo").count()).toBe(1);
    // The Simplified tab's English text (what the paper names, above it, is marked English too).
    const english = latest.getByRole("tabpanel").locator("[lang='en']").first();
    expect(await english.innerText()).toContain("$1,275.00");
    await expectAccessible(page, "/translator in Spanish, Simplified tab");

    await latest.getByRole("tab", { name: "Puntos clave" }).click();
    const points = latest.getByRole("tabpanel");
    await expect
      .poll(() => points.innerText())
      .toMatch(/Fecha o plazo para pagar o entregar la vivienda \(mudarse\): 3 días y March 12, 2025 \(12 de marzo de 2025\)/);
    expect(await points.innerText()).toContain("$1,275.00");
    expect(await points.getByText("En el papel (en inglés):").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
    await expectAccessible(page, "/translator in Spanish, Key points tab");
    await page.context().close();
  });
});
