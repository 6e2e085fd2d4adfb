/**
 * My Cases for a person with more cases than one page: the first page comes alone with every tab counting all of her
 * cases (the server's counts), "Show more" loads the next page, the search finds a case not loaded yet, and a tab
 * loads the rest so that what it shows matches its count. On a 360 px phone, accessible.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cases, users } from "@server/db/schema";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";

const COUNT = 150;
const PAGE = 100;
const STATUSES = ["draft", "in_progress", "filed", "completed", "resolved"] as const;

const tab = (label: string, count: number) => new RegExp(`^${label}\\s*\\(${count}\\)$`);
const cardLinks = (page: Page) => page.locator("main").getByRole("tabpanel").getByRole("link");

describe.skipIf(!chromiumAvailable())("My Cases with a long list", () => {
  const e2e = useE2EApp();

  it("loads a page at a time, counts every case, and searches the server", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const email = await registerThroughUi(page);
    const [maria] = await e2e.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // "Case 000" changed longest ago, "Case 149" last; the statuses go round, so 30 of each.
    await e2e.db.insert(cases).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId: maria!.id,
        title: `Case ${String(i).padStart(3, "0")}`,
        type: "small_claims",
        status: STATUSES[i % STATUSES.length]!,
        updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      })),
    );
    await page.goto("/cases");
    const tabs = page.getByRole("tablist", { name: "Cases by status" });
    await expect.poll(() => tabs.getByRole("tab", { name: tab("All", COUNT) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Drafts", 30) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Active", 60) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Completed", 60) }).count()).toBe(1);
    await expect.poll(() => cardLinks(page).count()).toBe(PAGE);
    expect(await cardLinks(page).first().innerText()).toBe("Case 149");
    await expectAccessible(page, "/cases (150, first page, phone)");

    await page.getByRole("button", { name: "Show 50 more cases" }).click();
    await expect.poll(() => cardLinks(page).count()).toBe(COUNT);
    expect(await page.getByRole("button", { name: /^Show \d+ more/ }).count()).toBe(0);

    // A draft tab holds all 30 drafts, loaded whole.
    await tabs.getByRole("tab", { name: tab("Drafts", 30) }).click();
    await expect.poll(() => cardLinks(page).count()).toBe(30);

    // A fresh visit: "Case 003" is past the first page, and the server finds it.
    await page.goto("/cases");
    await expect.poll(() => cardLinks(page).count()).toBe(PAGE);
    await page.getByRole("searchbox").fill("case 003");
    await expect.poll(() => cardLinks(page).allInnerTexts()).toEqual(["Case 003"]);
    expect(await tabs.getByRole("tab", { name: tab("All", 1) }).count()).toBe(1);
    await page.getByRole("searchbox").fill("no such case");
    await expect.poll(() => page.getByRole("heading", { name: "No cases found" }).count()).toBe(1);
    await expectAccessible(page, "/cases (150, nothing matches, phone)");
    await page.context().close();
  }, 180_000);
});
