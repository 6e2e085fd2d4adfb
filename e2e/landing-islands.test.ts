/**
 * The landing page, pre-rendered in the language it is read in, hydrates only its islands (the header, the
 * disclaimer): the rest stays its HTML and its code is never downloaded; the islands keep working, and the language
 * switch loads the page again in the chosen language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { PHONE, useE2EApp } from "./support/e2e-app";

type Manifest = Record<string, { file: string; name?: string }>;
const manifest = (): Manifest => JSON.parse(readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8")) as Manifest;

/** The built file of the whole landing page's code (its sections), from the client's manifest. */
function landingPageChunk(): string {
  return `/${manifest()["features/landing/landing-page.tsx"]!.file}`;
}

/**
 * The app's shared icons (vite.config.ts): the islands' icons come in a small file of their own, so an island that
 * starts showing another icon must have it added there, or the landing page downloads them all again.
 */
function sharedIconsChunk(): string {
  const chunk = Object.values(manifest()).find((entry) => entry.name === "icons");
  if (!chunk) throw new Error("the client manifest has no shared icons chunk");
  return `/${chunk.file}`;
}

/** The addresses of the scripts the page downloads from now on, and the errors it reports (a hydration mismatch). */
function watch(page: Page): { scripts: string[]; errors: string[] } {
  const watched = { scripts: [] as string[], errors: [] as string[] };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) watched.scripts.push(pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") watched.errors.push(message.text());
  });
  page.on("pageerror", (error) => watched.errors.push(error.message));
  return watched;
}

describe.skipIf(!chromiumAvailable())("the landing page's islands", () => {
  const e2e = useE2EApp();

  it("hydrates the header and the disclaimer without downloading the rest of the page's code", async () => {
    const page = await e2e.newPage({ viewport: PHONE, disclaimerAccepted: false });
    const watched = watch(page);
    await page.goto("/");
    await page.getByRole("button", { name: "I Do Not Accept" }).click();
    await page.getByRole("button", { name: "Read the notice again" }).click();
    await page.getByRole("button", { name: "I Understand and Accept" }).click();
    await expect.poll(() => page.getByRole("complementary", { name: "Legal notice" }).count()).toBe(1);

    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() => page.locator("#landing-mobile-menu").getByRole("link", { name: "How It Works" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("banner").evaluate((header) => getComputedStyle(header).position)).toBe("sticky");

    await page.waitForLoadState("networkidle");
    expect(watched.scripts).not.toContain(landingPageChunk());
    expect(watched.scripts).not.toContain(sharedIconsChunk());
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });

  it("renders the whole page in a language the page was not served in (the check above looks for the right file)", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const watched = watch(page);
    await page.goto("/?lang=en-XA");
    // The page's code is asked for after its words arrive, which on a busy machine can be later than network idle.
    await expect.poll(() => watched.scripts, { timeout: 20_000 }).toContain(landingPageChunk());
    await page.context().close();
  });

  it("switches language by loading the page again in it, once, and drops a ?lang= that would undo the choice", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const watched = watch(page);
    await page.goto("/?lang=en#legal-areas");
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/tribunal sin abogado/);
    const address = new URL(page.url());
    expect(`${address.pathname}${address.search}${address.hash}`).toBe("/#legal-areas");

    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/court without a lawyer/);
    await page.waitForLoadState("networkidle");
    expect(loads).toBe(2);
    expect(watched.scripts).not.toContain(landingPageChunk());
    expect(watched.scripts).not.toContain(sharedIconsChunk());
    expect(watched.errors).toEqual([]);
    await page.context().close();
  });
});
