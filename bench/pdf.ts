/**
 * PDF rendering speed: the sample statement of claim (2 pages to file, then the instruction pages) rendered by
 * our pdfkit engine in this process, against the same document as HTML printed by a warm headless Chromium.
 */
import { chromium } from "playwright-core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderDocument } from "../src/server/documents/render-document";
import { SAMPLE_ANSWERS } from "../src/server/documents/sample-answers";
import { statementHtml } from "./statement-html";

const PDFKIT_RUNS = 300;
const CHROMIUM_RUNS = 40;
const WARM_UP = 20;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timed(runs: number, render: () => Promise<unknown>): Promise<{ median: number; perSecond: number }> {
  const times: number[] = [];
  const start = performance.now();
  for (let run = 0; run < runs; run++) {
    const before = performance.now();
    await render();
    times.push(performance.now() - before);
  }
  return { median: median(times), perSecond: (runs * 1000) / (performance.now() - start) };
}

const pageCount = async (pdf: Uint8Array) => (await getDocument({ data: new Uint8Array(pdf) }).promise).numPages;

export async function benchPdf(): Promise<Array<{ name: string; value: string }>> {
  const render = () =>
    renderDocument({ kind: "small_claims_statement", templateData: SAMPLE_ANSWERS.small_claims_statement, title: "Statement of Claim" });
  for (let run = 0; run < WARM_UP; run++) await render();
  const pages = await pageCount(await render());
  const pdfkit = await timed(PDFKIT_RUNS, render);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let browserMedian: number;
  let browserPages: number;
  try {
    const page = await browser.newPage();
    const html = statementHtml();
    const print = async () => {
      await page.setContent(html);
      return page.pdf({
        format: "Letter",
        tagged: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate:
          '<div style="font-size:10pt;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
        margin: { top: "1in", bottom: "1in", left: "1in", right: "1in" },
      });
    };
    for (let run = 0; run < 5; run++) await print();
    browserPages = await pageCount(await print());
    browserMedian = (await timed(CHROMIUM_RUNS, print)).median;
  } finally {
    await browser.close();
  }

  return [
    { name: "pdf: statement of claim pages (pdfkit / Chromium)", value: `${pages} / ${browserPages}` },
    { name: "pdf: pdfkit median per document", value: `${pdfkit.median.toFixed(2)} ms` },
    { name: "pdf: pdfkit documents per second (one process)", value: pdfkit.perSecond.toFixed(0) },
    { name: "pdf: warm Chromium median per document", value: `${browserMedian.toFixed(2)} ms` },
    { name: "pdf: pdfkit speed-up over Chromium", value: `${(browserMedian / pdfkit.median).toFixed(1)}x` },
  ];
}
