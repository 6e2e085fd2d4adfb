/**
 * Español: the first visit follows the browser's language (pre-rendered, before any script), the switch on the
 * landing page, the sign-in page and the top bar changes the whole site at the same address, and the choice is
 * remembered in the browser and kept with the account. A wizard in Spanish says the papers stay English.
 */
import { describe, expect, it } from "vitest";
import { evictionAnswer } from "@shared/documents/eviction-answer";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, newEmail, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

const PASSWORD = "orchid-lantern-42";
const htmlLang = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.lang);

describe.skipIf(!chromiumAvailable())("Spanish", () => {
  const e2e = useE2EApp();

  it("a browser that asks for Spanish gets the public pages in Spanish, without JavaScript", async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      baseURL: e2e.baseUrl,
      javaScriptEnabled: false,
      locale: "es-US",
    });
    const page = await context.newPage();
    await page.goto("/");
    expect(await htmlLang(page)).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/tribunal sin abogado/);
    expect(await page.title()).toMatch(/ayuda gratis/);
    await page.goto("/auth");
    expect(await page.getByRole("tab", { name: "Iniciar sesión" }).count()).toBe(1);
    await context.close();
  });

  it("the landing page's switch turns the site Spanish at the same address, and the browser remembers it", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/");
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(/tribunal sin abogado/);
    expect(await htmlLang(page)).toBe("es");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.reload();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/tribunal sin abogado/);
    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(/court without a lawyer/);
    expect(await htmlLang(page)).toBe("en");
    await page.context().close();
  });

  it("the choice made in the top bar goes with the account to another browser", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const email = await registerThroughUi(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Panel principal");
    await expect
      .poll(async () => ((await (await page.request.get("/api/user")).json()) as { language: string }).language)
      .toBe("es");

    // Another browser, which never chose: she signs in on the English page and the site turns Spanish.
    const other = await e2e.newPage({ viewport: PHONE });
    await other.goto("/auth");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel(/^Password/).fill(PASSWORD);
    await other.getByRole("button", { name: "Log In" }).click();
    await other.waitForURL("**/dashboard");
    await expect.poll(() => other.getByRole("heading", { level: 1 }).innerText()).toBe("Panel principal");
    expect(await htmlLang(other)).toBe("es");
    // An API answer comes in Spanish too.
    const refused = await other.request.get("/api/no-such-thing");
    expect(((await refused.json()) as { message: string }).message).toBe("No se encontró");
    await page.context().close();
    await other.context().close();
  });

  it("a wizard in Spanish asks for answers in English and shows, under each defense, the words the paper prints", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto(`/${evictionAnswer.place.module}?tab=${evictionAnswer.place.tab}&lang=es`);
    const wizard = page.locator("form").filter({ has: page.getByRole("button", { name: "Anterior" }) });
    await page.locator(`[name="${evictionAnswer.fields[0].name}"]`).waitFor();
    // Step 1 asks for names: they go into the English paper as she types them.
    await expect.poll(() => wizard.getByText(/Escriba sus respuestas en inglés/).count()).toBe(1);

    const defenses = wizard.locator('input[name="defenses"]');
    for (let step = 1; step < 10 && !(await defenses.first().isVisible()); step++) {
      await fillStep(page, evictionAnswer, SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>);
      const heading = await wizard.locator("h4").textContent();
      await wizard.getByRole("button", { name: "Siguiente" }).click();
      await expect.poll(() => wizard.locator("h4").textContent()).not.toBe(heading);
    }
    const habitability = wizard.locator("label").filter({ has: page.locator('input[value="habitability"]') });
    expect(await habitability.innerText()).toMatch(
      /^Problemas de habitabilidad[\s\S]*En el documento: “Failure to maintain the premises”$/,
    );
    expect(await habitability.locator('[lang="en"]').innerText()).toBe("“Failure to maintain the premises”");
    await expectAccessible(page, "eviction answer wizard in Spanish, the defenses");
    await page.context().close();
  });

  it("signing up in Spanish keeps Spanish with the new account", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/auth?lang=es");
    await page.getByRole("tab", { name: "Crear cuenta" }).click();
    const email = newEmail();
    await page.getByRole("textbox", { name: /Correo electrónico/ }).fill(email);
    await page
      .getByRole("textbox", { name: /^Contraseña/ })
      .first()
      .fill(PASSWORD);
    await page.getByRole("textbox", { name: /Confirm/ }).fill(PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta gratis" }).click();
    await page.waitForURL("**/dashboard");
    expect(((await (await page.request.get("/api/user")).json()) as { language: string }).language).toBe("es");
    await page.context().close();
  });
});
