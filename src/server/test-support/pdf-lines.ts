/**
 * A PDF's text as a reader sees it on paper, one line of the file per printed line, for the approved-text fixtures:
 * runs printed on the same baseline join into one line, a wider gap than a line's own spacing leaves a blank line
 * (a new paragraph), and each page starts with a marker line.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

interface Run {
  text: string;
  left: number;
  right: number;
  baseline: number;
  size: number;
}

/** Runs within this distance (points) of a line's baseline are on that line. */
const SAME_LINE = 1;
/** A drop between baselines of more than this many times the type size leaves a blank line. */
const PARAGRAPH_GAP = 1.8;

export const pageMarker = (number: number) => `=== page ${number} ===`;

function joinRuns(runs: readonly Run[]): string {
  let line = "";
  let right = -Infinity;
  for (const run of runs) {
    const apart = run.left - right > 1 && !/\s$/.test(line) && !/^\s/.test(run.text);
    line += (apart && line ? " " : "") + run.text;
    right = run.right;
  }
  return line.replace(/\s+/g, " ").trim();
}

function pageLines(runs: readonly Run[]): string[] {
  const lines: string[] = [];
  let current: Run[] = [];
  let previous: Run | undefined;
  const flush = () => {
    if (current.length) lines.push(joinRuns(current));
    current = [];
  };
  for (const run of runs) {
    const first = current[0];
    if (first && Math.abs(run.baseline - first.baseline) > SAME_LINE) {
      flush();
      if (previous && previous.baseline - run.baseline > PARAGRAPH_GAP * previous.size) lines.push("");
    }
    current.push(run);
    previous = run;
  }
  flush();
  return lines;
}

export async function readLines(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const runs: Run[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!("str" in item) || !item.str.trim()) continue;
        const [a, b, , , x, baseline] = item.transform as number[];
        runs.push({ text: item.str, left: x!, right: x! + item.width, baseline: baseline!, size: Math.hypot(a!, b!) });
      }
      if (number > 1) lines.push("");
      lines.push(pageMarker(number), ...pageLines(runs));
    }
    return lines;
  } finally {
    await document.destroy();
  }
}
