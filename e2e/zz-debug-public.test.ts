import { describe, it } from "vitest";
import { startE2EApp } from "./support/e2e-app";

describe("debug", () => {
  it("prints", async () => {
    const e2e = await startE2EApp();
    const page = await e2e.newPage();
    page.on("console", (m) => console.log("CONSOLE", m.type(), m.text().slice(0, 400)));
    page.on("pageerror", (e) => console.log("PAGEERROR", e.message.slice(0, 400)));
    page.on("requestfailed", (r) => console.log("REQFAILED", r.url()));
    page.on("response", (r) => console.log("RESP", r.status(), r.url().slice(-80)));
    for (const path of ["/"]) {
      await page.goto(path);
      await page.waitForTimeout(6000);
      console.log(path, "TEXT:", (await page.locator("body").innerText()).slice(0, 300).replace(/\n/g, " | "));
    }
    await e2e.close();
  }, 120000);
});
