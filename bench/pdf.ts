/**
 * PDF rendering speed: the sample statement of claim (2 pages to file, then the instruction pages) rendered by
 * our pdfkit engine in this process, against the same document as HTML printed by a warm headless Chromium.
 */
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderDocument } from "@server/documents/render-document";
import { buildFonts } from "@server/documents/prepare-fonts";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
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

/** The value below which `share` of the values fall (nearest rank). */
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

interface Timing {
  median: number;
  /** The fastest tenth: what a document costs when other work on the machine does not get in the way. */
  p10: number;
  perSecond: number;
}

async function timed(runs: number, render: () => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  const start = performance.now();
  for (let run = 0; run < runs; run++) {
    const before = performance.now();
    await render();
    times.push(performance.now() - before);
  }
  return {
    median: percentile(times, 0.5),
    p10: percentile(times, 0.1),
    perSecond: (runs * 1000) / (performance.now() - start),
  };
}

const pageCount = async (pdf: Uint8Array) => (await getDocument({ data: new Uint8Array(pdf) }).promise).numPages;

export async function benchPdf(): Promise<Array<{ name: string; value: string }>> {
  const render = () =>
    renderDocument({
      kind: "small_claims_statement",
      templateData: SAMPLE_ANSWERS.small_claims_statement,
      title: "Statement of Claim",
    });
  for (let run = 0; run < WARM_UP; run++) await render();
  const pages = await pageCount(await render());
  const pdfkit = await timed(PDFKIT_RUNS, render);
  const fontsStart = performance.now();
  buildFonts();
  const preparingFonts = performance.now() - fontsStart;

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const pdfkitRows = [
    { name: "pdf: pdfkit median per document (goal: at most 10 ms)", value: ms(pdfkit.median) },
    { name: "pdf: pdfkit fastest 10% per document", value: ms(pdfkit.p10) },
    { name: "pdf: pdfkit documents per second (one process)", value: pdfkit.perSecond.toFixed(0) },
    { name: "pdf: preparing the fonts (build step; else once per process)", value: ms(preparingFonts) },
  ];
  if (!existsSync(CHROMIUM_PATH)) {
    return [
      { name: "pdf: statement of claim pages (pdfkit)", value: String(pages) },
      ...pdfkitRows,
      { name: "pdf: Chromium comparison", value: `skipped: no Chromium at ${CHROMIUM_PATH}` },
    ];
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let chromiumTiming: Timing;
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
    chromiumTiming = await timed(CHROMIUM_RUNS, print);
  } finally {
    await browser.close();
  }

  return [
    { name: "pdf: statement of claim pages (pdfkit / Chromium)", value: `${pages} / ${browserPages}` },
    ...pdfkitRows,
    { name: "pdf: warm Chromium median per document", value: ms(chromiumTiming.median) },
    { name: "pdf: warm Chromium fastest 10% per document", value: ms(chromiumTiming.p10) },
    { name: "pdf: pdfkit speed-up over Chromium (medians)", value: `${(chromiumTiming.median / pdfkit.median).toFixed(1)}x` },
  ];
}
