/**
 * The glossary in Spanish: each English legal term is the headword, with its Spanish name beside it, the
 * Spanish meaning and example; search finds a term by either name, accents ignored.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage } from "./support/e2e-app";
import { openGlossary, termNames } from "./support/glossary-page";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Buscar en el glosario" });

describe.skipIf(!chromiumAvailable())("legal glossary in Spanish at 360 px", () => {
  const { page } = useSignedInPage({ viewport: PHONE });

  it("shows each English term with its Spanish name, meaning and example, accessible", async () => {
    await openGlossary(page(), "/glossary?lang=es");
    expect(await page().evaluate(() => document.documentElement.lang)).toBe("es");
    const entry = page().locator("#abandoned-property");
    const heading = entry.locator("h3");
    expect(await heading.innerText()).toMatch(/^Abandoned property\s*Propiedad abandonada$/);
    expect(await heading.locator("[lang='en']").innerText()).toBe("Abandoned property");
    expect(await entry.getByText(/^Cosas que un inquilino deja/).count()).toBe(1);
    expect(await pageIsWiderThanWindow(page())).toBe(false);
    await expectAccessible(page(), "/glossary in Spanish at 360 px");
    // axe over 300+ entries takes its time on a busy machine.
  }, 120_000);

  it("finds a term by its Spanish name without accents, or by its English name", async () => {
    await searchBox(page()).fill("citacion");
    await expect.poll(async () => (await termNames(page()))[0]).toMatch(/^Summons\s*Citación$/);
    await searchBox(page()).fill("eviction");
    await expect.poll(async () => (await termNames(page()))[0]).toMatch(/^Eviction\s*Desalojo$/);
    await searchBox(page()).fill("deposito de seguridad");
    await expect.poll(async () => (await termNames(page()))[0]).toMatch(/^Security deposit\s*Depósito de seguridad$/);
  });
});
