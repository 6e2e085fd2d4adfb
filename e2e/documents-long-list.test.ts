import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { documents, users } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, registerThroughUi, useE2EApp } from "./support/e2e-app";

const COUNT = 70;

const items = (page: Page) => page.locator("main section[aria-labelledby='documents-heading'] h3");

describe.skipIf(!chromiumAvailable())("My Documents with a long list", () => {
  const e2e = useE2EApp();

  it("builds the list in pages, shows the next page on request, and searches all of it", async () => {
    const page = await e2e.newPage();
    const email = await registerThroughUi(page);
    const [maria] = await e2e.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await e2e.db.insert(documents).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId: maria!.id,
        title: `Letter ${String(i).padStart(3, "0")}`,
        type: "demand_letter",
        kind: "small_claims_statement",
        templateData: {},
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    await page.goto("/documents");
    await expect.poll(() => page.getByText(`Showing ${COUNT} of ${COUNT}`).count()).toBe(1);
    // The first screenful is built at once and the rest of the first page a moment later.
    await expect.poll(() => items(page).count()).toBe(60);
    expect(await items(page).first().innerText()).toBe("Letter 069");

    await page.getByRole("button", { name: "Show 10 more documents" }).click();
    await expect.poll(() => items(page).count()).toBe(COUNT);
    expect(await page.getByRole("button", { name: /^Show \d+ more/ }).count()).toBe(0);
    await expectAccessible(page, "/documents (long list)");

    // The search reaches every document, not only those built: the oldest was on the last page.
    await page.getByRole("searchbox").fill("letter 000");
    await expect.poll(() => items(page).allInnerTexts()).toEqual(["Letter 000"]);
    expect(await page.getByText(`Showing 1 of ${COUNT}`).count()).toBe(1);
    // A new search starts again from the first page.
    await page.getByRole("searchbox").fill("letter");
    await expect.poll(() => items(page).count()).toBe(60);
    await page.context().close();
  }, 120_000);
});
