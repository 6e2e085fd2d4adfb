import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { holdRequests } from "./support/hold-requests";

/** The shell's parts that load on first use or in an idle period, by the names of their built files. */
const USER_MENU = "**/assets/user-menu-*.js";
const DROPDOWN = /\/assets\/dropdown-menu-[^/]+\.js$/;
const TOASTER = "**/assets/toaster-*.js";

/** The paths of the scripts the page asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const accountButton = (page: Page) => page.getByRole("button", { name: "Account menu for Maria Lopez" });

/** The dashboard, opened afresh (its scripts loaded anew), with its page painted. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await expect.poll(() => page.getByRole("heading", { name: "Your next deadline" }).count()).toBe(1);
  await expect.poll(() => accountButton(page).count()).toBe(1);
}

describe.skipIf(!chromiumAvailable())("the shell's tools load on first use", () => {
  const e2e = useE2EApp();

  it("opens the account menu on the first click, made before its code has arrived", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const asked = scriptsAskedFor(page);
    const release = await holdRequests(page, USER_MENU);
    await openDashboard(page);
    // Nothing has reached for a menu: their code is not downloaded with the page.
    expect(asked.filter((script) => DROPDOWN.test(script))).toEqual([]);

    await accountButton(page).click();
    expect(await page.getByRole("menu").count()).toBe(0);
    release();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.getByRole("menuitem", { name: "Log out" }).count()).toBe(1);
    expect(await menu.getByText("Maria Lopez").count()).toBe(1);
    // One click opened it: the menu stays open, and a second click on its button closes it.
    await accountButton(page).click();
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    await page.context().close();
  });

  it("opens the account menu by keyboard, and gives the focus back to its button", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const release = await holdRequests(page, USER_MENU);
    await openDashboard(page);

    await accountButton(page).focus();
    await page.keyboard.press("Enter");
    release();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.getByRole("menuitem", { name: "Settings" }).count()).toBe(1);
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    await expect.poll(() => accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // The menu's code came with the focus: the loaded button took the plain one's place and kept the focus.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("menu").count()).toBe(1);
    await page.context().close();
  });

  it("keeps the focus on a button whose menu arrives while it is focused", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const release = await holdRequests(page, USER_MENU);
    await openDashboard(page);

    await accountButton(page).focus();
    release();
    // The loaded menu's button (Radix's trigger) has a state; the plain one has none.
    await expect.poll(() => accountButton(page).getAttribute("data-state")).toBe("closed");
    expect(await accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByRole("menu").getByRole("menuitem", { name: "Log out" }).count()).toBe(1);
    await page.context().close();
  });

  it("opens the phone's menu on the first tap", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    const release = await holdRequests(page, "**/assets/menu-drawer-*.js");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.getByRole("link", { name: "My Cases" }).count()).toBe(1);
    await page.context().close();
  });

  it("shows a toast raised before the toasts' code has arrived", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const release = await holdRequests(page, TOASTER);
    await page.goto("/new-case");
    await page.getByLabel("Case title").fill("Neighbor's tree damage");
    await page.getByLabel("Type of case").selectOption("small_claims");
    await page.getByRole("button", { name: "Create Case" }).click();
    await page.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    expect(await page.getByText("Case Created").count()).toBe(0);
    release();
    await expect.poll(() => page.getByText("Case Created").count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
