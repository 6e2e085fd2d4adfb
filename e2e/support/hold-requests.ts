import type { Page } from "playwright-core";

/** Holds the page's requests to `url` until the returned function is called, so a loading state stays on screen. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
