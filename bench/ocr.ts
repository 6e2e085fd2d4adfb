/**
 * Reading a photo of a paper: one photographed page (the three-day notice of the translator's test photos, 960 × 972
 * pixels, turned, blurred and noisy) read by character recognition in its own worker thread (ocr/ocr-pool.ts), as
 * POST /api/translate does before translating the text. The first read starts the thread and loads the engine and
 * its English and Spanish data; the figure is the median of the runs after it. Run alone with `npx tsx bench/ocr.ts`.
 */
import { pathToFileURL } from "node:url";
import { createOcrPool } from "@server/translator/ocr/ocr-pool";
import { readPhoto } from "@server/translator/test-support/photos";
import type { Figure } from "./http";

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchOcr(): Promise<Figure[]> {
  const pool = createOcrPool();
  try {
    const read = async () => {
      const before = performance.now();
      const outcome = await pool.read("photos", [readPhoto("three-day-notice.jpg")]);
      if (!outcome.ok) throw new Error(`the photo was not read: ${outcome.problem}`);
      return performance.now() - before;
    };
    const cold = await read();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await read());
    return [
      { name: "read one photographed page, first time (starts the engine)", value: `${cold.toFixed(0)} ms` },
      { name: `read one photographed page, median of ${RUNS}`, value: `${median(times).toFixed(0)} ms (goal ≤ 4000 ms)` },
    ];
  } finally {
    await pool.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchOcr()) console.log(`${figure.name}  ${figure.value}`);
}
