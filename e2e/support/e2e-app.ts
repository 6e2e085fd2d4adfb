import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "@server/app";
import { registerStaticClient } from "@server/static-client";
import type { Database } from "@server/db/connect";
import { createTestDatabase } from "@server/test-support/test-database";
import { axeViolations } from "./axe";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { expectNoClassConflicts } from "./class-conflicts";

export const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

export interface E2EApp {
  baseUrl: string;
  browser: Browser;
  /** The app's database, for a test to set up what the interface cannot (an account made under older rules). */
  db: Database;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(options?: { viewport?: { width: number; height: number }; disclaimerAccepted?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

/** The real server on a fresh database, listening on a free port, and a real Chromium. */
export async function startE2EApp(): Promise<E2EApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, client: (instance) => registerStaticClient(instance) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl,
    browser,
    db: database.db,
    async newPage({ viewport = DESKTOP, disclaimerAccepted = true } = {}) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, acceptDownloads: true });
      if (disclaimerAccepted) {
        await context.addInitScript(() => window.localStorage.setItem("legal_disclaimer_accepted", "true"));
      }
      return context.newPage();
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/**
 * Inside a describe block: starts the app before its tests and closes it after them. The returned app can be used
 * from the tests (not from the describe body itself).
 */
export function useE2EApp(): E2EApp {
  let app: E2EApp | undefined;
  beforeAll(async () => {
    app = await startE2EApp();
  });
  afterAll(() => app?.close());
  const started = (): E2EApp => {
    if (!app) throw new Error("The app starts in beforeAll: use it inside a test.");
    return app;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get browser() {
      return started().browser;
    },
    get db() {
      return started().db;
    },
    newPage: (options) => started().newPage(options),
    close: () => started().close(),
  };
}

/**
 * The app, and one page signed in as a new user that the tests of a file share (get it inside a test); at the
 * desktop size unless a viewport (like PHONE) is given.
 */
export function useSignedInPage(options: { viewport?: { width: number; height: number } } = {}): { e2e: E2EApp; page(): Page } {
  const e2e = useE2EApp();
  let page: Page | undefined;
  beforeAll(async () => {
    page = await e2e.newPage(options);
    await registerThroughUi(page);
  });
  return {
    e2e,
    page() {
      if (!page) throw new Error("The page signs in in beforeAll: use it inside a test.");
      return page;
    },
  };
}

/** The page scrolls sideways: something is wider than the window. */
export const pageIsWiderThanWindow = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** WCAG 2.1 AA: no serious or critical findings; and no classes overriding each other (see class-conflicts.ts). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoClassConflicts(page, label);
  // Colours fade for a moment after a click (transition-colors): axe would measure the contrast of a half-way colour.
  // Only transitions: a spinner's animation never ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const blocking = (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(blocking, `accessibility problems on ${label}`).toEqual([]);
}

let emailCounter = 0;
export function newEmail(): string {
  emailCounter += 1;
  return `e2e${emailCounter}.${Date.now()}@example.com`;
}

/** Registers through the real form (county Miami-Dade) and waits for the dashboard. */
export async function registerThroughUi(page: Page, email = newEmail(), password = "orchid-lantern-42"): Promise<string> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("County").selectOption("Miami-Dade");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(password);
  await page.getByRole("button", { name: "Create Free Account" }).click();
  await page.waitForURL("**/dashboard");
  return email;
}

export interface Created {
  id: string;
  title: string;
}

/** A call to the real API from the page's context (its cookies), with the CSRF token for anything but GET. */
export async function api<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== "GET") {
    const token = await page.request.get("/api/csrf-token");
    headers["x-csrf-token"] = ((await token.json()) as { csrfToken: string }).csrfToken;
  }
  const response = await page.request.fetch(url, { method, headers, data });
  expect(response.ok(), `${method} ${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}
