import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findKind } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useSignedInPage } from "./support/e2e-app";
import { fillStep } from "./support/fill-wizard";

const evictionAnswer = findKind("eviction_answer")!;

/** The root font size, which every size on the page follows. */
const rootSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe.skipIf(!chromiumAvailable())("reading and moving by keyboard at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  it("shows each page's name whole, broken only between words, in English and Spanish", async () => {
    const page = signedIn.page();
    for (const [path, name] of [
      ["/dashboard?lang=en", "Dashboard"],
      ["/landlord-tenant?lang=en", "Landlord-Tenant"],
      ["/dashboard?lang=es", "Panel principal"],
      ["/landlord-tenant?lang=es", "Arrendador e inquilino"],
    ] as const) {
      await page.goto(path);
      const title = page.getByRole("heading", { level: 1 });
      await expect.poll(() => title.textContent()).toBe(name);
      // Each word of the name sits on one line: no word is split between two.
      const split = await title.evaluate((heading) => {
        const text = heading.firstChild;
        if (!text) return ["no text"];
        const broken: string[] = [];
        for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
        return broken;
      });
      expect(split, `${path}: words split across lines`).toEqual([]);
    }
  });

  it("takes her from a start button to the wizard's heading, or to the start of a tab that explains first", async () => {
    const page = signedIn.page();
    await page.goto("/small-claims?lang=en");
    await page.getByRole("button", { name: "I want to sue someone" }).click();
    const heading = page.getByRole("heading", { name: "Statement of Claim", level: 3, exact: true });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const laws = page.getByText(/^Laws this document rests on \(\d+\)$/);
    expect(await laws.count()).toBe(1);
    expect(await page.getByRole("list", { name: "Laws this document rests on" }).isVisible()).toBe(false);
    await laws.click();
    expect(await page.getByRole("list", { name: "Laws this document rests on" }).isVisible()).toBe(true);
    await expectAccessible(page, "the statement of claim opened from its start button");

    await page.goto("/landlord-tenant?lang=en");
    await page.getByRole("button", { name: "I got eviction papers" }).click();
    const panel = page.getByRole("tabpanel", { name: "Tenant Defense" });
    await expect.poll(() => panel.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("shows how to move between a module's tabs while a tab has the keyboard's focus, in both languages", async () => {
    const page = signedIn.page();
    for (const [lang, hint] of [
      ["en", "Use the left and right arrow keys to move between sections."],
      ["es", "Use las flechas izquierda y derecha para pasar de una sección a otra."],
    ] as const) {
      await page.goto(`/debt-defense?lang=${lang}`);
      const tabs = page.getByRole("tablist");
      const shown = page.getByText(hint);
      await tabs.waitFor();
      expect(await tabs.getAttribute("aria-describedby")).toBe(await shown.getAttribute("id"));
      // Read by screen readers always (aria-describedby); shown on the screen only while a tab has the keyboard's focus.
      const onScreen = () => shown.evaluate((hintText) => hintText.getBoundingClientRect().width > 1);
      expect(await onScreen()).toBe(false);
      // From the page's start, by keyboard, to the selected tab.
      await page.getByRole("tab", { selected: true }).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(onScreen).toBe(true);
      const second = page.getByRole("tab").nth(1);
      expect(await second.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await expectAccessible(page, `/debt-defense tab hint (${lang})`);
    }
  });

  it("focuses an unanswered required choice and tells her why", async () => {
    const page = signedIn.page();
    await page.goto(`/${evictionAnswer.module}?tab=${evictionAnswer.place.tab}&lang=en`);
    const wizard = page.locator('form[aria-label="Answer to Eviction Complaint"]');
    await wizard.locator(`[name="${evictionAnswer.fields[0]!.name}"]`).waitFor();
    const { response_type: _left, ...answers } = SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>;
    const choice = wizard.locator('input[name="response_type"]');
    for (let step = 0; step < 10 && !(await choice.first().isVisible()); step++) {
      await fillStep(page, evictionAnswer, answers);
      const heading = await wizard.locator("h4").textContent();
      await wizard.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => wizard.locator("h4").textContent()).not.toBe(heading);
    }
    await fillStep(page, evictionAnswer, answers);
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => choice.first().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await choice.first().getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await choice.first().getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("This field is required");
    expect(await choice.first().evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
  });

  it("reads at 16 px at least, and makes the words bigger from the top bar for her account, on every device", async () => {
    const page = await signedIn.e2e.newPage({ viewport: PHONE });
    const email = await registerThroughUi(page);
    const smallest = await page.evaluate(() => {
      const sizes = Array.from(document.querySelectorAll<HTMLElement>("main p, main li"))
        .filter((element) => element.checkVisibility() && element.textContent?.trim())
        .map((element) => parseFloat(getComputedStyle(element).fontSize));
      return Math.min(...sizes);
    });
    expect(smallest).toBeGreaterThanOrEqual(16);
    expect(await rootSize(page)).toBe("16px");

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitemradio", { name: "Larger" }).click();
    await expect.poll(() => rootSize(page)).toBe("20px");
    expect(await page.getByRole("menuitemradio", { name: "Larger" }).getAttribute("aria-checked")).toBe("true");
    await expectAccessible(page, "the account menu with the text sizes");
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await api<{ textSize: string }>(page, "GET", "/api/user")).textSize).toBe("larger");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    // Another phone: her account brings the size with it.
    const other = await signedIn.e2e.newPage({ viewport: PHONE });
    await other.goto("/auth");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel(/^Password/).fill("orchid-lantern-42");
    await other.getByRole("button", { name: "Log In" }).click();
    await other.waitForURL("**/dashboard");
    await expect.poll(() => rootSize(other)).toBe("20px");

    await other.goto("/settings#text-size");
    const choices = other.getByRole("radiogroup", { name: "Text size" });
    await expect.poll(() => choices.getByRole("radio", { name: "Larger" }).isChecked()).toBe(true);
    await expectAccessible(other, "/settings with the text size card, larger");
    await choices.getByRole("radio", { name: "Normal" }).check();
    await expect.poll(() => rootSize(other)).toBe("16px");
    await expect.poll(async () => (await api<{ textSize: string }>(other, "GET", "/api/user")).textSize).toBe("normal");
  });
});
