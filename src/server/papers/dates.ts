/** Dates and times as papers write them, in English and Spanish, read as "YYYY-MM-DD" and "HH:MM". */
import { isDateInRange } from "@shared/date-schema";
import { isoDateFromParts } from "@shared/florida/iso-date";

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

const EN_MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:i[l1])?|may|june?|ju[l1]y?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const ES_MONTH = "(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)";

/** Each pattern's groups: which one holds the year, the month and the day. */
const PATTERNS: readonly { pattern: RegExp; year: number; month: number; day: number }[] = [
  { pattern: new RegExp(`\\b${EN_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})\\b`, "gi"), month: 1, day: 2, year: 3 },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+${EN_MONTH}\\s*,?\\s*(\\d{4})\\b`, "gi"),
    day: 1,
    month: 2,
    year: 3,
  },
  // "3 June 2027", "the 12th of August, 2027".
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${EN_MONTH}\\s*,?\\s*(\\d{4})\\b`, "gi"),
    day: 1,
    month: 2,
    year: 3,
  },
  // "abril 14, 2027", as some Spanish notices write it.
  { pattern: new RegExp(`\\b${ES_MONTH}\\s+(\\d{1,2})\\s*,?\\s*(?:de(?:l)?\\s+)?(\\d{4})\\b`, "gi"), month: 1, day: 2, year: 3 },
  // "2 de septiembre de 2027", "2 de septiembre, 2027", "2 de septiembre del 2027".
  {
    pattern: new RegExp(`\\b(\\d{1,2})\\s+de\\s+${ES_MONTH}\\s*(?:,|\\s+del?)\\s*(\\d{4})\\b`, "gi"),
    day: 1,
    month: 2,
    year: 3,
  },
  { pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, month: 1, day: 2, year: 3 },
  // "30/08/2027": a first number above 12 can only be the day, as Spanish papers write it.
  { pattern: /\b(1[3-9]|2\d|3[01])\/(0?[1-9]|1[0-2])\/(\d{4})\b/g, day: 1, month: 2, year: 3 },
  // "05.03.2027".
  { pattern: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, month: 1, day: 2, year: 3 },
  // "05-03-2027", as some collectors' systems print it.
  { pattern: /\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g, month: 1, day: 2, year: 3 },
  // "2027-03-05", as letters printed by a collector's or manager's system write it.
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b(?!-)/g, year: 1, month: 2, day: 3 },
  // "02/08/27": a two-digit year on a form's date line is this century's.
  { pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{2})\b(?![/\d])/g, month: 1, day: 2, year: 3 },
];

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
}

function monthNumber(name: string): number | undefined {
  // An OCR "1" for the "l" of "Apri1" or "Ju1y".
  const word = name
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/(?<=\D)1/g, "l");
  return /^\d+$/.test(word) ? Number(word) : (MONTHS[word] ?? MONTHS[word.slice(0, 3)]);
}

/**
 * A weekday written before a date: "Wednesday, April 14, 2027", "the" of "Wednesday, the 14th day of…" included; also
 * shortened, with its comma or period, as an e-mail's header writes it ("Date: Mon, Feb 14, 2028 at 9:47 AM").
 */
const WEEKDAY_SHORT = String.raw`(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|lun|mar|mi[eé]|jue|vie|s[aá]b|dom)`;
const WEEKDAY_BEFORE = new RegExp(
  String.raw`\b(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s*,?\s+|${WEEKDAY_SHORT}(?:\.,?|,)\s*)(?:the\s+|el\s+)?$`,
  "i",
);

/**
 * Every real date the text writes (within DATE_RANGE), in order. A date begins at its weekday, so the words before it
 * ("on this Wednesday, April 14, 2027") read as they would without one.
 */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { pattern, year, month, day } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const monthOfYear = monthNumber(match[month] ?? "");
      if (monthOfYear === undefined) continue;
      const fullYear = match[year]!.length === 2 ? `20${match[year]}` : match[year]!;
      const iso = isoDateFromParts(Number(fullYear), monthOfYear, Number(match[day]));
      const written = `${fullYear}-${String(monthOfYear).padStart(2, "0")}-${String(match[day]).padStart(2, "0")}`;
      // isoDateFromParts rolls 31 November over: such a date is not read, nor one outside the app's dates.
      if (iso !== written || !isDateInRange(iso)) continue;
      const weekday = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, match.index - 20), match.index));
      found.push({ iso, index: match.index - (weekday?.[0].length ?? 0), end: match.index + match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** "9:00 a.m.", "9.00 a.m.", "9:00 o'clock A.M.", and "12:00 noon" (read as p.m.). */
const TIME = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(?:o['’]?\s*clock\s*)?(?:([ap])\.?\s?m\b\.?|(noon)\b)/gi;

export interface FoundTime {
  time: string;
  index: number;
  end: number;
}

/** "9:00 a.m." → "09:00", "1:30 PM" → "13:30". */
export function findTimes(text: string): FoundTime[] {
  return [...text.matchAll(TIME)].flatMap((match) => {
    const hour = Number(match[1]);
    const minutes = Number(match[2] ?? "0");
    if (hour < 1 || hour > 12 || minutes > 59) return [];
    if (match[4] && (hour !== 12 || minutes !== 0)) return [];
    const pm = match[4] !== undefined || match[3]!.toLowerCase() === "p";
    const hours24 = (hour % 12) + (pm ? 12 : 0);
    return [
      {
        time: `${String(hours24).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`,
        index: match.index,
        end: match.index + match[0].length,
      },
    ];
  });
}
