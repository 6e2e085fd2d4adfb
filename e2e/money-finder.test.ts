import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@shared/i18n/format";
import { parseAmountCents, sumAmountsCents } from "@shared/money-finder/money-cents";
import type { MoneyRecoveryJson } from "@shared/money-finder/money-recovery";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`).innerText();
const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
const money = (amount: string) => formatMoney((parseAmountCents(amount) ?? 0) / 100);

describe.skipIf(!chromiumAvailable())("the money finder in the browser", () => {
  const e2e = useE2EApp();

  it("searches, shows labelled examples with the official place, and tracks one from found to recovered", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);

    // The footer's address opens the money finder.
    await page.goto("/hidden-money-finder");
    await expect.poll(() => page.getByRole("heading", { name: "Money Finder", level: 1 }).count()).toBe(1);
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: "FLTreasureHunt.gov" }).getAttribute("href")).toBe(
      "https://www.fltreasurehunt.gov",
    );
    expect(await main.getByText(/You never need to pay a company/).count()).toBe(1);
    expect(await stat(page, "potential")).toBe("$0.00");
    await expectAccessible(page, "/money-finder, empty");

    // First and last name are required, with the spec's words.
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect
      .poll(() => main.getByText("Information Required: Please enter at least first and last name to search").count())
      .toBeGreaterThan(0);
    expect(await main.getByRole("textbox", { name: "First name" }).getAttribute("aria-invalid")).toBe("true");

    // Searching for someone else asks for their permission.
    await main.getByLabel("I am searching for a friend or family member").check();
    expect(await main.getByText(/Make sure you have their permission/).count()).toBe(1);
    await main.getByLabel("I am searching for a friend or family member").uncheck();

    await main.getByRole("button", { name: "Unclaimed property" }).click();
    expect(await main.getByRole("button", { name: "Unclaimed property" }).getAttribute("aria-pressed")).toBe("true");
    await main.getByRole("textbox", { name: "First name" }).fill("Maria");
    await main.getByRole("textbox", { name: "Last name" }).fill("Lopez");
    await main.getByRole("textbox", { name: "City (optional)" }).fill("Tampa");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await toastShown(page, "Search Complete");

    const found = await api<MoneyRecoveryJson[]>(page, "GET", "/api/money-recovery");
    expect(found.length).toBeGreaterThan(0);
    const total = formatMoney(sumAmountsCents(found.map((record) => record.amount)) / 100);
    const opportunities = found.length === 1 ? "opportunity" : "opportunities";
    await toastShown(page, `Found ${found.length} potential recovery ${opportunities} totaling ${total}`);
    await expect.poll(() => stat(page, "potential")).toBe(total);
    expect(await main.getByTestId("details-text").innerText()).toBe("Maria Lopez, Tampa");

    const active = main.locator("section[aria-labelledby='money-active-heading']");
    const first = active.getByRole("article").first();
    expect(await first.getByText("Example", { exact: true }).count()).toBe(1);
    expect(await first.getByRole("link", { name: /FLTreasureHunt\.gov/ }).getAttribute("href")).toBe(
      "https://www.fltreasurehunt.gov",
    );
    expect(await first.getByText(money(found[0]!.amount), { exact: true }).count()).toBe(1);
    await first.getByText("How to claim and documents you need").click();
    await expect.poll(() => first.getByText(/717\.135/).count()).toBeGreaterThan(0);
    await expectAccessible(page, "/money-finder, with results");

    // found → claiming → recovered.
    await first.getByRole("button", { name: "Start Claim" }).click();
    await toastShown(page, "Status Updated");
    await expect.poll(() => stat(page, "active")).toBe("1");
    await active.getByRole("article").first().getByRole("button", { name: "Mark as Recovered" }).click();
    await expect.poll(() => stat(page, "recovered")).toBe(money(found[0]!.amount));
    expect(await stat(page, "active")).toBe("0");
    const [record] = (await api<MoneyRecoveryJson[]>(page, "GET", "/api/money-recovery")).filter(
      (each) => each.id === found[0]!.id,
    );
    expect(record?.status).toBe("recovered");

    // The history's Recovered tab, reached by keyboard.
    const history = main.locator("section[aria-labelledby='money-history-heading']");
    await history.getByRole("tab", { name: "All" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("All");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("In Progress");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => history.getByRole("tab", { name: "Recovered" }).getAttribute("aria-selected")).toBe("true");
    const recoveredPanel = history.getByRole("tabpanel");
    expect(await recoveredPanel.getByRole("article").count()).toBe(1);
    expect(await recoveredPanel.getByText("Recovered", { exact: true }).count()).toBe(1);

    // Money she found herself: tracked with its exact amount, and not labelled as an example.
    await main.getByText("Add money you found yourself", { exact: true }).click();
    await main.getByRole("button", { name: "Add to my list" }).click();
    await expect.poll(() => main.getByText("This field is required").count()).toBeGreaterThan(0);
    await main.getByRole("textbox", { name: "Who holds it" }).fill("Old credit union account");
    await main.getByRole("textbox", { name: "Amount" }).fill("$1,234.5");
    await main.getByRole("button", { name: "Add to my list" }).click();
    await toastShown(page, "Added to your list");
    const own = active.getByRole("article").filter({ hasText: "Old credit union account" });
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getByText("$1,234.50", { exact: true }).count()).toBe(1);
    expect(await own.getByText("Example", { exact: true }).count()).toBe(0);
    await expectAccessible(page, "/money-finder, own item added");

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
