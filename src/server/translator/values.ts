/**
 * The facts a plain-English version must never lose or change: dollar amounts, percentages, dates, times, periods
 * of time (deadlines), day-of-month ordinals, numbered places ("4th Street", "2nd Floor", "11th Judicial Circuit", never a
 * day of the month), statute sections, case numbers and party names. Each is found with its written form
 * and a normalized key, so "three (3) days" and "3 days" are the same deadline and "$1,250" and "$1,250.00" the same
 * amount; a rewrite may change how a value is written, never which value it is.
 */
import { ENGLISH_MONTH_NAMES } from "@shared/month-names";

export type ValueKind = "money" | "percent" | "date" | "time" | "period" | "ordinal" | "place" | "section" | "case" | "name";

export interface FoundValue {
  kind: ValueKind;
  /** As written in the text. */
  text: string;
  /** What must survive: equal keys mean the same value. */
  key: string;
  index: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  "twenty-one": 21,
  "twenty-four": 24,
  "twenty-five": 25,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  "seventy-two": 72,
  eighty: 80,
  ninety: 90,
  "one hundred": 100,
  "one hundred twenty": 120,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec"];
/** Capitalized or in capitals, never lower case: "may 30" is a verb and a number, "May 30" a date. */
const MONTH = `(?:${[
  ...ENGLISH_MONTH_NAMES.flatMap((name) => [name, name.toUpperCase()]),
  ...MONTH_SHORT.flatMap((name) => [`${name}\\.?`, `${name.toUpperCase()}\\.?`]),
].join("|")})`;
const ORDINAL_SUFFIX = "(?:st|nd|rd|th)";
/** A word after an ordinal that makes it a place's number, not a day of the month. */
const PLACE_WORD =
  "(?:street|st\\.?|avenue|ave\\.?|road|rd\\.?|terrace|ter\\.?|place|pl\\.?|lane|ln\\.?|drive|dr\\.?|boulevard|blvd\\.?|way|court|ct\\.?|circle|cir\\.?|floor|fl\\.?|suite|unit|judicial|district|circuit|division)(?![\\p{L}])";

const pad = (value: number) => String(value).padStart(2, "0");
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

interface Pattern {
  kind: ValueKind;
  regex: RegExp;
  key: (match: RegExpExecArray) => string | undefined;
}

/** Spanish units and qualifiers of a period, as the English key names them ("5 días hábiles" = "5 business day"). */
const SPANISH_UNITS: Record<string, string> = { día: "day", hora: "hour", semana: "week", mes: "month", año: "year" };
const SPANISH_QUALIFIERS: Record<string, string> = {
  hábiles: "business",
  laborables: "working",
  calendario: "calendar",
  naturales: "calendar",
  judiciales: "court",
  completos: "full",
  completas: "full",
};

function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase().replace(/\s+/g, " ")];
}

