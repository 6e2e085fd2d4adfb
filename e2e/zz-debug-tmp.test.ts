import { it } from "vitest";
import { startE2EApp } from "/work/main/e2e/support/e2e-app";
it("debug", async () => {
  const e2e = await startE2EApp();
  const page = await e2e.newPage();
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  await page.goto("/auth");
  await page.waitForTimeout(3000);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.waitForTimeout(1000);
  console.log(await page.locator("body").innerText());
  await page.screenshot({ path: "/tmp/dbg/auth.png" });
  await e2e.close();
}, 120000);
