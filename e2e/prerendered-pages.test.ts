/**
 * The public pages arrive as HTML (pre-rendered at build time): they read without JavaScript, and with it they
 * hydrate without a mismatch and keep working (the disclaimer, the sign-in forms).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { PHONE, startE2EApp, type E2EApp } from "./support/e2e-app";

const PAGES = [
  { path: "/", heading: /court without a lawyer/ },
  { path: "/auth", heading: /Welcome/ },
  { path: "/terms", heading: /Terms/ },
  { path: "/privacy", heading: /Privacy/ },
  { path: "/papers", heading: /Got papers\?/ },
];

/**
 * Console errors, uncaught errors and Content-Security-Policy violations of a page, from now on. A violation goes to
 * DevTools' Issues panel, not the console, even when the page catches the blocked call (Lighthouse counts it against
 * best practices), so the page reports it through a binding.
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.exposeFunction("reportCspViolation", (violation: string) => errors.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", ({ effectiveDirective, blockedURI, sourceFile, lineNumber }) =>
      (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(
        `CSP ${effectiveDirective} blocked ${blockedURI} (${sourceFile}:${lineNumber})`,
      ),
    ),
  );
  return errors;
}

/** Words of react-router's own code (one of its error messages), which stay in the built file. */
const ROUTER_CODE = "You cannot render a <Router> inside another <Router>";

describe.skipIf(!chromiumAvailable())("pre-rendered public pages", () => {
  let e2e: E2EApp;

  /** The text of every script the page at `path` downloads until the network is quiet. */
  async function scriptsOf(path: string): Promise<string[]> {
    const page = await e2e.newPage({ viewport: PHONE, disclaimerAccepted: false });
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const texts = await Promise.all(scripts);
    await page.context().close();
    return texts;
  }

  beforeAll(async () => {
    e2e = await startE2EApp();
  });
  afterAll(() => e2e?.close());

  it.each(PAGES)("$path reads with JavaScript turned off", async ({ path, heading }) => {
    const context = await e2e.browser.newContext({ viewport: PHONE, baseURL: e2e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const h1 = page.getByRole("heading", { level: 1 });
    expect(await h1.count()).toBe(1);
    expect(await h1.innerText()).toMatch(heading);
    expect((await page.locator("#root").innerText()).length).toBeGreaterThan(150);
    // Until the script runs a button would do nothing, or send its form the browser's way (the password in the
    // address): every one is disabled, the tabs and the menu toggle too.
    expect(await page.locator("button:enabled").count()).toBe(0);
    if (path === "/auth") {
      expect(await page.getByRole("textbox", { name: "Email" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Log In" }).isDisabled()).toBe(true);
    }
    await context.close();
  });

  it.each(PAGES)("$path hydrates without a mismatch, a console error or a blocked script", async ({ path, heading }) => {
    const page = await e2e.newPage({ viewport: PHONE });
    const errors = await collectErrors(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(heading);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the landing page asks a first-time visitor to accept the disclaimer after hydrating", async () => {
    const page = await e2e.newPage({ viewport: PHONE, disclaimerAccepted: false });
    const errors = await collectErrors(page);
    await page.goto("/");
    await page.getByRole("button", { name: "I Understand and Accept" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(() => page.getByRole("complementary", { name: "Legal notice" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(["/", "/terms", "/privacy"])("%s loads and hydrates without the router's code", async (path) => {
    const scripts = await scriptsOf(path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes(ROUTER_CODE))).toEqual([]);
  });

  it("/auth loads the router (the check above looks for the right words)", async () => {
    expect((await scriptsOf("/auth")).some((script) => script.includes(ROUTER_CODE))).toBe(true);
  });

  it("the sign-in forms work after hydrating, with their messages in words", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/auth");
    await page.waitForLoadState("networkidle");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address").count()).toBe(1);
    await page.getByRole("tab", { name: "Register" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Confirm password" }).count()).toBe(1);
    await page.context().close();
  });
});
