import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, useSignedInPage } from "./support/e2e-app";
import { createDocument } from "./support/seed";

interface ReminderSettings {
  enabled: boolean;
  byEmail: boolean;
  schedule: string[];
  quietStart: string;
  quietEnd: string;
}

describe.skipIf(!chromiumAvailable())("her updates and reminders at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  it("shows a new paper in the bell, marks it read when opened, and leads to her documents", async () => {
    const page = signedIn.page();
    await createDocument(page, "Roof claim", "claim");
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: "Notifications: 1 new update" });
    await expect.poll(() => bell.count()).toBe(1);
    expect(await page.getByTestId("notifications-dot").count()).toBe(1);

    await bell.click();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.getByText("Your paper is ready: Roof claim").count()).toBe(1);
    expect(await menu.getByText("New", { exact: true }).count()).toBe(1);
    await expectAccessible(page, "the bell open with an unread update");

    await menu.getByRole("menuitem", { name: /Your paper is ready: Roof claim/ }).click();
    await page.waitForURL("**/documents");
    await expect.poll(() => page.getByRole("button", { name: "Notifications", exact: true }).count()).toBe(1);
    expect(await page.getByTestId("notifications-dot").count()).toBe(0);
  });

  it("keeps her reminder choices, and says plainly that e-mail needs a mail server", async () => {
    const page = signedIn.page();
    await page.goto("/settings#reminders");
    const form = page.getByRole("form", { name: "Reminders" });
    await expect.poll(() => form.getByText(/E-mail reminders need a mail server/).count()).toBe(1);
    expect(await form.getByRole("radio", { name: "By e-mail and in the app" }).isDisabled()).toBe(true);
    expect(await form.getByRole("radio", { name: "Only in the app" }).isChecked()).toBe(true);
    await expectAccessible(page, "/settings with the reminders card");

    await form.getByRole("checkbox", { name: "Two days before" }).uncheck();
    await form.getByLabel("From").selectOption("22:00");
    await form.getByRole("button", { name: "Save reminders" }).click();
    await expect.poll(() => page.getByText("Your reminder settings are saved.").count()).toBeGreaterThan(0);

    const saved = await api<ReminderSettings>(page, "GET", "/api/reminder-settings");
    expect(saved).toMatchObject({ enabled: true, schedule: ["week", "morning"], quietStart: "22:00", quietEnd: "08:00" });
    await page.reload();
    await expect.poll(() => form.getByRole("checkbox", { name: "Two days before" }).count()).toBe(1);
    expect(await form.getByRole("checkbox", { name: "Two days before" }).isChecked()).toBe(false);
    expect(await form.getByRole("checkbox", { name: "A week before" }).isChecked()).toBe(true);

    await form.getByRole("checkbox", { name: "Remind me of my deadlines" }).uncheck();
    expect(await form.getByRole("checkbox", { name: "A week before" }).isDisabled()).toBe(true);
    await form.getByRole("button", { name: "Save reminders" }).click();
    await expect.poll(async () => (await api<ReminderSettings>(page, "GET", "/api/reminder-settings")).enabled).toBe(false);
  });
});
