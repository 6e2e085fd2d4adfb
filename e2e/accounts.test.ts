import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@server/auth/passwords";
import { users } from "@server/db/schema";
import { chromiumAvailable } from "./support/chromium";
import { expectAccessible, newEmail, PHONE, registerThroughUi, startE2EApp, type E2EApp } from "./support/e2e-app";

describe.skipIf(!chromiumAvailable())("accounts in the browser", () => {
  let e2e: E2EApp;
  beforeAll(async () => {
    e2e = await startE2EApp();
  });
  afterAll(() => e2e?.close());

  it("shows each registration validation message", async () => {
    const page = await e2e.newPage();
    await page.goto("/auth");
    await expectAccessible(page, "/auth (login tab)");
    await page.getByRole("tab", { name: "Register" }).click();
    await expectAccessible(page, "/auth (register tab)");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel(/^Password/).fill("abc");
    await page.getByLabel("Confirm password").fill("abcd");
    await page.getByRole("button", { name: "Create Free Account" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address").count()).toBe(1);
    await expect.poll(() => page.getByText("Password must be at least 8 characters").count()).toBe(1);
    await page.getByLabel("Email").fill("maria@example.com");
    await page.getByLabel(/^Password/).fill("orchid-lantern-42");
    await page.getByLabel("Confirm password").fill("secret124");
    await page.getByRole("button", { name: "Create Free Account" }).click();
    await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(1);
    expect(page.url()).toContain("/auth");
    await expectAccessible(page, "/auth with errors");
    await page.context().close();
  });

  it("redirects a signed-out visitor from a protected page to /auth", async () => {
    const page = await e2e.newPage();
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await page.goto("/documents");
    await page.waitForURL("**/auth");
    await page.context().close();
  });

  it("registers, logs out, logs back in, and is sent from /auth to the dashboard while signed in", async () => {
    const page = await e2e.newPage();
    const email = await registerThroughUi(page);
    await expect.poll(() => page.getByRole("heading", { name: "Dashboard" }).count()).toBe(1);
    await expect.poll(() => page.getByText("Active Cases").count()).toBe(1);
    await expectAccessible(page, "/dashboard");

    await page.goto("/auth");
    await page.waitForURL("**/dashboard");

    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect.poll(() => page.getByText(email).count()).toBe(1);
    await expect.poll(() => page.getByText("Miami-Dade County, FL").count()).toBe(1);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect.poll(() => page.getByText("Invalid email or password").count()).toBeGreaterThan(0);
    expect(page.url()).toContain("/auth");

    await page.getByLabel(/^Password/).fill("orchid-lantern-42");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText("Welcome back!").count(), { timeout: 12_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it("refuses a duplicate e-mail with the server's message", async () => {
    const page = await e2e.newPage();
    const email = await registerThroughUi(page, newEmail());
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel(/^Password/).fill("orchid-lantern-42");
    await page.getByLabel("Confirm password").fill("orchid-lantern-42");
    await page.getByRole("button", { name: "Create Free Account" }).click();
    // Toasts take turns (the welcome may still be showing): each one waits for the one before.
    await expect.poll(() => page.getByText("Registration failed").count(), { timeout: 12_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/already exists/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("opens the mobile drawer with both groups and navigates from it", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect.poll(() => drawer.getByText("Legal Modules").count()).toBe(1);
    await expect.poll(() => drawer.getByText("Tools").count()).toBe(1);
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(280);
    await expectAccessible(page, "mobile drawer");
    await drawer.getByRole("link", { name: "Legal Glossary" }).click();
    await page.waitForURL("**/glossary");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: "Legal Glossary", level: 1 }).count()).toBe(1);
    await page.context().close();
  });

  it("lets a user change name and county in Settings", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.waitForURL("**/settings");
    await expectAccessible(page, "/settings");
    await page.getByLabel("First name").fill("Rosa");
    await page.getByLabel("County").selectOption("Orange");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Profile Updated").count()).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole("button", { name: /Account menu for Rosa/ }).click();
    await expect.poll(() => page.getByText("Orange County, FL").count()).toBe(1);
    await page.context().close();
  });

  it("Hardening 3: the forms show the new password rules, and an old weak password is asked to be changed at sign-in", async () => {
    const page = await e2e.newPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const email = newEmail();
    await page.getByLabel("Email").fill(email);
    for (const [password, message] of [
      ["aaaaaaaaaa", "Password cannot be one character repeated"],
      [`${email.split("@")[0]}-2024`, "Password cannot contain your email address or the part before the @"],
    ]) {
      await page.getByLabel(/^Password/).fill(password!);
      await page.getByLabel("Confirm password").fill(password!);
      await page.getByRole("button", { name: "Create Free Account" }).click();
      await expect.poll(() => page.getByText(message!).count()).toBe(1);
    }
    expect(page.url()).toContain("/auth");

    // An account made before the new rules, with a 6-letter password: she still signs in, and is sent to change it.
    const legacy = newEmail();
    await e2e.db.insert(users).values({ email: legacy, passwordHash: await hashPassword("tomato") });
    await page.getByRole("tab", { name: "Login" }).click();
    await page.getByLabel("Email").fill(legacy);
    await page.getByLabel(/^Password/).fill("tomato");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    const notice = "Your password does not meet our new rules";
    await expect.poll(() => page.getByText(notice, { exact: false }).count()).toBe(1);
    await expectAccessible(page, "/settings asking for a new password");
    await page.getByLabel("Current password").fill("tomato");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("granite-meadow-owl-63");
    await page.getByLabel("Confirm new password").fill("granite-meadow-owl-63");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect.poll(() => page.getByText("Password Changed").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(notice, { exact: false }).count()).toBe(0);
    await page.context().close();
  });
});
