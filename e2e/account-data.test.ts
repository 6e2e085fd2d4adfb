import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readPdf } from "@server/test-support/pdf-text";
import { readZip } from "@server/test-support/read-zip";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { holdRequests } from "./support/hold-requests";
import { createCase, createDocument } from "./support/seed";

const PASSWORD = "orchid-lantern-42";

describe.skipIf(!chromiumAvailable())("her data in Settings: download all of it, delete all of it", () => {
  const e2e = useE2EApp();

  it("downloads one ZIP of everything after asking for the password, with progress while it is made", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const roof = await createCase(page, { title: "Roof v. ABC", type: "small_claims" });
    await createDocument(page, "Roof claim", "claim", roof.id);
    await page.goto("/settings");
    await expect.poll(() => page.getByRole("heading", { name: "Download all my data" }).count()).toBe(1);
    await expectAccessible(page, "/settings with the data and deletion cards");

    const card = page.getByRole("form", { name: "Download all my data" });
    await card.getByLabel("Your password").fill("not-my-password");
    await card.getByRole("button", { name: "Download My Data" }).click();
    await expect.poll(() => card.getByText("Your current password is not correct").count()).toBe(1);

    const release = await holdRequests(page, "**/api/user/export");
    await card.getByLabel("Your password").fill(PASSWORD);
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download My Data" }).click();
    await expect
      .poll(() =>
        card
          .getByRole("status")
          .getByText(/Preparing your file/)
          .count(),
      )
      .toBe(1);
    expect(await card.getByRole("button", { name: "Preparing..." }).isDisabled()).toBe(true);
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^florida-legal-champion-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await readZip(await readFile((await download.path())!));
    expect([...files.keys()]).toContain("README.txt");
    expect(JSON.parse(files.get("cases.json")!.toString("utf8"))).toMatchObject([{ id: roof.id, title: "Roof v. ABC" }]);
    const pdf = await readPdf(files.get("documents/Roof v. ABC/Roof claim.pdf")!);
    expect(pdf.title).toBe("Roof claim");
    await expect.poll(() => page.getByText("Download Ready").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("deletes the account on a phone after saying what goes, offering the download first, and asking for the password", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const email = await registerThroughUi(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("Delete your account?").count()).toBe(1);
    await expect.poll(() => dialog.getByText(/This cannot be undone/).count()).toBe(1);
    expect(await dialog.getByText("your cases and every answer in them").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Download My Data First" }).count()).toBe(1);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "the delete-account dialog at 360 px");

    // The password is asked for before anything happens.
    await dialog.getByRole("button", { name: "Delete My Account Forever" }).click();
    await expect.poll(() => dialog.getByText("Please enter your current password").count()).toBe(1);
    await dialog.getByLabel("Your password").fill(PASSWORD);
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download My Data First" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
    await dialog.getByRole("button", { name: "Delete My Account Forever" }).click();

    await page.waitForURL("**/account-deleted");
    await expect.poll(() => page.getByRole("heading", { name: "Your account has been deleted" }).count()).toBe(1);
    await expectAccessible(page, "/account-deleted");
    // Signed out in this page too: the account menu is gone, and the dashboard sends her to sign in.
    expect(await page.getByRole("button", { name: /Account menu/ }).count()).toBe(0);
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => page.getByText("Invalid email or password").count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
