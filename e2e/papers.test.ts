/**
 * The public paper reader (/papers) in the browser at 360 px: reached from the landing page and the 404 page,
 * pre-rendered, it reads a pasted paper for a visitor without an account, with the translator's layout, and keeps
 * nothing; "Save this and its deadlines" takes her through sign-up to the translator, which stores the paper in her
 * history and adds its dates to her deadlines. In Spanish too. Axe clean at each step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PaperActionJson } from "@shared/papers";
import type { TranslationJson } from "@shared/translations";
import { readCorpusPaper } from "@server/papers/test-support/corpus/score";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, newEmail, pageIsWiderThanWindow, PHONE, useE2EApp } from "./support/e2e-app";

const SUMMONS = readCorpusPaper("tuned/eviction-summons-bilingual.txt");
// The translator's thread is shared with the other browser tests running beside this one.
const SERVER_WORK = { timeout: 60_000 };
/** The day she was given it: a past day, as the form allows no later one. */
const RECEIVED_ON = "2026-11-23";

async function registerOnAuthPage(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Jean");
  await page.getByRole("textbox", { name: "Email" }).fill(newEmail());
  await page.getByLabel("County").selectOption("Broward");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("orchid-lantern-42");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("orchid-lantern-42");
  await page.getByRole("button", { name: "Create Free Account" }).click();
}

describe.skipIf(!chromiumAvailable())("the public paper reader at 360 px", { timeout: 180_000 }, () => {
  const e2e = useE2EApp();

  it("is pre-rendered and linked from the landing page and the 404 page", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const html = await (await page.request.get("/papers")).text();
    expect(html).toContain("Got papers? Read them in plain words");
    expect(html).toMatch(/<title>Read a legal paper in plain words, no account needed/);

    await page.goto("/no-such-page");
    const fromNotFound = page.getByRole("link", { name: "Read a legal paper" });
    await expect.poll(() => fromNotFound.count()).toBe(1);
    expect(await fromNotFound.getAttribute("href")).toBe("/papers");

    await page.goto("/");
    await page.getByRole("link", { name: /Got a legal paper\? Read it in plain words now/ }).click();
    await page.waitForURL("**/papers");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Got papers? Read them in plain words");
  });

  it("reads a paper without an account, keeps nothing, and saves it with its dates after she signs up", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    // The dates the server counts for this paper (read from the public route itself: no account, nothing kept).
    const expected = await page.request.post("/api/papers/read", { data: { content: SUMMONS, receivedOn: RECEIVED_ON } });
    expect(expected.status()).toBe(200);
    const dueDates = ((await expected.json()) as { actions: PaperActionJson[] }).actions.flatMap((action) =>
      action.dueDate ? [action.dueDate] : [],
    );
    expect(dueDates.length).toBeGreaterThan(0);

    await page.goto("/papers");
    const main = page.locator("main");
    const paste = main.getByRole("textbox", { name: "Or paste the text here" });
    await expect.poll(() => paste.count()).toBe(1);
    await expectAccessible(page, "/papers");
    await paste.fill(SUMMONS);
    await main.getByLabel("When were you given this paper?").fill(RECEIVED_ON);
    await main.getByRole("button", { name: "Translate", exact: true }).click();

    const result = main.getByRole("region", { name: "What your paper says" });
    await expect.poll(() => result.count(), SERVER_WORK).toBe(1);
    const mustDo = result.getByRole("region", { name: "What you must do and by when" });
    await expect.poll(() => mustDo.innerText()).toMatch(/\w+day, \w+ \d+, 2026/);
    expect(await result.getByRole("tab", { name: "Simplified" }).count()).toBe(1);
    expect(await result.getByText(/not saved/).count()).toBe(1);
    expect(await pageIsWiderThanWindow(page)).toBe(false);
    await expectAccessible(page, "/papers, a paper read");
    // Nothing was stored: she has no account, and the page asked for none.
    expect((await page.request.get("/api/translations")).status()).toBe(401);

    await result.getByRole("link", { name: "Save this and its deadlines" }).click();
    await page.waitForURL("**/auth");
    await registerOnAuthPage(page);
    await page.waitForURL("**/translator");
    const latest = page.locator("section[aria-labelledby='translation-heading']");
    await expect.poll(() => latest.getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    const [saved] = await api<TranslationJson[]>(page, "GET", "/api/translations");
    expect(saved!.originalContent).toContain("COCE-26-058113");
    await expect
      .poll(
        async () => (await api<{ dueDate: string }[]>(page, "GET", "/api/deadlines")).map((each) => each.dueDate).sort(),
        SERVER_WORK,
      )
      .toEqual([...dueDates].sort());
    await expect.poll(() => latest.getByText(/added to your deadlines/).count(), SERVER_WORK).toBe(1);
    // Kept once: going back to the translator does not send it again.
    await page.goto("/translator");
    await expect.poll(() => latest.getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    expect(await api<TranslationJson[]>(page, "GET", "/api/translations")).toHaveLength(1);
  });

  it("reads in Spanish", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/papers?lang=es");
    const main = page.locator("main");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("¿Recibió papeles? Léalos en palabras sencillas");
    await main.getByRole("textbox", { name: "O pegue el texto aquí" }).fill(SUMMONS);
    await main.getByRole("button", { name: "Traducir", exact: true }).click();
    const result = main.getByRole("region", { name: "Lo que dice su documento" });
    await expect.poll(() => result.count(), SERVER_WORK).toBe(1);
    expect(await result.getByRole("region", { name: "Qué debe hacer y para cuándo" }).count()).toBe(1);
    expect(await result.getByRole("link", { name: "Guardar esta explicación" }).count()).toBe(1);
    expect(await pageIsWiderThanWindow(page)).toBe(false);
    await expectAccessible(page, "/papers in Spanish, a paper read");
  });
});
