/**
 * A heading whose other-language half follows a slash: "7-DAY NOTICE TO CURE / AVISO DE 7 DÍAS PARA CORREGIR",
 * "NOTICE TO OCCUPANTS / AVI POU MOUN KI REST NAN KAY LA". The plain English version says the English half only
 * ("This is a 7-day notice to cure."); the other half is quoted as written when it holds a value (a figure, a date,
 * a name), and dropped when it holds none. Only a half in Spanish or Haitian Creole, told by its words, after a half
 * in English: "SUMMONS / NOTICE TO APPEAR" is two English names and stays one heading.
 */
import { findValues } from "./values";

/** Words of Spanish and Haitian Creole headings on Florida court papers and notices, in small letters. */
const OTHER_WORDS = new Set(
  (
    "aviso avisos de del la las el los para sobre días dias corregir desalojo citación citacion citatorio notificación " +
    "notificacion secretario demanda reclamo depósito deposito pagar renta alquiler inquilino inquilinos propietario " +
    "ocupantes orden juicio tribunal condado importante lea cuidadosamente " +
    "avi pou moun ki rest nan kay grefye sitasyon lajan lòd tribinal enpòtan li"
  ).split(" "),
);
/** English words no Spanish or Creole heading has. */
const ENGLISH_WORDS =
  /\b(?:notice|summons|order|judgment|writ|motion|claim|to|of|the|for|and|on|occupants|tenant|cure|pay|rent)\b/i;

export interface BilingualHeading {
  english: string;
  other: string;
  /** Whether the other half holds a value, so it is quoted rather than dropped. */
  otherHasValue: boolean;
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];

/** The English half and the other-language half of a one-line heading, when it is one; else undefined. */
export function bilingualHeading(line: string): BilingualHeading | undefined {
  const trimmed = line.trim();
  if (trimmed !== trimmed.toUpperCase() || /[.!?]$/.test(trimmed)) return undefined;
  const halves = trimmed.split(/\s+\/\s+/);
  if (halves.length !== 2) return undefined;
  const [english = "", other = ""] = halves;
  const otherWords = wordsOf(other);
  if (otherWords.length === 0 || !ENGLISH_WORDS.test(english) || ENGLISH_WORDS.test(other)) return undefined;
  // Most of the other half's words are Spanish or Creole ones.
  if (otherWords.filter((word) => OTHER_WORDS.has(word)).length * 2 < otherWords.length) return undefined;
  return { english, other, otherHasValue: findValues(other).length > 0 };
}
