import { describe, it } from "vitest";
import { useE2EApp } from "./support/e2e-app";
describe("debug", () => {
  const e2e = useE2EApp();
  it("auth page", async () => {
    const page = await e2e.newPage();
    page.on("console", (m) => console.log("CONSOLE", m.type(), m.text().slice(0, 300)));
    page.on("pageerror", (e) => console.log("PAGEERROR", e.message.slice(0, 500)));
    await page.goto("/auth");
    await page.waitForTimeout(3000);
    console.log("TEXT", (await page.locator("body").innerText()).slice(0, 800));
    await page.screenshot({ path: "/tmp/fe/auth.png" });
  });
});
