import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { smallClaimsStatementExamples } from "@shared/documents/examples/small-claims-statement";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp, type Created } from "./support/e2e-app";

const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe.skipIf(!chromiumAvailable())("the case predictor in the browser", () => {
  const e2e = useE2EApp();

  it("asks for case type and county with the spec's words", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/case-predictor");
    const main = page.locator("main");
    await expect.poll(() => main.getByRole("heading", { name: "How the prediction works" }).count()).toBe(1);
    expect(await main.getByText("You have no predictions yet.").count()).toBe(1);
    await main.getByRole("button", { name: "Get My Estimate" }).click();
    await expect.poll(() => main.getByText("Missing Information: Please select case type and county").count()).toBeGreaterThan(0);
    expect(await main.getByRole("combobox", { name: "Case type" }).getAttribute("aria-invalid")).toBe("true");
    expect(await api<PredictionJson[]>(page, "GET", "/api/predictions")).toEqual([]);
    await expectAccessible(page, "/case-predictor, empty");
  });

  it("predicts from a case: prefilled answers, the reasons, the tabs by keyboard and the case's history", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    const saved = await api<Created>(page, "POST", "/api/cases", {
      title: "Roof repair",
      type: "small_claims",
      county: "Miami-Dade",
      formData: smallClaimsStatementExamples.roofRepair,
    });
    await page.goto(`/case-predictor/${saved.id}`);
    const main = page.locator("main");
    await expect.poll(() => main.getByText(/Starting from your case “Roof repair”/).count()).toBe(1);
    expect(await main.getByRole("combobox", { name: "Case type" }).inputValue()).toBe("small_claims");
    expect(await main.getByRole("combobox", { name: "County" }).inputValue()).toBe("Miami-Dade");
    expect(await main.getByRole("textbox", { name: "Amount of money in dispute" }).inputValue()).toBe("4450.5");
    expect(await main.getByRole("combobox", { name: /Do you have evidence/ }).inputValue()).toBe("yes");

    await main.getByRole("combobox", { name: /Did you ask the other side in writing/ }).selectOption("yes");
    await main.getByRole("button", { name: "Get My Estimate" }).click();
    await toastShown(page, "Prediction Complete");

    const [prediction] = await api<PredictionJson[]>(page, "GET", `/api/predictions/case/${saved.id}`);
    expect(prediction).toMatchObject({ caseId: saved.id, dataPoints: 5, confidenceLevel: "high" });
    const results = main.locator("section[aria-labelledby='results-heading']");
    // M5: a score from her answers, not a percentage; how complete the answers are, not a "confidence".
    await expect
      .poll(() => results.getByText(`${prediction!.successProbability} out of 100`, { exact: true }).count())
      .toBeGreaterThan(0);
    expect(await results.getByText("High score").count()).toBe(1);
    expect(await results.getByText("How complete your answers are").count()).toBe(1);
    expect(await results.getByText(/5 of 5 questions answered/).count()).toBe(1);
    expect(await results.getByText(/%|Confidence|Chance of success/).count()).toBe(0);
    expect(await results.getByText("Evidence", { exact: true }).count()).toBe(1);
    expect(await results.getByText("+10 points").count()).toBeGreaterThan(0);
    const settlement = main.getByRole("region", { name: "Settlement Range" });
    expect(await settlement.getByText(/^Illustrative range only, not a forecast: \$[\d,]+–\$[\d,]+$/).count()).toBe(1);
    expect(await settlement.getByText(/Likely/).count()).toBe(0);

    // The tabs work from the keyboard.
    await results.getByRole("tab", { name: "Strengths" }).click();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe("Strengths");
    await page.keyboard.press("ArrowRight");
    await expect.poll(focused).toBe("Weaknesses");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => results.getByRole("tab", { name: "Strategy" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        results
          .getByRole("tabpanel")
          .getByText(/Check whether an insurance|Send a demand letter/)
          .count(),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page, "/case-predictor/{caseId}, with results");

    // Nothing is wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Coming back to the case's address shows its prediction again.
    await page.goto(`/case-predictor/${saved.id}`);
    await expect
      .poll(() =>
        main
          .getByRole("region", { name: "Previous Predictions" })
          .getByRole("button", { name: /Show the Small Claims prediction/ })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => main.getByText("High score").count()).toBe(1);
  });

  it("shows a friendly error, not a raw one, for a case that is not hers", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/case-predictor/00000000-0000-4000-8000-000000000000");
    await expect
      .poll(() =>
        page
          .locator("main")
          .getByRole("button", { name: /Try again/ })
          .count(),
      )
      .toBe(1);
    expect(
      await page
        .locator("main")
        .getByText(/404|not found/i)
        .count(),
    ).toBe(0);
  });
});
