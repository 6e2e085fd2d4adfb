/**
 * A writ's or a summons's command, written as three lines ("THE STATE OF FLORIDA:" / "TO THE SHERIFF OF MARTIN COUNTY,
 * FLORIDA:" / "YOU ARE COMMANDED to remove all persons from the following described property …:"), read as the one
 * sentence it is, with the address it names and the order's second half ("… 34957 and to put Plaintiff in possession of
 * it …") when those follow on lines of their own. Said as one, the order's words in court-phrases.yaml make it "The
 * State of Florida orders the sheriff of … to remove …", and split-second-order.ts says its second half apart. Lines
 * without a full stop are no sentences: left apart, a tool that finds sentences by their full stops read the three
 * headings and the order as one long sentence all the same.
 */
import type { Block } from "./sentences";

const STATE = /^THE STATE OF FLORIDA\s*[:,]?$/i;
/** "THE STATE OF FLORIDA, TO THE SHERIFF OF HOLMES COUNTY, FLORIDA:" on one line. */
const STATE_TO_SHERIFF = /^THE STATE OF FLORIDA\s*[:,]\s*TO\s+(?:THE|EACH|EVERY|ALL)\b[^.]*\bSHERIFFS?\b[^.]*:$/i;
const TO_SHERIFF = /^TO\s+(?:THE|EACH|EVERY|ALL)\b[^.]*\bSHERIFFS?\b[^.]*:$/i;
const COMMANDED = /^YOU ARE (?:HEREBY )?COMMANDED\b/i;
/** An address line the command names: a street number first, a ZIP code at its end or before "and to …". */
const ADDRESS = /^\d{1,6}\s+[A-Za-z0-9][^:;]*?\b\d{5}(?:-\d{4})?(?:\s+and to\s.*)?$/;
const GOES_ON = /^and to\s/i;

const lineOf = (block: Block | undefined) => (block?.sentences.length === 1 ? block.sentences[0]!.trim() : undefined);
const FULL_STOP = /[.!?]["'”’)\]]*$/;

/** `blocks` with each command of the State of Florida written over several lines joined into one block. */
export function joinCommandHeadings(blocks: readonly Block[]): Block[] {
  const joined: Block[] = [];
  for (let at = 0; at < blocks.length; at += 1) {
    const first = lineOf(blocks[at]);
    const oneLine = first !== undefined && STATE_TO_SHERIFF.test(first);
    if (first === undefined || (!oneLine && !STATE.test(first))) {
      joined.push(blocks[at]!);
      continue;
    }
    const parts = [oneLine ? first : first.replace(/\s*[:,]?$/, ":")];
    let next = at + 1;
    if (!oneLine && TO_SHERIFF.test(lineOf(blocks[next]) ?? "")) parts.push(lineOf(blocks[next++])!);
    const [command, ...after] = blocks[next]?.sentences ?? [];
    if ((!oneLine && parts.length < 2) || command === undefined || !COMMANDED.test(command)) {
      joined.push(blocks[at]!);
      continue;
    }
    parts.push(command.trim());
    next += 1;
    // "…property in Martin County, Florida:" then "3801 N.E. Ocean Boulevard, …" and "and to put Plaintiff in …": joined
    // only when the order then ends as a sentence (an address alone would be left hanging).
    const address = after.length === 0 && /:$/.test(command) ? lineOf(blocks[next]) : undefined;
    if (address !== undefined && ADDRESS.test(address)) {
      const goesOn = lineOf(blocks[next + 1]);
      if (FULL_STOP.test(address)) {
        parts.push(address);
        next += 1;
      } else if (goesOn !== undefined && GOES_ON.test(goesOn) && FULL_STOP.test(goesOn)) {
        parts.push(address, goesOn);
        next += 2;
      }
    }
    joined.push({ heading: false, sentences: [parts.join(" "), ...after] });
    at = next - 1;
  }
  return joined;
}
