/**
 * My Documents for a person with 2,000 documents: the first page comes alone, "Show more" asks the server for the
 * next, the search finds a paper not loaded yet (on the server), and another order loads the rest, saying how far it
 * has got. On a 360 px phone, in English and Spanish, accessible.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { documents, users } from "@server/db/schema";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp, type E2EApp } from "./support/e2e-app";

const COUNT = 2000;
const PAGE = 100;

const items = (page: Page) => page.locator("main section[aria-labelledby='documents-heading'] h3");
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`).innerText();

/** 2,000 documents straight into the database, "Letter 0000" the oldest and "Letter 1999" the newest. */
async function seedDocuments(e2e: E2EApp, email: string): Promise<void> {
  const [maria] = await e2e.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await e2e.db.insert(documents).values(
    Array.from({ length: COUNT }, (_, i) => ({
      userId: maria!.id,
      title: `Letter ${String(i).padStart(4, "0")}`,
      type: i % 2 ? "demand_letter" : "complaint",
      kind: "small_claims_statement",
      templateData: {},
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  );
}

/** The pages of GET /api/documents the browser asked for, with their queries. */
function listCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/documents") calls.push(url.searchParams);
  });
  return calls;
}

describe.skipIf(!chromiumAvailable())("My Documents with 2,000 documents", () => {
  const e2e = useE2EApp();

  it("loads a page at a time, searches the server for a paper not loaded, and loads the rest to sort", async () => {
    // She signs up in one tab and opens My Documents in another: the dashboard she lands on asks for papers of its
    // own, and only the list's requests are counted.
    const signUp = await e2e.newPage({ viewport: PHONE });
    await seedDocuments(e2e, await registerThroughUi(signUp));
    const page = await e2e.newPage({ viewport: PHONE });
    await page.context().addCookies(await signUp.context().cookies());
    await signUp.close();
    const calls = listCalls(page);
    await page.goto("/documents");
    await expect.poll(() => page.getByText(`Showing ${PAGE} of 2,000`).count()).toBe(1);
    await expect.poll(() => items(page).count()).toBe(PAGE);
    expect(await items(page).first().textContent()).toBe("Letter 1999");
    // The stat cards count every document, not the page loaded.
    await expect.poll(() => stat(page, "total")).toBe("2,000");
    await expect.poll(() => stat(page, "casesWithDocuments")).toBe("0");
    await expect.poll(() => stat(page, "documentTypes")).toBe("2");
    expect(calls.map((query) => query.get("limit"))).toEqual([String(PAGE)]);

    await page.getByRole("button", { name: `Show ${PAGE} more documents` }).click();
    // The next page is a request and 100 more cards: on a machine running every browser file at once, that can take
    // longer than a poll's usual wait, and on a slow machine more than half a minute.
    await expect.poll(() => items(page).count(), { timeout: 60_000 }).toBe(2 * PAGE);
    // Cards off screen are not laid out (content-visibility), so she scrolls to the first new one as she would.
    await items(page).nth(PAGE).scrollIntoViewIfNeeded();
    await expect.poll(() => items(page).nth(PAGE).textContent()).toBe("Letter 1899");
    expect(calls[1]?.get("cursor")).toBeTruthy();
    await expectAccessible(page, "/documents (2,000, two pages, phone)");

    // "Letter 0003" is far past the pages loaded: the server finds it.
    await page.getByRole("searchbox").fill("letter 0003");
    await expect.poll(() => items(page).allTextContents()).toEqual(["Letter 0003"]);
    expect(calls.some((query) => query.get("q") === "letter 0003")).toBe(true);
    await page.getByRole("searchbox").fill("no such paper");
    await expect.poll(() => page.getByRole("heading", { name: "No Documents Found" }).count()).toBe(1);
    await expectAccessible(page, "/documents (2,000, nothing matches, phone)");
    await page.getByRole("searchbox").fill("");
    await expect.poll(() => items(page).count()).toBe(PAGE);

    // Title A to Z needs the whole list: the rest loads in the largest pages, and the oldest title comes first.
    await page.getByLabel("Sort").selectOption("title_asc");
    await expect.poll(() => items(page).first().textContent()).toBe("Letter 0000");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Loading all" }).count()).toBe(0);
    expect(await items(page).count()).toBe(PAGE);
    // A type filter works on the whole list too.
    await page.getByLabel("Type").selectOption("complaint");
    await expect.poll(() => items(page).nth(1).textContent()).toBe("Letter 0002");
    expect(await items(page).first().textContent()).toBe("Letter 0000");
    expect(await page.getByText(`Showing ${PAGE} of 2,000`).count()).toBe(1);
    await page.context().close();
  }, 180_000);

  it("says the same in Spanish", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await seedDocuments(e2e, await registerThroughUi(page));
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Panel principal");
    await page.goto("/documents");
    await expect.poll(() => page.getByText(new RegExp(`Mostrando ${PAGE} de 2.?000`)).count()).toBe(1);
    // The first screenful is built first and the rest of the page a moment later, moving the button down.
    await expect.poll(() => items(page).count()).toBe(PAGE);
    await page.getByRole("button", { name: `Mostrar ${PAGE} documentos más` }).click();
    await expect.poll(() => items(page).count(), { timeout: 60_000 }).toBe(2 * PAGE);
    await page.getByRole("searchbox").fill("letter 0007");
    await expect.poll(() => items(page).allTextContents()).toEqual(["Letter 0007"]);
    await expectAccessible(page, "/documents (2,000, Spanish, phone)");
    await page.context().close();
  }, 180_000);
});
