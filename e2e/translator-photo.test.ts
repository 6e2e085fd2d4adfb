import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranslationJson } from "@shared/translations";
import { readPhoto } from "@server/translator/test-support/photos";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, pageIsWiderThanWindow, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";

/** Reading a photo on a busy machine: the engine loads, then the page is read and translated. */
// Reading photos waits its turn for the one recognition thread, whose budget is 6 s + 12 s a page, on a machine
// that runs the other browser tests beside it.
const SERVER_WORK = { timeout: 75_000 };

describe.skipIf(!chromiumAvailable())("a photo of a paper on the translator page, at 360 px", { timeout: 180_000 }, () => {
  const e2e = useE2EApp();
  let phone: Page | undefined;
  const page = () => phone!;
  const main = () => page().locator("main");

  beforeAll(async () => {
    phone = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(phone);
  });

  it("reads the photo, shows the text read to check, and translates her corrected text", async () => {
    await page().goto("/translator");
    await expect.poll(() => main().getByRole("button", { name: "Take a photo" }).count()).toBe(1);
    // The camera's own input: pictures, the back camera on a phone.
    const camera = main().getByTestId("translator-camera");
    expect(await camera.getAttribute("accept")).toBe("image/*");
    expect(await camera.getAttribute("capture")).toBe("environment");

    await main()
      .getByTestId("translator-file")
      .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: readPhoto("three-day-notice.jpg") });
    await expect
      .poll(() =>
        main()
          .getByText(/IMG_2041\.jpg will be read when you translate it/)
          .count(),
      )
      .toBe(1);
    await main().getByRole("button", { name: "Translate", exact: true }).click();
    // Once uploaded, while the server reads it (a few seconds): a stage that says so.
    const reading = main().getByRole("status").filter({ hasText: "Reading the photo…" });
    await expect.poll(() => reading.count(), SERVER_WORK).toBe(1);

    const check = main().getByRole("region", { name: "Check the text we read" });
    await expect.poll(() => check.count(), SERVER_WORK).toBe(1);
    const box = check.getByRole("textbox", { name: "The text we read" });
    expect(await box.inputValue()).toContain("THREE-DAY NOTICE");
    expect(await check.getByText(/How sure we are of the words: \d+%/).count()).toBe(1);
    await expectAccessible(page(), "/translator, checking the text read from a photo");
    // The explanation waits until she has checked the text.
    expect(await main().getByRole("heading", { name: "Latest Translation" }).count()).toBe(0);

    const [fromPhoto] = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(fromPhoto!.source).toBe("image");
    await box.fill(`${await box.inputValue()}\n\nCorrected by hand.`);
    await check.getByRole("button", { name: "Translate my corrected text" }).click();
    await expect.poll(() => main().getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    expect(await check.count()).toBe(0);
    const [corrected] = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(corrected!.source).toBe("text");
    expect(corrected!.originalFileName).toBe("IMG_2041.jpg");
    expect(corrected!.originalContent).toContain("Corrected by hand.");
  });

  it("reads several photos chosen at once as the pages of one paper, in the order chosen", async () => {
    await page().goto("/translator");
    await expect.poll(() => main().getByRole("button", { name: "Take a photo" }).count()).toBe(1);
    await main()
      .getByTestId("translator-file")
      .setInputFiles([
        { name: "IMG_3001.jpg", mimeType: "image/jpeg", buffer: readPhoto("eviction-summons-page-1.jpg") },
        { name: "IMG_3002.jpg", mimeType: "image/jpeg", buffer: readPhoto("eviction-summons-page-2.jpg") },
      ]);
    const chosen = main().getByText("2 photos will be read as the pages of one paper, in the order you chose them.");
    await expect.poll(() => chosen.count()).toBe(1);
    await main().getByRole("button", { name: "Translate", exact: true }).click();
    const reading = main().getByRole("status").filter({ hasText: "Reading the photos…" });
    await expect.poll(() => reading.count(), SERVER_WORK).toBe(1);

    const check = main().getByRole("region", { name: "Check the text we read" });
    await expect.poll(() => check.count(), SERVER_WORK).toBe(1);
    expect(await check.getByText(/We read these words from your 2 photos/).count()).toBe(1);
    const text = await check.getByRole("textbox", { name: "The text we read" }).inputValue();
    // Both pages, the first before the second.
    expect(text.indexOf("EVICTION SUMMONS")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("EVICTION SUMMONS")).toBeLessThan(text.indexOf("THINGS YOU MUST DO"));
    expect(await pageIsWiderThanWindow(page())).toBe(false);
    await expectAccessible(page(), "/translator, checking the text read from two photos");

    await check.getByRole("button", { name: "The text is right: show the explanation" }).click();
    await expect.poll(() => main().getByRole("heading", { name: "Latest Translation" }).count(), SERVER_WORK).toBe(1);
    const [fromPhotos] = await api<TranslationJson[]>(page(), "GET", "/api/translations");
    expect(fromPhotos!.source).toBe("image");
    expect(fromPhotos!.originalContent).toBe(text);
    expect(await main().getByRole("region", { name: "What this paper is" }).innerText()).toMatch(/eviction/i);
  });
});
