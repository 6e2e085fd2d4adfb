import { chromium } from "playwright-core";
import { expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from "./support/chromium";

it.skipIf(!chromiumAvailable())("the accessibility check finds a picture without words and a field without a name", async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<html lang="en"><title>Check</title><main><img src="x.png"><input type="text"></main></html>');
    expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["image-alt", "label"]);
    await page.setContent(
      '<html lang="en"><title>Check</title><main><img src="x.png" alt="A receipt"><label>Name <input type="text"></label></main></html>',
    );
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
