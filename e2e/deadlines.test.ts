import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { findKind } from "@shared/documents/registry";
import { evictionAnswerDeadline } from "@shared/florida/deadlines";
import { englishExplanation } from "@shared/florida/test-support/explanation-text";
import { addCalendarDays, weekdayOf } from "@shared/florida/iso-date";
import { formatDate } from "@shared/i18n/format";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { addMonths } from "@client/features/deadlines/calendar-month";
import { todayIso } from "@client/lib/today";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { fillToLastStep, openWizardTab } from "./support/fill-wizard";
import { createCase } from "./support/seed";
import { ENGLISH_MONTH_NAMES } from "@shared/month-names";

const monthHeading = (date: string) => `${ENGLISH_MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`).innerText();
const day = (page: Page, date: string) => page.locator(`main [data-date="${date}"]`);
const focusedDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? null);
const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
const deadlinesOf = (page: Page, query = "") => api<DeadlineJson[]>(page, "GET", `/api/deadlines${query}`);

describe.skipIf(!chromiumAvailable())("the deadline calendar in the browser", () => {
  const e2e = useE2EApp();

  it("creates, quick-adds, finds by keyboard, completes, edits, exports and deletes deadlines", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const today = todayIso();
    const inThree = addCalendarDays(today, 3);
    const yesterday = addCalendarDays(today, -1);

    await page.goto("/deadlines");
    await expect.poll(() => page.getByRole("heading", { name: "Deadline Calendar", level: 1 }).count()).toBe(1);
    const main = page.locator("main");
    await expect.poll(() => main.getByText("No deadlines for this date").count()).toBe(1);
    expect(await main.getByText("No upcoming deadlines this week").count()).toBe(1);
    expect(await main.getByRole("heading", { name: "Overdue Deadlines" }).count()).toBe(0);
    expect(await stat(page, "pending")).toBe("0");
    // The bell loads after the page's first paint.
    await expect.poll(() => page.getByRole("button", { name: "Notifications", exact: true }).count()).toBe(1);
    expect(await page.getByTestId("notifications-dot").count()).toBe(0);
    await expectAccessible(page, "/deadlines, empty");

    // Create: the spec's defaults, then "Missing Information" without a title.
    await main.getByRole("button", { name: "New Deadline" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Deadline" });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByLabel("Due date").inputValue()).toBe(today);
    expect(await dialog.getByLabel("Type").inputValue()).toBe("filing");
    expect(await dialog.getByLabel("Priority").inputValue()).toBe("medium");
    expect(await dialog.getByLabel("Reminder date").inputValue()).toBe("");
    await expectAccessible(page, "create deadline dialog");
    await dialog.getByRole("button", { name: "Create Deadline" }).click();
    await toastShown(page, "Missing Information");
    expect(await dialog.getByRole("textbox", { name: "Title", exact: true }).getAttribute("aria-invalid")).toBe("true");
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("File my answer");
    await dialog.getByLabel("Due date").fill(inThree);
    await dialog.getByLabel("Time").fill("09:30");
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByRole("button", { name: "Create Deadline" }).click();
    await toastShown(page, "Deadline Created");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => stat(page, "thisWeek")).toBe("1");
    expect(await stat(page, "pending")).toBe("1");
    const week = main.locator("section[aria-labelledby='this-week-heading']");
    expect(await week.getByRole("button", { name: "File my answer, In 3 days: show this date" }).count()).toBe(1);
    // Its day has a blue dot, and says so in words (when it falls in the month shown, as for yesterday below).
    if (monthHeading(inThree) === monthHeading(today)) {
      expect(await day(page, inThree).getAttribute("aria-label")).toContain("1 deadline");
      expect(await day(page, inThree).locator("[data-mark]").getAttribute("data-mark")).toBe("deadline");
    }

    // Quick Add: nothing without a title; with one, an overdue deadline (red mark, overdue panel).
    const quickAdd = main.locator("form[aria-labelledby='quick-add-heading']");
    await quickAdd.getByRole("button", { name: "Add Deadline" }).click();
    await quickAdd.getByLabel("Date").fill(yesterday);
    await quickAdd.getByRole("button", { name: "Add Deadline" }).click();
    expect((await deadlinesOf(page)).length).toBe(1);
    await quickAdd.getByLabel("Title").fill("Pay rent into the registry");
    await quickAdd.getByRole("button", { name: "Add Deadline" }).click();
    await expect.poll(() => stat(page, "overdue")).toBe("1");
    expect(await quickAdd.getByLabel("Title").inputValue()).toBe("");
    const overduePanel = main.locator("section[aria-labelledby='overdue-heading']");
    expect(await overduePanel.getByRole("heading", { name: "Overdue Deadlines" }).count()).toBe(1);
    if (monthHeading(yesterday) === monthHeading(today)) {
      expect(await day(page, yesterday).getAttribute("aria-label")).toContain("1 overdue");
      expect(await day(page, yesterday).locator("[data-mark]").getAttribute("data-mark")).toBe("overdue");
    }

    // The bell: a dot, a name with the count, and links to the days.
    const bell = page.getByRole("button", { name: "Notifications: 2 deadlines need attention" });
    await expect.poll(() => bell.count()).toBe(1);
    expect(await page.getByTestId("notifications-dot").count()).toBe(1);
    await bell.click();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.getByRole("menuitem", { name: /Pay rent into the registry/ }).count()).toBe(1);
    await expectAccessible(page, "notifications menu");
    await menu.getByRole("menuitem", { name: /File my answer/ }).click();
    await page.waitForURL(`**/deadlines?date=${inThree}`);
    await expect
      .poll(() => main.getByRole("heading", { name: `Deadlines for ${formatDate(inThree, "weekday")}` }).count())
      .toBe(1);
    expect(await main.getByRole("heading", { name: "File my answer", level: 3 }).count()).toBe(1);

    // The keyboard: arrows, Home and End, Page Up and Page Down, Enter.
    await page.goto("/deadlines");
    await expect.poll(() => day(page, today).count()).toBe(1);
    expect(await day(page, today).getAttribute("tabindex")).toBe("0");
    await day(page, today).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => focusedDate(page)).toBe(inThree);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toContain(`date=${inThree}`);
    await expect.poll(() => day(page, inThree).locator("xpath=..").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => main.getByRole("heading", { name: "File my answer", level: 3 }).count()).toBe(1);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedDate(page)).toBe(addCalendarDays(inThree, 7));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("PageDown");
    const nextMonth = addMonths(inThree, 1);
    await expect.poll(() => focusedDate(page)).toBe(nextMonth);
    await expect.poll(() => main.getByRole("heading", { name: monthHeading(nextMonth), level: 2 }).count()).toBe(1);
    await page.keyboard.press("PageUp");
    await expect.poll(() => focusedDate(page)).toBe(inThree);
    await page.keyboard.press("Home");
    await expect.poll(() => focusedDate(page)).toBe(addCalendarDays(inThree, -weekdayOf(inThree)));
    await page.keyboard.press("End");
    await expect.poll(() => focusedDate(page)).toBe(addCalendarDays(inThree, 6 - weekdayOf(inThree)));

    // The overdue panel jumps to its date; Complete turns it into a Completed badge.
    await overduePanel.getByRole("button", { name: /Pay rent into the registry, 1 day overdue/ }).click();
    await expect.poll(() => page.url()).toContain(`date=${yesterday}`);
    await main.getByRole("button", { name: "Complete Pay rent into the registry" }).click();
    await toastShown(page, "Deadline Completed");
    const dayList = main.locator("section[aria-labelledby='day-deadlines-heading']");
    await expect.poll(() => dayList.getByText("Completed", { exact: true }).count()).toBe(1);
    expect(await main.getByRole("button", { name: "Complete Pay rent into the registry" }).count()).toBe(0);
    expect(await stat(page, "completed")).toBe("1");
    expect(await stat(page, "overdue")).toBe("0");
    expect(await main.getByRole("heading", { name: "Overdue Deadlines" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Notifications: 1 deadline needs attention" }).count()).toBe(1);

    // Edit.
    await page.goto(`/deadlines?date=${inThree}`);
    await main.getByRole("button", { name: "Edit File my answer" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Deadline" });
    expect(await edit.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe("File my answer");
    expect(await edit.getByLabel("Time").inputValue()).toBe("09:30");
    await edit.getByRole("textbox", { name: "Title", exact: true }).fill("File my written answer");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await toastShown(page, "Deadline Updated");
    await expect.poll(() => main.getByRole("heading", { name: "File my written answer", level: 3 }).count()).toBe(1);

    // Calendar files: every pending deadline, and one deadline's "Add to calendar", at 9:30 Florida time.
    const dtStart = `DTSTART;TZID=America/New_York:${inThree.replaceAll("-", "")}T093000`;
    const [all] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("link", { name: "Download calendar" }).click(),
    ]);
    const allText = await readFile((await all.path())!, "utf8");
    expect(allText).toContain("BEGIN:VEVENT");
    expect(allText).toContain("SUMMARY:File my written answer");
    expect(allText).toContain(dtStart);
    expect(allText).not.toContain("Pay rent into the registry"); // completed
    const [one] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("link", { name: "Add to calendar: File my written answer" }).click(),
    ]);
    expect(one.suggestedFilename()).toMatch(/\.ics$/);
    const oneText = await readFile((await one.path())!, "utf8");
    expect(oneText.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(oneText).toContain(dtStart);

    // Delete asks first.
    await main.getByRole("button", { name: "Delete File my written answer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this deadline?" });
    await expect.poll(() => confirm.count()).toBe(1);
    await expectAccessible(page, "delete deadline dialog");
    await confirm.getByRole("button", { name: "Delete Deadline" }).click();
    await toastShown(page, "Deadline Deleted");
    await expect.poll(() => main.getByText("No deadlines for this date").count()).toBe(1);
    expect(await stat(page, "pending")).toBe("0");
    await expect.poll(() => page.getByRole("button", { name: "Notifications", exact: true }).count()).toBe(1);
    expect(await page.getByTestId("notifications-dot").count()).toBe(0);
    await page.context().close();
  });

  it("calculates a Florida deadline and adds it in one click; the subscription address can be made and turned off", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const served = addCalendarDays(todayIso(), 10);
    const expected = evictionAnswerDeadline(served);

    await page.goto("/deadlines");
    const calculator = page.locator("main section").filter({ has: page.getByRole("heading", { name: "Calculate a deadline" }) });
    await calculator.getByLabel("What started the clock?").selectOption("evictionAnswer");
    await calculator.getByLabel("Date you were served the eviction papers").fill(served);
    await expect.poll(() => calculator.getByTestId("calculated-date").innerText()).toBe(formatDate(expected.date, "weekday"));
    expect(await calculator.innerText()).toContain(englishExplanation(expected.explanation));
    await expectAccessible(page, "deadline calculator");
    await calculator.getByRole("button", { name: "Add to my deadlines" }).click();
    await toastShown(page, "Deadline Created");
    await expect.poll(() => calculator.getByText("Added to your deadlines").count()).toBe(1);
    expect(await deadlinesOf(page)).toEqual([
      expect.objectContaining({
        title: "File my eviction answer and deposit the rent",
        dueDate: expected.date,
        type: "filing",
        priority: "critical",
        description: englishExplanation(expected.explanation),
      }),
    ]);

    // Subscription: the plain warning, create, turn off.
    const subscribe = page.locator("main section[aria-labelledby='calendar-subscribe-heading']");
    expect(await subscribe.innerText()).toContain("Anyone who has this link can see your deadlines");
    await subscribe.getByRole("button", { name: "Create private address" }).click();
    const address = subscribe.getByLabel("Private calendar address");
    await expect.poll(() => address.count()).toBe(1);
    const url = await address.inputValue();
    expect(url).toMatch(/\/calendar\/[^/]+\.ics$/);
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("SUMMARY:File my eviction answer and deposit the rent");
    // Shown once: after a reload it is still on, but only a new address can be copied.
    await page.reload();
    await expect.poll(() => subscribe.getByText(/You made a private address on .+, and it still works/).count()).toBe(1);
    expect(await subscribe.getByLabel("Private calendar address").count()).toBe(0);
    await subscribe.getByRole("button", { name: "Turn off" }).click();
    await expect.poll(() => subscribe.getByRole("button", { name: "Create private address" }).count()).toBe(1);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
    await page.context().close();
  });

  it("fits a 360 px phone without sideways scrolling", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    const today = todayIso();
    await api(page, "POST", "/api/deadlines", {
      title: "Hearing at the county courthouse with a long title",
      dueDate: today,
      type: "hearing",
    });
    await api(page, "POST", "/api/deadlines", { title: "Late one", dueDate: addCalendarDays(today, -2) });
    await page.goto("/deadlines");
    await expect
      .poll(() => page.getByRole("heading", { name: "Hearing at the county courthouse with a long title", level: 3 }).count())
      .toBe(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expectAccessible(page, "/deadlines at 360 px");
    await page.getByRole("button", { name: "New Deadline" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Create New Deadline" }).count()).toBe(1);
    expect(await overflow()).toBe(0);
    await expectAccessible(page, "create deadline dialog at 360 px");

    // About 35% longer words (the pseudo-locale) still fit, and none is missing from the catalogs.
    await page.goto("/deadlines?lang=en-XA");
    await expect.poll(() => page.locator("main [data-date]").count()).toBeGreaterThan(27);
    await page.locator("main select").first().selectOption("threeDayNotice");
    expect(await overflow()).toBe(0);
    expect(await page.evaluate(() => [...new Set(window.__missingMessages ?? [])])).toEqual([]);
    await page.context().close();
  });

  it("lists a case's deadlines on its page and adds one with the case chosen", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const item = await createCase(page, { title: "Roof repair money", type: "small_claims" });
    await api(page, "POST", "/api/deadlines", { title: "Unrelated deadline", dueDate: addCalendarDays(todayIso(), 5) });

    await page.goto(`/cases/${item.id}`);
    const section = page.locator("main section[aria-labelledby='case-deadlines-heading']");
    await expect.poll(() => section.getByText("No deadlines for this case yet.").count()).toBe(1);
    await section.getByRole("button", { name: "Add Deadline" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Deadline" });
    await expect.poll(() => dialog.getByLabel("Case").inputValue()).toBe(item.id);
    await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Pretrial conference");
    await dialog.getByLabel("Type").selectOption("hearing");
    await dialog.getByRole("button", { name: "Create Deadline" }).click();
    await toastShown(page, "Deadline Created");
    await expect.poll(() => section.getByRole("link", { name: /Pretrial conference/ }).count()).toBe(1);
    expect(await section.getByText("Unrelated deadline").count()).toBe(0);
    await expectAccessible(page, "/cases/{id} with deadlines");
    expect(await deadlinesOf(page, `?caseId=${item.id}`)).toEqual([
      expect.objectContaining({ title: "Pretrial conference", caseId: item.id, type: "hearing" }),
    ]);
    await section.getByRole("link", { name: /Pretrial conference/ }).click();
    await page.waitForURL(`**/deadlines?date=${todayIso()}`);
    await page.context().close();
  });

  it("adds the deadlines a generated eviction answer starts at once, with Undo; the dashboard opens with them", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const kind = findKind("eviction_answer")!;
    const served = todayIso();
    const expected = evictionAnswerDeadline(served);
    const answers = { ...(SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>), service_date: served };
    const wizard = await openWizardTab(page, kind);
    await fillToLastStep(page, wizard, kind, answers);
    await wizard.getByRole("button", { name: "Generate Document" }).click();
    await page.waitForURL("**/documents");
    // First on the page: the paper, how to get it, what to do next, and the deadlines it starts.
    const ready = page.locator("main section[aria-labelledby='paper-ready-heading']");
    await expect.poll(() => ready.getByRole("heading", { name: "Your paper is ready" }).count()).toBe(1);
    expect(
      await ready
        .getByRole("listitem")
        .filter({ hasText: /clerk of court|sign it|copy to the other side/ })
        .count(),
    ).toBe(3);
    expect(await ready.getByRole("link", { name: /Open to print/ }).getAttribute("href")).toMatch(
      /\/api\/documents\/[0-9a-f-]+\/download\?inline=1$/,
    );
    const offer = ready.locator("section[aria-labelledby='suggested-deadlines-heading']");
    await expect.poll(() => offer.getByRole("heading", { name: "File my eviction answer and deposit the rent" }).count()).toBe(1);
    expect(await offer.innerText()).toContain(formatDate(expected.date, "weekday"));
    // Added for her at once.
    await expect.poll(() => offer.getByText("Added to your deadlines.").count()).toBe(1);
    const added = [
      expect.objectContaining({
        title: "File my eviction answer and deposit the rent",
        dueDate: expected.date,
        priority: "critical",
      }),
    ];
    expect(await deadlinesOf(page)).toEqual(added);
    await expectAccessible(page, "/documents with the deadlines it added");
    // Coming back to the page does not add them twice.
    await page.reload();
    await expect.poll(() => offer.getByText("Added to your deadlines.").count()).toBe(1);
    expect(await deadlinesOf(page)).toHaveLength(1);
    // Undo takes them off; each can then be added by hand.
    await offer.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => offer.getByText(/Taken off your deadlines/).count()).toBe(1);
    expect(await deadlinesOf(page)).toEqual([]);
    await offer.getByRole("button", { name: "Add to my deadlines: File my eviction answer and deposit the rent" }).click();
    await expect.poll(() => offer.getByText("Added", { exact: true }).count()).toBe(1);
    expect(await deadlinesOf(page)).toEqual(added);
    // The dashboard opens with her next deadline and her latest paper.
    await page.goto("/dashboard");
    const next = page.locator("main").getByRole("heading", { name: "Your next deadline" }).locator("..");
    await expect.poll(() => next.getByText("File my eviction answer and deposit the rent").count()).toBe(1);
    expect(await next.innerText()).toContain(formatDate(expected.date, "weekday"));
    const papers = page.locator("main").getByRole("heading", { name: "Your latest papers" }).locator("..");
    await expect.poll(() => papers.getByRole("listitem").count()).toBe(1);
    await expectAccessible(page, "/dashboard with a deadline and a paper");
    await page.goBack();
    await page.waitForURL("**/documents");
    // The paper's own page keeps the deadline it started shown until it is done.
    await ready.getByRole("link", { name: "Open this paper: its versions and deadlines" }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]+$/);
    const started = page.getByRole("region", { name: "Deadlines this paper started" });
    await expect.poll(() => started.getByText("File my eviction answer and deposit the rent").count()).toBe(1);
    await page.goBack();
    await page.waitForURL("**/documents");
    await ready.getByRole("button", { name: "Hide" }).click();
    await expect.poll(() => ready.count()).toBe(0);
    await page.context().close();
  });
});
