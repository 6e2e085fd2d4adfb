/**
 * The money finder's simulated search results (spec: "results are simulated examples, not real data"). The same
 * search always gives the same examples: a seed is made from the normalized search (case, spacing and accents do
 * not matter) and the search type, and a small pseudo-random generator picks from it. Holder names are invented and
 * every result is labelled "Example" on screen; the real place to search comes with each one.
 */
import type { MoneySearchInfo, MoneySearchType, MoneyType } from "./money-recovery";
import { MONEY_TYPES } from "./money-recovery";

export interface ExampleResult {
  /** Stable within a search: the same search finds the same keys, so searching twice adds nothing new. */
  key: string;
  type: MoneyType;
  source: string;
  description: string;
  amountCents: number;
}

/** Invented holders per kind of money; none names a real company. */
const EXAMPLE_SOURCES: Readonly<Record<MoneyType, readonly string[]>> = {
  unclaimed_property: [
    "Example Bank (closed checking account)",
    "Example Utility Co. (deposit refund)",
    "Example Payroll Inc. (uncashed paycheck)",
  ],
  tax_refund: ["Example federal tax refund (prior year)", "Example amended return refund"],
  insurance: ["Example Life Insurance Co. (policy benefit)", "Example Auto Insurance (premium refund)"],
  security_deposit: ["Example Apartments (rental deposit)", "Example Property Management (deposit balance)"],
  hoa_refund: ["Example Homeowners Association (overpaid assessment)", "Example Condominium Association (estoppel overpayment)"],
};

const DESCRIPTIONS: Readonly<Record<MoneyType, string>> = {
  unclaimed_property: "Example of money a business reported to the state as unclaimed.",
  tax_refund: "Example of a tax refund that was not delivered or not cashed.",
  insurance: "Example of an insurance benefit or refund waiting for the policyholder or beneficiary.",
  security_deposit: "Example of a rental security deposit that may be owed back after move-out.",
  hoa_refund: "Example of an association overpayment that may be owed back after a sale or payoff.",
};

/** Lower case, no accents, single spaces: "  José  " and "jose" are the same search. */
export function normalizeSearch(info: MoneySearchInfo, searchType: MoneySearchType): string {
  const clean = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return [searchType, info.firstName, info.middleName, info.lastName, info.businessName, info.city, info.zipCode.slice(0, 5)]
    .map(clean)
    .join("|");
}

/** FNV-1a, 32 bits: a seed from text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a small generator that gives the same numbers from the same seed everywhere. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One to four examples (one or two for a single kind), each between $25.00 and $2,500.00. */
export function exampleResults(info: MoneySearchInfo, searchType: MoneySearchType): ExampleResult[] {
  const seedText = normalizeSearch(info, searchType);
  const random = generator(hash(seedText));
  const kinds = searchType === "all" ? MONEY_TYPES : [searchType];
  const count = searchType === "all" ? 1 + Math.floor(random() * 4) : 1 + Math.floor(random() * 2);
  const results: ExampleResult[] = [];
  for (let index = 0; index < count; index++) {
    const type = kinds[Math.floor(random() * kinds.length)]!;
    const sources = EXAMPLE_SOURCES[type];
    const source = sources[Math.floor(random() * sources.length)]!;
    const amountCents = 2500 + Math.floor(random() * 247_501);
    results.push({ key: `${hash(seedText).toString(16)}-${index}`, type, source, description: DESCRIPTIONS[type], amountCents });
  }
  return results;
}
