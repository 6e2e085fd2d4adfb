/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) against the production build served
 * by `node dist/server/main.js`, with the system Chromium. Each page is measured a few times; the median is printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import type { Figure } from "./http";
import { freePort, startServer } from "./server-process";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/auth", "/terms"];
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flc-lighthouse-"));
  const server = await startServer({ DATA_DIR: dataDir });
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const figures: Figure[] = [];
  try {
    for (const page of PAGES) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const fcp: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port,
          logLevel: "error",
          output: "json",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${page}`);
        const { categories, audits } = result.lhr;
        for (const category of CATEGORIES) scores[category]!.push(Math.round((categories[category]?.score ?? 0) * 100));
        fcp.push(audits["first-contentful-paint"]?.numericValue ?? NaN);
        lcp.push(audits["largest-contentful-paint"]?.numericValue ?? NaN);
        tbt.push(audits["total-blocking-time"]?.numericValue ?? NaN);
      }
      figures.push(
        { name: `${page} mobile: performance [aim >= 95]`, value: String(median(scores.performance!)) },
        { name: `  first / largest contentful paint (ms)`, value: `${median(fcp).toFixed(0)} / ${median(lcp).toFixed(0)}` },
        { name: `  total blocking time (ms)`, value: median(tbt).toFixed(0) },
        {
          name: `  accessibility / best practices / SEO [aim >= 95 each]`,
          value: `${median(scores.accessibility!)} / ${median(scores["best-practices"]!)} / ${median(scores.seo!)}`,
        },
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