const PATTERNS: Pattern[] = [
  {
    kind: "money",
    regex: /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]*\d)/g,
    key: (m) => `${m[1]!.replace(/,/g, "")}.${(m[2] ?? "00").padEnd(2, "0")}`,
  },
  {
    kind: "money",
    regex: /(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s+(?:dollars|USD)\b/gi,
    key: (m) => `${m[1]!.replace(/,/g, "")}.${m[2] ?? "00"}`,
  },
  {
    kind: "percent",
    regex: /(?<![\d.])(\d+(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/gi,
    key: (m) => String(Number(m[1])),
  },
  {
    kind: "date",
    // January 5, 2025 · Jan. 5th 2025 · January 5 (no year)
    regex: new RegExp(`\\b(${MONTH})\\s+(\\d{1,2})${ORDINAL_SUFFIX}?(?:,?\\s+(\\d{4}))?\\b`, "g"),
    key: (m) => `${m[3] ?? "----"}-${pad(monthNumber(m[1]!))}-${pad(Number(m[2]))}`,
  },
  {
    kind: "date",
    // 5th day of January, 2025 · 5 January 2025
    regex: new RegExp(`\\b(\\d{1,2})${ORDINAL_SUFFIX}?\\s+(?:day\\s+of\\s+)?(${MONTH})(?:,?\\s+(\\d{4}))?\\b`, "g"),
    key: (m) => `${m[3] ?? "----"}-${pad(monthNumber(m[2]!))}-${pad(Number(m[1]))}`,
  },
  {
    kind: "date",
    regex: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    key: (m) => `${fullYear(m[3]!)}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`,
  },
  {
    kind: "date",
    regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    key: (m) => `${m[1]}-${m[2]}-${m[3]}`,
  },
  {
    kind: "time",
    regex: /\b(\d{1,2})(?::(\d{2}))?\s?(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])/gi,
    key: (m) => `${Number(m[1])}:${m[2] ?? "00"}${m[3]!.toLowerCase().startsWith("a") ? "am" : "pm"}`,
  },
  {
    kind: "period",
    // three (3) days · 3 business days · ten calendar days · 24 hours · thirty (30) days' · 5-day
    regex: new RegExp(
      `\\b(${NUMBER_WORD}|\\d{1,4})(?:\\s*\\((\\d{1,4})\\))?(?:\\s+|-)(business\\s+|calendar\\s+|court\\s+|working\\s+|full\\s+)?(day|hour|week|month|year)s?\\b`,
      "gi",
    ),
    key: (m) => {
      const amount = m[2] !== undefined ? Number(m[2]) : numberOf(m[1]!);
      if (amount === undefined) return undefined;
      const qualifier = m[3] ? `${m[3].trim().toLowerCase()} ` : "";
      return `${amount} ${qualifier}${m[4]!.toLowerCase()}`;
    },
  },
  {
    kind: "period",
    // The same periods in a Spanish explanation (explain-key-points.ts, the model's Spanish): 3 días · 5 días hábiles
    regex:
      /(?<![\p{L}\p{N}])(\d{1,4})(?:\s*\((\d{1,4})\))?\s+(día|hora|semana|mes|año)(?:s|es)?(?:\s+(hábiles|calendario|naturales|laborables|judiciales|completos|completas))?(?![\p{L}])/giu,
    key: (m) => {
      const amount = Number(m[2] ?? m[1]);
      const qualifier = m[4] ? `${SPANISH_QUALIFIERS[m[4].toLowerCase()]} ` : "";
      return `${amount} ${qualifier}${SPANISH_UNITS[m[3]!.toLowerCase()]}`;
    },
  },
  {
    kind: "place",
    // 300 East 4th Street · 2nd Floor · the 11th Judicial Circuit: found before the ordinal, which it then covers
    regex: new RegExp(`\\b\\d{1,3}${ORDINAL_SUFFIX}\\s+${PLACE_WORD}`, "giu"),
    key: (m) => m[0].toLowerCase().replace(/\s+/g, " ").replace(/\.$/, ""),
  },
  {
    kind: "ordinal",
    // the 1st · the fifth (5th)
    regex: new RegExp(`\\b(\\d{1,2})${ORDINAL_SUFFIX}\\b`, "g"),
    key: (m) => m[1]!,
  },
  {
    kind: "section",
    regex: /§+\s*(\d+(?:\.\d+)*(?:\([0-9a-z]+\))*)/gi,
    key: (m) => m[1]!.toLowerCase(),
  },
  {
    kind: "case",
    // A Florida case number as the counties write it: 2026-CC-018734 · 2026-SC-004419-O · 50-2026-CC-012345-XXXA-MB
    // (court letters after the year) · COCE-27-061204 (Broward: before it) · 2027-012345-CC-05 (Miami-Dade: after the
    // number)
    regex:
      /(?<![\w-])(?:(?:\d{2}-)?\d{2,4}-[A-Z]{2,4}-\d{3,8}|[A-Z]{2,5}-\d{2}-\d{4,8}|\d{4}-\d{4,8}-[A-Z]{2}-\d{1,3})(?:-[A-Z0-9]{1,6})*(?![\w-])/g,
    key: (m) => m[0],
  },
];

/**
 * Capitalized words that are not names: they start sentences and headings, or they are the legal words the
 * rewrite changes ("Notwithstanding Landlord's" is not a party), so a run of capitals is trimmed of them.
 */
const NOT_NAME_WORDS = new Set(
  (
    "A An The This That These Those Any All Each Every No Not If In On At By For From To Of Or And But As It Its " +
    "You Your We Our They Their He She His Her I My Me Us Upon Under Unless Until When Where While With Within " +
    "Without After Before During Section Sections Article Paragraph Page Notice Date Dated Re Dear Sincerely " +
    "Signature Signed Print Name Address Phone Email Total Amount Balance Due Rent Lease Agreement Deposit Security " +
    "Late Fee Fees Term Terms Please Yes Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February " +
    "March April May June July August September October November December Florida Statutes Statute Stat Fla " +
    "Notwithstanding Pursuant Prior Subsequent Provided Should Whereas Hereinafter Hereby Herein Such Said " +
    "Aforementioned Furthermore Moreover Additionally However Accordingly Consequently Nevertheless Therefore " +
    "Thereafter Failure Upon Commencement Termination Tenant's Landlord's Shall Must Will May Can Is Are Be " +
    "Witnesseth Now Whereof Know Men Presents Important Warning Final Demand Summons Complaint Eviction Court " +
    "County Circuit Small Claims Civil Action Case Number No Plaintiff Defendant Landlord Tenant Lessor Lessee " +
    "Creditor Debtor Principal Agent Owner Resident Collector Attorney Fact Power State Of United States " +
    // Amounts written out ("One Thousand Four Hundred Fifty Dollars ($1,450.00)"): the figure is the value.
    "One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen " +
    "Eighteen Nineteen Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety Hundred Thousand Million Dollars Cents"
  ).split(" "),
);

/** Words that make a run of capitals a party: a company or an agency. */
const COMPANY =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Company|Co\.|Ltd\.?|LLP|L\.P\.|P\.A\.|PLLC|N\.A\.|Bank|Association|Trust|Group|Partners|Properties|Management|Realty|Services|Credit Union)(?![\p{L}])/u;

