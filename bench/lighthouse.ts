/**
 * Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) against the production build served
 * by `node dist/server/main.js`, with the system Chromium. Each page is measured a few times; the median is printed,
 * and under a category that fell below 100 in a run, the audits that cost it points.
 *
 * While iterating: LIGHTHOUSE_PAGES=/dashboard,/cases/{case} (only those pages, public or signed-in) and
 * LIGHTHOUSE_RUNS=1 (runs per page), e.g. `LIGHTHOUSE_PAGES=/dashboard LIGHTHOUSE_RUNS=1 npx tsx bench/lighthouse.ts`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { chromium } from "playwright-core";
import { APP_PAGES } from "@shared/app-pages";
import type { Figure } from "./http";
import { freePort } from "../src/server/test-support/free-port";
import { startServer } from "./server-process";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/auth", "/terms", "/privacy", "/papers"];
/** The pages people use after signing in, measured with her session: the sidebar's, and "{case}", a case of hers. */
const SIGNED_IN_PAGES = APP_PAGES.flatMap(({ route }) => (route === "/cases" ? [route, "/cases/{case}"] : [route]));
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(",");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MEASURE_ATTEMPTS = 2;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Audits that never cost points: they only inform, do not apply to the page, or need a person to check. */
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const categoryScore = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * Ids of the audits that cost `category` points: scored, weighted, and not fully passed. (Performance's weightless
 * diagnostics, like unused-javascript, only suggest; its score comes from the metrics.)
 */
export function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter(({ id, weight }) => {
      const audit = lhr.audits[id];
      return weight > 0 && audit && !UNSCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1;
    })
    .map(({ id }) => id);
}

export interface LighthouseSession {
  /** The built server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Signs a new person up and gives the browser her session; answers the id of a case made for her. */
  signIn(): Promise<{ caseId: string }>;
  /** Runs Lighthouse once against a path of the server; `keepSession`: without clearing the browser's storage first. */
  measure(page: string, options?: { keepSession?: boolean }): Promise<Result>;
  close(): Promise<void>;
}

/** The built server (rebuilt first if stale) and a Chromium that Lighthouse drives over its debugging port. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flc-lighthouse-"));
  const server = await startServer({ DATA_DIR: dataDir });
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  let sessionCookie: { name: string; value: string; url: string; httpOnly: boolean; sameSite: "Lax" } | undefined;
  return {
    url: server.url,
    async signIn() {
      const registered = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: `lighthouse.${Date.now()}@example.com`, password: `Lighthouse-${Math.random()}` }),
      });
      if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
      const [name, value] = registered.headers.get("set-cookie")!.split(";")[0]!.split("=") as [string, string];
      const cookie = `${name}=${value}`;
      const { csrfToken } = (await (await fetch(`${server.url}/api/csrf-token`, { headers: { cookie } })).json()) as {
        csrfToken: string;
      };
      const made = await fetch(`${server.url}/api/cases`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken, origin: server.url },
        body: JSON.stringify({ title: "Deposit not returned", type: "security_deposit", description: "Apartment 4B" }),
      });
      if (made.status !== 201) throw new Error(`case: ${made.status} ${await made.text()}`);
      sessionCookie = { name, value, url: server.url, httpOnly: true, sameSite: "Lax" };
      return { caseId: ((await made.json()) as { id: string }).id };
    },
    async measure(page, { keepSession = false } = {}) {
      // The browser's default profile, which Lighthouse opens its tabs in, gets her session cookie before each run
      // (a run can end with the site's storage cleared).
      if (keepSession && sessionCookie) {
        const cdp = await browser.newBrowserCDPSession();
        await cdp.send("Storage.setCookies", { cookies: [sessionCookie] });
        await cdp.detach();
      }
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port,
          logLevel: "error",
          output: "json",
          onlyCategories: [...CATEGORIES],
          // Lighthouse clears the site's storage before a run (a first visit); a signed-in page needs her cookie.
          disableStorageReset: keepSession,
        });
        if (!result) throw new Error(`lighthouse gave no result for ${page}`);
        const failure = result.lhr.runtimeError;
        if (!failure) return result.lhr;
        // A run that failed scores 0, which is no figure. On a busy machine the trace sometimes misses the page's
        // start (NO_NAVSTART: "run Lighthouse again"), so a failed run is tried again, once.
        if (attempt === MEASURE_ATTEMPTS)
          throw new Error(`lighthouse could not measure ${page}: ${failure.code} ${failure.message}`);
      }
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** "errors-in-console (3/3 runs), …" for the audits that failed in the runs where `category` scored below 100. */
function whyBelow100(runs: Result[], category: Category): string | undefined {
  const failures = new Map<string, number>();
  for (const lhr of runs) {
    if (categoryScore(lhr, category) === 100) continue;
    for (const id of failingAudits(lhr, category)) failures.set(id, (failures.get(id) ?? 0) + 1);
  }
  if (failures.size === 0) return undefined;
  return [...failures].map(([id, count]) => `${id} (${count}/${runs.length} runs)`).join(", ");
}

function pageFigures(page: string, runs: Result[]): Figure[] {
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const score = (category: Category) => median(runs.map((lhr) => categoryScore(lhr, category)));
  const why = (category: Category, label: string): Figure[] => {
    const audits = whyBelow100(runs, category);
    return audits ? [{ name: `    ${label} below 100 in a run, failing`, value: audits }] : [];
  };
  return [
    { name: `${page} mobile: performance [aim >= 95]`, value: String(score("performance")) },
    ...why("performance", "performance"),
    {
      name: `  first / largest contentful paint (ms)`,
      value: `${metric("first-contentful-paint").toFixed(0)} / ${metric("largest-contentful-paint").toFixed(0)}`,
    },
    { name: `  total blocking time (ms)`, value: metric("total-blocking-time").toFixed(0) },
    {
      name: `  accessibility / best practices / SEO [aim 100 each]`,
      value: `${score("accessibility")} / ${score("best-practices")} / ${score("seo")}`,
    },
    ...why("accessibility", "accessibility"),
    ...why("best-practices", "best practices"),
    ...why("seo", "SEO"),
  ];
}

export async function benchLighthouse(): Promise<Figure[]> {
  const session = await openLighthouse();
  const figures: Figure[] = [];
  try {
    const measurePage = async (page: string, shownAs = page, keepSession = false) => {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await session.measure(page, { keepSession }));
      figures.push(...pageFigures(shownAs, runs));
    };
    const chosen = (pages: string[]) => pages.filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page));
    for (const page of chosen(PAGES)) await measurePage(page);
    const signedInPages = chosen(SIGNED_IN_PAGES);
    if (signedInPages.length === 0) return figures;
    const { caseId } = await session.signIn();
    figures.push({ name: "Signed in:", value: "" });
    for (const page of signedInPages) await measurePage(page.replace("{case}", caseId), page, true);
  } finally {
    await session.close();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await benchLighthouse();
  const width = Math.max(...figures.map((figure) => figure.name.length));
  for (const figure of figures) console.log(`${figure.name.padEnd(width)}  ${figure.value}`);
}
