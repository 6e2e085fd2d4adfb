/**
 * A line of a letterhead, an address block or a signature that is an address, a phone number, an e-mail or a web
 * address ("4310 Pablo Oaks Court, Jacksonville, Florida 32224 | (904) 555-0131", "eservice@firm.example") is a unit
 * of its own: it ends with a full stop in the plain version, so it is not read (or counted) as the start of the next
 * sentence. A line ending with a comma ("WINSTON A. OKEREKE-DALRYMPLE,") goes on in the next line and stays as it is.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const WEB = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|gov|net|us|example)\b/i;
const PHONE = /(?:\(\d{3}\)\s?|\b\d{3}[.-])\d{3}-\d{4}\b/;
const STREET =
  /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[\p{L}0-9'’.-]+\s+){0,4}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Circle|Cir|Trail|Trl|Parkway|Pkwy|Highway|Hwy|Terrace|Ter|Shores|Loop|Run|Square|Sq)\b\.?/iu;
const CITY_STATE_ZIP = /,\s*(?:Florida|FL)\s+\d{5}(?:-\d{4})?\b/i;
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/i;

/** A line that is (or ends with) an address, a phone number, an e-mail or a web address. */
export function isContactLine(line: string): boolean {
  const text = line.trim();
  if (!text || /[.!?:;,]["'”’)\]]*$/.test(text)) return false;
  // A sentence with such a value inside ("call (352) 555-0104 by…") is a sentence, not a line of contact.
  if (text.split(/\s+/).length > 24) return false;
  return [EMAIL, WEB, PHONE, STREET, CITY_STATE_ZIP, PO_BOX].some((pattern) => pattern.test(text));
}

/** Ends with an e-mail or web address: a full stop there would be copied with the address. */
const ENDS_WITH_ADDRESS = new RegExp(`(?:${EMAIL.source}|${WEB.source})$`, "i");

/**
 * The line with a full stop when it is a line of contact, unless it ends with an e-mail or web address (copied with
 * the address, the stop would break it); any other line as it is.
 */
export const endContactLine = (line: string): string =>
  isContactLine(line) && !ENDS_WITH_ADDRESS.test(line.trimEnd()) ? `${line.trimEnd()}.` : line;
