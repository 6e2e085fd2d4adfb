/**
 * The deadline calendar shows its calculator at once, so what the calculator imports runs before the page is usable:
 * it downloads no zod (the clocks read the few option codes they need from small data files, not from the document
 * catalog and its schemas). Opening the add-deadline form, which validates, may load it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { useSignedInPage } from "./support/e2e-app";

/** A name zod's core gives its base schema class, kept by the minifier as a string (as e2e/no-zod-in-shell.test.ts). */
const ZOD_MARK = "$ZodType";
const holdsZod = (script: string): boolean => readFileSync(path.resolve("dist/client", `.${script}`), "utf8").includes(ZOD_MARK);

describe.skipIf(!chromiumAvailable())("the deadline calendar's scripts", () => {
  const signedIn = useSignedInPage();

  it("hold no zod until a form that validates opens", async () => {
    // A context of her own with her session and an empty cache, so every script the page needs is requested.
    const page = await signedIn.e2e.newPage();
    await page.context().addCookies(await signedIn.page().context().cookies());
    const scripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.push(pathname);
    });

    await page.goto("/deadlines");
    await expect.poll(() => page.getByRole("heading", { name: "Calculate a deadline" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((script) => script.includes("deadline-calculator"))).toBe(true);
    expect(scripts.filter(holdsZod)).toEqual([]);

    // The add-deadline form validates with zod: it comes with the form (and shows this check sees zod when it is there).
    await page.locator("main").getByRole("button", { name: "New Deadline" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Create New Deadline" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter(holdsZod).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
