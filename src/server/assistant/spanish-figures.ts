/**
 * Figures written the Spanish ways, rewritten the English way so that the one value finder (translator/values.ts)
 * reads both, and the model's Spanish answer is checked like an English one: "15 días hábiles" is the period
 * "15 business days", "quince (15) días" the same as "15 días", "1 de julio de 2025" the date July 1, 2025,
 * "$8.000", "8.000 dólares" and "US$ 8,000" the amount $8,000, "12,5 por ciento" 12.5%, "capítulo 83" chapter 83.
 * Only for Spanish text: in English "$8.000" is eight dollars.
 */
import { ENGLISH_MONTH_NAMES, SPANISH_MONTH_NAMES } from "@shared/month-names";

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veinticuatro: 24,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  "cuarenta y cinco": 45,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  "setenta y dos": 72,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  "ciento veinte": 120,
};

const plain = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ");

const NUMBER_WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/e/g, "[eé]").replace(/ /g, "\\s+"))
  .join("|");

const UNITS: Record<string, string> = { dia: "day", hora: "hour", semana: "week", mes: "month", ano: "year" };

const QUALIFIERS: Record<string, string> = {
  habiles: "business ",
  laborables: "business ",
  calendario: "calendar ",
  naturales: "calendar ",
  corridos: "calendar ",
};

/** "8.000" or "8,000" or "8 000" → "8,000"; the cents, when written, after a point. */
function englishAmount(whole: string, cents: string | undefined): string {
  const digits = whole.replace(/[.,\s\u00a0]/g, "");
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}${cents === undefined ? "" : `.${cents.padEnd(2, "0")}`}`;
}

/** An amount's whole part with its thousands ("8.000", "8,000", "8 000") or without; cents after a comma or point. */
const AMOUNT = String.raw`(\d{1,3}(?:[.,\u00a0 ]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?![\d])`;

const REWRITES: [RegExp, (...groups: string[]) => string][] = [
  // Money: "US$ 8,000", "$8.000", "$1.250,50", "8.000 dólares", "8 000 $", "1,250 USD".
  [new RegExp(String.raw`(?:US)?\$\s?${AMOUNT}`, "g"), (_all, whole, cents) => englishAmount(whole!, cents)],
  [
    new RegExp(String.raw`(?<![$\d.,])${AMOUNT}\s*(?:d[oó]lares\b|USD\b|US\$|\$)`, "gi"),
    (_all, whole, cents) => englishAmount(whole!, cents),
  ],
  // Percent: "12,5 %", "10 por ciento".
  [
    /(?<![\d.,])(\d+)(?:,(\d+))?\s?(?:%|por\s+ciento\b)/gi,
    (_all, whole, decimals) => `${whole}${decimals ? `.${decimals}` : ""}%`,
  ],
  // Periods: "quince (15) días hábiles", "3 meses", "24 horas", "un año".
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])(${NUMBER_WORD}|\d{1,4})(?:\s*\((\d{1,4})\))?\s+(d[ií]as?|horas?|semanas?|mes(?:es)?|a[nñ]os?)(?:\s+(h[aá]biles|laborables|calendario|naturales|corridos))?(?![\p{L}])`,
      "giu",
    ),
    (all, amount, inParentheses, unit, qualifier) => {
      const count = inParentheses ?? (/^\d+$/.test(amount!) ? amount : NUMBER_WORDS[plain(amount!)]);
      const singular = plain(unit!).replace(/(?:es|s)$/, "");
      const english = UNITS[singular];
      if (count === undefined || !english) return all!;
      return `${count} ${qualifier ? (QUALIFIERS[plain(qualifier)] ?? "") : ""}${english}s`;
    },
  ],
  // Dates: "1 de julio de 2025", "1.º de enero", "5 de mayo del 2026".
  [
    new RegExp(
      String.raw`(?<![\d])(\d{1,2})(?:\.?º|\.?°|ro)?\s+de\s+(${SPANISH_MONTH_NAMES.join("|")})(?:\s+del?\s+(\d{4}))?(?![\p{L}])`,
      "giu",
    ),
    (_all, day, month, year) =>
      `${ENGLISH_MONTH_NAMES[SPANISH_MONTH_NAMES.indexOf(month!.toLowerCase() as (typeof SPANISH_MONTH_NAMES)[number])]} ${Number(day)}${year ? `, ${year}` : ""}`,
  ],
  // Chapters: "capítulo 83".
  [/\bcap[ií]tulos?\s+(\d{1,3})\b/gi, (_all, chapter) => `chapter ${chapter}`],
];

/** The text with its Spanish-written figures written the English way (everything else unchanged). */
export function englishFigures(text: string): string {
  return REWRITES.reduce(
    (result, [regex, rewrite]) => result.replace(regex, (...args: unknown[]) => rewrite(...(args as string[]))),
    text,
  );
}
