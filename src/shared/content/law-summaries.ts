/**
 * The law entries' plain sentences in the reader's language. English ones are attached to the law module itself
 * (`entry.summary`, from locales/en/law.json); another language's come from locales/<language>/law.json, added once
 * it is loaded (the server at start, the browser with the language). Papers print English, so they keep reading
 * `entry.summary`; pages and content files read `lawSummary(key, language)`.
 */
import type { Cited } from "../florida/cited";
import { allLawKeys, findLaw, lawByKey } from "./law-refs";
import { registeredSummary } from "./law-summary-catalogs";

/** The entry's sentence in `language`, English when that language has none. */
export function lawSummary(key: string, language: string): string | undefined {
  return registeredSummary(key, language) ?? lawByKey(key).summary;
}

let keysByEntry: WeakMap<object, string> | undefined;

/** The key of a law entry object ("LANDLORD_TENANT.threeDayNoticeDays"), for pages that hold the entry itself. */
export function lawKeyOf(cited: Cited<unknown>): string | undefined {
  if (!keysByEntry) {
    keysByEntry = new WeakMap();
    for (const key of allLawKeys()) keysByEntry.set(findLaw(key)!, key);
  }
  return keysByEntry.get(cited);
}

/** An entry's sentence in `language`, for pages that hold the entry object. */
export function summaryOf(cited: Cited<unknown>, language: string): string | undefined {
  const key = lawKeyOf(cited);
  return key ? lawSummary(key, language) : cited.summary;
}
