/**
 * axe-core run in the page itself. The script goes in once per document and each check asks for violations only:
 * @axe-core/playwright injected the whole script into every frame on every check and built the passes too, which
 * made a check 4–5 times slower (700–1000 ms against 150–250 ms) and most of the browser tests' time. The app has
 * no frames, so the top document is the whole page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA. */
const WCAG_21_AA: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
};

export type AxeViolation = AxeResults["violations"][number];

/** The WCAG 2.1 AA violations axe finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options).then((r) => r.violations),
    WCAG_21_AA,
  );
}
