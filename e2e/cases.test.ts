import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { holdRequests } from "./support/hold-requests";
import { createCase } from "./support/seed";

/** A tab's name: its label and, in parentheses, how many cases it holds. */
const tab = (label: string, count: number) => new RegExp(`^${label}\\s*\\(${count}\\)$`);
const cardLinks = (page: Page) => page.locator("main").getByRole("tabpanel").getByRole("link");
const seeCards = (page: Page, count: number) => expect.poll(() => cardLinks(page).count()).toBe(count);

describe.skipIf(!chromiumAvailable())("cases in the browser", () => {
  const e2e = useE2EApp();

  it("shows 6 skeleton cards while loading, then the first-case empty state", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const release = await holdRequests(page, "**/api/cases?limit=*");
    await page.goto("/cases");
    await expect.poll(() => page.getByTestId("case-skeleton").count()).toBe(6);
    release();
    await expect.poll(() => page.getByRole("heading", { name: "No cases found" }).count()).toBe(1);
    await expect.poll(() => page.getByText(/You have not started a case yet/).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Start Your First Case" }).count()).toBe(1);
    await expectAccessible(page, "/cases (no cases)");
    await page.getByRole("link", { name: "Start Your First Case" }).click();
    await page.waitForURL("**/new-case");
    await page.context().close();
  });

  it("offers a retry when the list cannot load", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.route("**/api/cases?limit=*", (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong" } }),
    );
    await page.goto("/cases");
    await expect.poll(() => page.getByText("We could not load your cases.").count()).toBe(1);
    await expectAccessible(page, "/cases (error)");
    await page.unroute("**/api/cases?limit=*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "No cases found" }).count()).toBe(1);
    await page.context().close();
  });

  it("filters by search, status and type, and counts each tab", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const roof = await createCase(page, {
      title: "Roof repair money",
      type: "small_claims",
      county: "Orange",
      description: "Contractor never finished",
    });
    await createCase(page, { title: "Oak Street deposit", type: "security_deposit" }, "in_progress");
    await createCase(page, { title: "Credit card lawsuit", type: "debt_defense" }, "filed");
    await createCase(page, { title: "Living will for Mom", type: "living_will" }, "completed");
    await createCase(page, { title: "Old fence dispute", type: "small_claims" }, "resolved");

    await page.goto("/cases");
    const tabs = page.getByRole("tablist", { name: "Cases by status" });
    await expect.poll(() => tabs.getByRole("tab", { name: tab("All", 5) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Drafts", 1) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Active", 2) }).count()).toBe(1);
    expect(await tabs.getByRole("tab", { name: tab("Completed", 2) }).count()).toBe(1);
    await seeCards(page, 5);
    await expectAccessible(page, "/cases");

    // A card: title, description, case number fallback, type, status, county and the update date.
    const card = page.locator("li").filter({ has: page.getByRole("link", { name: "Roof repair money" }) });
    const text = await card.innerText();
    expect(text).toContain("Contractor never finished");
    expect(text).toContain(roof.id.slice(0, 8).toUpperCase());
    expect(text).toContain("Small Claims");
    expect(text).toContain("Draft");
    expect(text).toContain("Orange County");
    expect(text).toMatch(/Updated\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);

    await tabs.getByRole("tab", { name: tab("Active", 2) }).click();
    await seeCards(page, 2);
    expect(await cardLinks(page).allInnerTexts()).toEqual(expect.arrayContaining(["Oak Street deposit", "Credit card lawsuit"]));
    await tabs.getByRole("tab", { name: tab("Completed", 2) }).click();
    await seeCards(page, 2);
    await tabs.getByRole("tab", { name: tab("Drafts", 1) }).click();
    await seeCards(page, 1);
    await tabs.getByRole("tab", { name: tab("All", 5) }).click();

    await page.getByLabel("Search cases").fill("DEPOSIT");
    await seeCards(page, 1);
    expect(await cardLinks(page).innerText()).toBe("Oak Street deposit");
    await expect.poll(() => tabs.getByRole("tab", { name: tab("Active", 1) }).count()).toBe(1);
    await page.getByLabel("Search cases").fill("never finished");
    await seeCards(page, 1);
    await page.getByLabel("Search cases").fill("");

    await page.getByLabel("Status", { exact: true }).selectOption("filed");
    await seeCards(page, 1);
    expect(await cardLinks(page).innerText()).toBe("Credit card lawsuit");
    await page.getByLabel("Status", { exact: true }).selectOption("all");

    await page.getByLabel("Type", { exact: true }).selectOption("small_claims");
    await seeCards(page, 2);
    await page.getByLabel("Status", { exact: true }).selectOption("resolved");
    await seeCards(page, 1);
    expect(await cardLinks(page).innerText()).toBe("Old fence dispute");

    // Nothing matches: the filtered hint, and no "Start Your First Case".
    await page.getByLabel("Search cases").fill("no such case");
    await expect.poll(() => page.getByRole("heading", { name: "No cases found" }).count()).toBe(1);
    expect(await page.getByText(/No case matches your search or filters/).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Start Your First Case" }).count()).toBe(0);
    await expectAccessible(page, "/cases (no match)");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await seeCards(page, 5);

    // The whole card is the link: a click on its description opens the case.
    await card.getByText("Contractor never finished").click({ force: true });
    await page.waitForURL(`**/cases/${roof.id}`);
    await expect.poll(() => page.getByRole("heading", { name: "Roof repair money", level: 2 }).count()).toBe(1);
    await page.context().close();
  });

  it("creates a blank case from /new-case, and lists a card per legal area", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.goto("/new-case");
    await expect.poll(() => page.getByRole("heading", { name: "Choose a legal area" }).count()).toBe(1);
    const areas = page.locator("main").getByRole("list").first().getByRole("link");
    expect(await areas.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/small-claims",
      "/landlord-tenant",
      "/security-deposits",
      "/debt-defense",
      "/cease-desist",
      "/power-of-attorney",
      "/living-wills",
    ]);
    expect(await page.getByLabel("County").inputValue()).toBe("Miami-Dade");
    await expectAccessible(page, "/new-case");

    await page.getByRole("button", { name: "Create Case" }).click();
    await expect.poll(() => page.getByText("Please give the case a title").count()).toBe(1);
    expect(await page.getByText("Please choose a case type").count()).toBe(1);
    await expectAccessible(page, "/new-case with errors");

    await page.getByLabel("Case title").fill("Neighbor's tree damage");
    await page.getByLabel("Type of case").selectOption("small_claims");
    await page.getByLabel("Description").fill("A tree fell on my car.");
    await page.getByRole("button", { name: "Create Case" }).click();
    await page.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText("Case Created").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("heading", { name: "Neighbor's tree damage", level: 2 }).count()).toBe(1);
    expect(await page.locator("main").innerText()).toContain("Miami-Dade County");
    await page.goto("/cases");
    await seeCards(page, 1);
    await page.context().close();
  });

  it("fits a 360 px phone", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await createCase(page, {
      title: "A rather long case title that has to wrap on a small phone screen without overflowing",
      type: "security_deposit_lawsuit",
      county: "Palm Beach",
      description: "The landlord kept my whole deposit and never sent the notice that section 83.49 requires within 30 days.",
    });
    await page.goto("/cases");
    await seeCards(page, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/cases at 360 px");
    await cardLinks(page).click();
    await page.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByLabel("Case status").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/cases/{id} at 360 px");
    await page.context().close();
  });
});
