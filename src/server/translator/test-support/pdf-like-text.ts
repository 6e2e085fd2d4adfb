/**
 * A paper as text copied out of a PDF: lines hard-wrapped at a column, long words hyphenated at the line end, a
 * value now and then broken over two lines ("$1,425.\n00", "Case No.:\n2026-CC-…"), no blank line between
 * paragraphs, and a running header, a footer and "Page k of n" on every page.
 */

export interface PdfLikeOptions {
  /** Characters a line holds. */
  width: number;
  /** Body lines a page holds. */
  linesPerPage?: number;
  header?: string;
  footer?: string;
  /** Breaks some long words with a hyphen at the end of a line. */
  hyphenate?: boolean;
  /** Breaks some amounts, dates and case numbers over two lines. */
  splitValues?: boolean;
  /** Keeps a blank line between paragraphs (a PDF's text has none). */
  blankLines?: boolean;
  seed?: number;
}

/** A small seeded generator (mulberry32): the same seed, the same text. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where a word may be broken over two lines as a PDF's text sometimes breaks it: [first part, rest]. */
function valueBreak(word: string, next: string | undefined): [string, string] | undefined {
  const money = /^(\$[\d,]+\.)(\d{2}\b.*)$/.exec(word);
  if (money) return [money[1]!, money[2]!];
  const caseNumber = /^(\d{2,4}-[A-Z]{2}-)(\d.*)$/.exec(word);
  if (caseNumber) return [caseNumber[1]!, caseNumber[2]!];
  if (/^No\.:?$/.test(word) && next && /^\d/.test(next)) return [word, ""];
  return undefined;
}

function wrapLine(line: string, options: PdfLikeOptions, random: () => number): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = "";
  const push = () => {
    if (current) out.push(current);
    current = "";
  };
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    const broken = options.splitValues && random() < 0.6 ? valueBreak(word, words[i + 1]) : undefined;
    if (broken) {
      current = current ? `${current} ${broken[0]}` : broken[0];
      push();
      word = broken[1];
      if (!word) continue;
      current = word;
      continue;
    }
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= options.width) {
      current = candidate;
      continue;
    }
    const room = options.width - current.length - 2;
    if (options.hyphenate && current && /^[a-z]{8,}[.,;:]?$/.test(word) && room >= 4 && random() < 0.7) {
      const cut = Math.min(room, word.replace(/[.,;:]$/, "").length - 3);
      if (cut >= 3) {
        current = `${current} ${word.slice(0, cut)}-`;
        push();
        current = word.slice(cut);
        continue;
      }
    }
    push();
    current = word;
  }
  push();
  return out;
}

export function pdfLikeText(text: string, options: PdfLikeOptions): string {
  const random = seeded(options.seed ?? 1);
  const body: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (options.blankLines && body.length > 0) body.push("");
    for (const line of paragraph.split("\n")) body.push(...wrapLine(line.trim(), options, random));
  }
  const perPage = options.linesPerPage ?? 30;
  const pages: string[][] = [];
  for (let at = 0; at < body.length; at += perPage) pages.push(body.slice(at, at + perPage));
  return pages
    .map((lines, index) => {
      const page = [...lines];
      if (options.header) page.unshift(options.header);
      const number = `Page ${index + 1} of ${pages.length}`;
      page.push(options.footer ? `${options.footer}    ${number}` : number);
      return page.join("\n");
    })
    .join("\n");
}
