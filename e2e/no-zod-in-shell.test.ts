/**
 * The app shell and the dashboard download no zod: the browser calls the API through the contracts' methods and
 * paths, and the client build drops their schemas (scripts/browser-contracts.mjs). A form that validates with zod
 * still loads it, on its own page, which also shows this check can see zod when it is there. The deadline calendar
 * shows its calculator at once, so what the calculator imports runs before the page is usable: it downloads no zod
 * either (the clocks read the few option codes they need from small data files, not from the document catalog and its
 * schemas); opening the add-deadline form, which validates, may load it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { useSignedInPage } from "./support/e2e-app";

/** A name zod's core gives its base schema class, kept by the minifier as a string. */
const ZOD_MARK = "$ZodType";

/** The built scripts the page asks for from now on, by their path under dist/client. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

const holdsZod = (script: string): boolean => readFileSync(path.resolve("dist/client", `.${script}`), "utf8").includes(ZOD_MARK);

describe.skipIf(!chromiumAvailable())("zod in the browser", () => {
  const signedIn = useSignedInPage();

  it("is not in the shell's or the dashboard's scripts, and comes with a form that validates", async () => {
    // A context of her own with her session and an empty cache, so every script the dashboard needs is requested.
    const page = await signedIn.e2e.newPage();
    await page.context().addCookies(await signedIn.page().context().cookies());
    const scripts = scriptsOf(page);
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { name: "Dashboard" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(holdsZod)).toEqual([]);

    await page.goto("/settings");
    await expect.poll(() => page.getByRole("heading", { name: "Settings", level: 1 }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter(holdsZod).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("is not in the deadline calendar's scripts until a form that validates opens", async () => {
    const page = await signedIn.e2e.newPage();
    await page.context().addCookies(await signedIn.page().context().cookies());
    const scripts = scriptsOf(page);
    await page.goto("/deadlines");
    await expect.poll(() => page.getByRole("heading", { name: "Calculate a deadline" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.includes("deadline-calculator"))).toBe(true);
    expect(scripts.filter(holdsZod)).toEqual([]);

    await page.locator("main").getByRole("button", { name: "New Deadline" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Create New Deadline" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter(holdsZod).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