/**
 * Party names: a run of two or more capitalized words ("Maria Lopez", "Sunshine Property Management, LLC"), a
 * person with an initial ("John A. Smith"), and the roles a paper capitalizes as defined names (Landlord, Tenant,
 * Plaintiff...), which the plain version must keep so the reader can match it to her paper.
 */
const NAME_RUN =
  /(?<![\p{L}\p{N}])(?:[A-Z][a-z'’]+|[A-Z]{2,}|[A-Z]\.)(?:(?:[ \t]+|[ \t]*&[ \t]*|[ \t]+(?:of|de|del|la|van|von)[ \t]+)(?:[A-Z][a-z'’]+|[A-Z]{2,}|[A-Z]\.))+(?:,?[ \t]+(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Ltd\.?|LLP|P\.A\.|PLLC|N\.A\.))?/gu;

const ROLES =
  /\b(?:Landlord|Tenant|Lessor|Lessee|Plaintiff|Defendant|Creditor|Debtor|Principal|Agent|Owner|Resident|Occupant|Buyer|Seller|Borrower|Lender|Guarantor|Collector|Petitioner|Respondent|Landlords|Tenants)\b/g;

const bare = (word: string) => word.replace(/[.,]+$/g, "");

function nameValues(text: string): FoundValue[] {
  const found: FoundValue[] = [];
  for (const match of text.matchAll(NAME_RUN)) {
    const run = match[0];
    const company = COMPANY.test(run);
    // A heading in capitals ("NOTICE TO TENANT") is not a name, unless it names a company.
    if (run === run.toUpperCase() && !company) continue;
    const words = [...run.matchAll(/\S+/g)];
    let first = 0;
    while (first < words.length && NOT_NAME_WORDS.has(bare(words[first]![0]))) first += 1;
    let last = words.length - 1;
    while (last >= first && NOT_NAME_WORDS.has(bare(words[last]![0])) && !company) last -= 1;
    const kept = words.slice(first, last + 1).filter((word) => /^[A-Z]/.test(word[0]));
    if (kept.length < 2 && !(company && kept.length >= 1)) continue;
    const start = words[first]!.index;
    const end = words[last]!.index + words[last]![0].length;
    const name = run.slice(start, end).replace(/[,]+$/, "");
    found.push({ kind: "name", text: name, key: name.replace(/\s+/g, " "), index: match.index + start });
  }
  for (const match of text.matchAll(ROLES)) found.push({ kind: "name", text: match[0], key: match[0], index: match.index });
  return found;
}

/** Every protected value in a text, in order. Overlaps are resolved for the longest, earliest match. */
export function findValues(text: string): FoundValue[] {
  const all: FoundValue[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern.regex)) {
      const key = pattern.key(match as RegExpExecArray);
      if (key !== undefined) all.push({ kind: pattern.kind, text: match[0], key, index: match.index });
    }
  }
  all.push(...nameValues(text));
  all.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: FoundValue[] = [];
  let end = -1;
  for (const value of all) {
    // Names may overlap other values' words ("January" is never a name); other kinds may not overlap each other.
    if (value.kind !== "name" && value.index < end) continue;
    kept.push(value);
    if (value.kind !== "name") end = value.index + value.text.length;
  }
  return kept;
}

const keyOf = (value: FoundValue) => `${value.kind}:${value.key}`;

function counts(values: readonly FoundValue[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const value of values) map.set(keyOf(value), (map.get(keyOf(value)) ?? 0) + 1);
  return map;
}

/**
 * The values of `original` that `rewritten` lost: each must appear at least as often. Names are checked for
 * presence only, since a rewrite may say a party's name once where the original said it twice.
 */
export function lostValues(original: string, rewritten: string): FoundValue[] {
  const before = findValues(original);
  const after = counts(findValues(rewritten));
  const missing: FoundValue[] = [];
  const used = new Map<string, number>();
  for (const value of before) {
    const key = keyOf(value);
    const have = after.get(key) ?? 0;
    const need = value.kind === "name" ? 1 : (used.get(key) ?? 0) + 1;
    if (have < need) missing.push(value);
    used.set(key, (used.get(key) ?? 0) + 1);
  }
  return missing;
}

export const keepsAllValues = (original: string, rewritten: string) => lostValues(original, rewritten).length === 0;
