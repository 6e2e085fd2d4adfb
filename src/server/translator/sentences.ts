/**
 * Text into blocks (paragraphs, headings, list items) and blocks into sentences. Text from a PDF or a Word file
 * breaks lines in the middle of sentences: unwrap-lines.ts joins them back.
 */
import { endsWithAbbreviation, isCapsHeading, LIST_ITEM } from "./normalize/line-shapes";
import { unwrapLines } from "./normalize/unwrap-lines";

export interface Block {
  /** A heading (a short line in capitals, or a short line ending with a colon and no sentence before it). */
  heading: boolean;
  sentences: string[];
}

/** Lines joined into blocks (normalize/unwrap-lines.ts); blank lines, headings and list items start new ones. */
export const toBlocks = (text: string): string[] => unwrapLines(text);

/** Words that go on after a time ("9:00 a.m. Eastern Time", "5:00 p.m. Monday through Friday"). */
const AFTER_TIME =
  /^(?:Eastern|Central|Mountain|Pacific|Standard|Daylight|Local|Time|E[SD]?T|C[SD]?T|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** "…by 5:00 p.m. The Landlord will…": the period of "p.m." also ends the sentence when a new one starts after it. */
const endsAtTime = (before: string, after: string) => /\d\s*[ap]\.m$/i.test(before) && !AFTER_TIME.test(after);

/** A company's name ends with "Inc.", "LLC." or "P.A.": its period also ends a sentence when one of these starts the next. */
const COMPANY_END = /(?:^|[\s,])(?:Inc|INC|Corp|CORP|Co|CO|Ltd|LTD|LLC|P\.A|N\.A|L\.L\.C|P\.L)$/;
const STARTS_SENTENCE =
  /^(?:We|You|Your|Our|This|These|That|The|If|Please|It|Its|They|Their|He|She|I|Any|All|Each|No|Payment|Unless|Under|Because|As|In|On|At|After|Before|When)\b/;
const endsAtCompany = (before: string, after: string) => COMPANY_END.test(before) && STARTS_SENTENCE.test(after);

/** One block into sentences: a period, question or exclamation mark followed by a space and a capital or digit. */
export function splitSentences(block: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]+["'”’)\]]*\s+(?=["'“‘(]?[A-Z0-9§$])/g;
  for (const match of block.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = block.slice(start, match.index);
    const after = block.slice(end);
    if (match[0].startsWith(".") && endsWithAbbreviation(before) && !endsAtTime(before, after) && !endsAtCompany(before, after))
      continue;
    // "Section 5." or "1." at the start of an item is a number, not the end of a sentence.
    if (/^\s*(?:\(?[0-9]{1,3}|[A-Za-z]|[ivx]{1,5})$/.test(before)) continue;
    sentences.push(block.slice(start, end).trim());
    start = end;
  }
  const rest = block.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function isHeading(block: string): boolean {
  if (isCapsHeading(block) && !/[.!?]$/.test(block)) return true;
  return block.length <= 80 && !/[.!?;,]$/.test(block) && block.split(/\s+/).length <= 10 && !LIST_ITEM.test(block);
}

export function parseBlocks(text: string): Block[] {
  return toBlocks(text).map((block) => ({ heading: isHeading(block), sentences: splitSentences(block) }));
}
