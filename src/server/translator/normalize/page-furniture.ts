/**
 * Running headers, footers and page numbers: what a printed paper repeats at the top or bottom of every page
 * ("Page 3 of 5", a case number, "Form 7.310", a browser's date and address). In the text they land in the middle
 * of sentences and break them. A line is furniture when it comes back in the same place (among the first or last
 * lines) on every page, or every page but the first on four pages or more; so is every page number, and a web address alone on a line at a
 * page's edge (a browser prints the page's). Furniture is dropped, except that a running line that names something
 * (a case number, a party) is kept once: where it first stood if that was the top of the first page, else at the
 * top of the text. A line missing from a page other than the first is not furniture: a
 * paper's own lines that happen to end most pages alike (the same clause again) stay, and so do, on two or three
 * pages, lines that read as part of a sentence.
 */
import { findValues } from "../values";
import { isPageNumber, withoutPageNumber } from "./page-numbers";

/** Lines at the top and at the bottom of a page where headers and footers are looked for. */
const EDGE_LINES = 3;

interface Line {
  /** As written, and without the page number it carries. */
  text: string;
  bare: string;
  page: number;
  /** Its places among the first and last EDGE_LINES non-empty lines of its page ("top 0", "bottom 1"); none inside. */
  slots: string[];
  /** It reads as part of a sentence: it goes on from the line before it, or runs on to the next. */
  flows: boolean;
}

/** A line that ends a sentence, a label or a heading; the next line starts afresh. */
const ENDS = /[.!?:]["'”’)]*$/;
/** A line that stops in the middle of a sentence: after a comma or a small joining word. */
const RUNS_ON = /(?:,|\b(?:and|or|the|of|to|a|an|in|for|by|with|that|at|on))$/i;

/** Places among the first and last EDGE_LINES of `filled` (a page's line indexes): "top 0", "bottom 1". */
function placesOf(index: number, filled: readonly number[]): string[] {
  const place = filled.indexOf(index);
  if (place < 0) return [];
  const fromEnd = filled.length - 1 - place;
  return [place < EDGE_LINES ? `top ${place}` : "", fromEnd < EDGE_LINES ? `bottom ${fromEnd}` : ""].filter(Boolean);
}

/** The same furniture on another page: digits may differ ("Page 3"), spaces and capitals do not count. */
const signature = (text: string) => text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase();

const letters = (text: string) => text.replace(/[^\p{L}]/gu, "").length;

/** A number alone at the edge of its page, that page's number. */
const isBareNumber = (line: Line) => /^\d{1,3}$/.test(line.text) && Number(line.text) === line.page + 1;

/** A browser prints the page's address at its foot: "https://…", "file:///…". */
const isAddress = (text: string) => /^(?:https?|file):\/\/\S*$/i.test(text);

/** A line worth keeping once: a case number, an amount, a date or a party's name (not only a role's). */
const namesSomething = (text: string) => findValues(text).some((value) => value.kind !== "name" || /\s/.test(value.text.trim()));

/** A line whose figures change from page to page is furniture only if they count its pages ("Sheet 2"). */
const numbersItsPage = (line: Line) => (line.bare.match(/\d+/g) ?? []).some((digits) => Number(digits) === line.page + 1);

function linesOf(pages: readonly string[]): Line[] {
  const lines: Line[] = [];
  pages.forEach((page, number) => {
    const own = page.split("\n").map((text) => text.trim());
    const filled = own.map((text, index) => (text ? index : -1)).filter((index) => index >= 0);
    own.forEach((text, index) => {
      const bare = withoutPageNumber(text) ?? text;
      const before = own[filled[filled.indexOf(index) - 1] ?? -1];
      const flows = (/^[a-z]/.test(bare) && before !== undefined && !ENDS.test(before)) || RUNS_ON.test(bare);
      lines.push({ text, bare, page: number, slots: placesOf(index, filled), flows });
    });
  });
  return lines;
}

/** The signatures of the lines that run over the pages. */
function runningLines(lines: readonly Line[], pageCount: number): Set<string> {
  const pagesBySlot = new Map<string, Set<number>>();
  const texts = new Map<string, Set<string>>();
  const counted = new Map<string, boolean>();
  const flowing = new Set<string>();
  for (const line of lines) {
    if (line.slots.length === 0 || !line.bare || isPageNumber(line.text) || isBareNumber(line)) continue;
    const key = signature(line.bare);
    if (line.flows) flowing.add(key);
    (texts.get(key) ?? texts.set(key, new Set()).get(key)!).add(line.bare);
    counted.set(key, (counted.get(key) ?? true) && numbersItsPage(line));
    for (const slot of line.slots) {
      const at = `${slot}|${key}`;
      (pagesBySlot.get(at) ?? pagesBySlot.set(at, new Set()).get(at)!).add(line.page);
    }
  }
  // Every page but the first (a title page without the header) once there are enough pages that a line of the paper
  // itself is unlikely to stand in the same place on all but one; on three pages or fewer, every page (and at least two).
  const needed = pageCount <= 3 ? Math.max(2, pageCount) : pageCount - 1;
  const running = new Set<string>();
  for (const [at, pages] of pagesBySlot) {
    if (pages.size < needed || (pages.size < pageCount && pages.has(0))) continue;
    const key = at.slice(at.indexOf("|") + 1);
    const varies = texts.get(key)!.size > 1;
    if (letters(key) < 3 || (varies && !counted.get(key))) continue;
    // On two or three pages the same place on every page is weak evidence: a line of the paper that reads as part of
    // a sentence ("…the fee is due with the rent,\nas stated in the Lease." just above the footer) is not furniture.
    if (pageCount <= 3 && flowing.has(key)) continue;
    running.add(key);
  }
  return running;
}

/** Pages' text without their furniture, joined: a sentence that runs on to the next page is one again. */
export function withoutPageFurniture(pages: readonly string[]): string {
  const lines = linesOf(pages);
  const running = runningLines(lines, pages.length);
  const kept: string[] = [];
  const lifted: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.slots.length === 0 || !line.text) {
      kept.push(line.text);
      continue;
    }
    if (isPageNumber(line.text) || isBareNumber(line) || !line.bare || isAddress(line.bare)) continue;
    const key = signature(line.bare);
    if (!running.has(key)) {
      kept.push(line.bare);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    if (!namesSomething(line.bare)) continue;
    if (line.page === 0 && line.slots.some((slot) => slot.startsWith("top"))) kept.push(line.bare);
    else lifted.push(line.bare);
  }
  return [...lifted, ...kept].join("\n");
}

/**
 * The pages of a text pasted from a PDF, cut after each page number: text copied from a viewer keeps the footers
 * and headers but not where one page ends.
 */
export function pagesOfText(text: string): { pages: string[]; numbered: boolean } {
  const pages: string[] = [];
  let page: string[] = [];
  for (const line of text.split("\n")) {
    page.push(line);
    const trimmed = line.trim();
    if (isPageNumber(trimmed) || /\bpage\s+\d{1,4}\s+of\s+\d{1,4}$/i.test(trimmed)) {
      pages.push(page.join("\n"));
      page = [];
    }
  }
  const numbered = pages.length > 0;
  if (page.some((line) => line.trim())) pages.push(page.join("\n"));
  return { pages, numbered };
}

/** A text's furniture, found by its page numbers; a text without page numbers stays as it is. */
export function withoutRunningLines(text: string): string {
  const { pages, numbered } = pagesOfText(text);
  return numbered ? withoutPageFurniture(pages) : text;
}
