/**
 * Whom to send something to, named after a colon: "…you must also mail a copy of your written response to the
 * plaintiff's attorney: Rourke & Castellano, P.A., 348 Main Street, Fort Walton Beach, Florida 32548, (850) 555-0784."
 * → "…mail a copy of your written response to the plaintiff's attorney." "The plaintiff's attorney is Rourke &
 * Castellano, P.A., 348 Main Street, …". Only when the words before the colon end with "to" or "with" and the one
 * meant ("the plaintiff's attorney", "the clerk"), and what follows is a name with an address or a phone number.
 * The summons form's "…on the plaintiff's attorney, whose name and address is: Lyle Law, PLLC, (850) 555-0147, within 20
 * days…" likewise: "…on the plaintiff's attorney within 20 days…" "The plaintiff's attorney is Lyle Law, PLLC, …".
 * A place named after a colon likewise: "…remove all persons from the property in Leon County, Florida: 12 Elm Street,
 * Tallahassee, Florida 32301." → "…from the property in Leon County, Florida." "The property is at 12 Elm Street, …".
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const BEFORE = /\s(?:to|with)\s+((?:the|your|its|their|our)\s+(?:[A-Za-z][\w'’-]*\s+){0,3}[A-Za-z][\w'’-]*)\s*:\s+/;
/** A name first (a capital), and a ZIP code or a phone number in what follows. */
const CONTACT = /^[A-Z][^:;]*?(?:\b\d{5}(?:-\d{4})?\b|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b)[^:;]*$/;
const MIN_LEFT_WORDS = 6;
/** "…the following described property in Leon County, Florida: 12 Elm Street, …": the place's noun, then an address. */
const PLACE_BEFORE =
  /\b(property|premises|home|house|apartment|unit|dwelling)(?:\s+(?:in|at|located in)\s+[^:;]{3,60})?\s*:\s+(?=\d)/i;
const ADDRESS = /^\d{1,6}\s+[A-Za-z0-9][^:;]*?\b\d{5}(?:-\d{4})?\.?$/;

function splitPlaceColon(sentence: string): string[] | undefined {
  const match = PLACE_BEFORE.exec(sentence);
  if (!match) return undefined;
  const left = sentence.slice(0, match.index + match[0].length).replace(/\s*:\s+$/, "");
  const place = sentence.slice(match.index + match[0].length).replace(/\.$/, "");
  if (!ADDRESS.test(place) || countWords(left) < MIN_LEFT_WORDS) return undefined;
  return [`${left}.`, fillSentence("label-is-at", { label: match[1]!.toLowerCase(), place })];
}

/**
 * "…on the plaintiff's attorney, whose name and address is: <contact>, within 20 days…", or the contact set off by commas
 * alone ("…on the plaintiff's attorney, Ann Ross, Esq., (386) 555-1024, within 20 days…").
 */
const WHOSE_NAME =
  /^(.*?\s(?:on|to|with)\s+((?:[Tt]he|[Yy]our|[Ii]ts|[Tt]heir|[Oo]ur)\s+(?:[A-Za-z][\w'’-]*\s+){0,3}?[A-Za-z][\w'’-]*)),\s+(?:whose name and address (?:is|are)\s*:?\s+)?([A-Z].+?),\s+((?:within|by|before|no later than|on or before)\s.*)$/;

function splitWhoseName(sentence: string): string[] | undefined {
  const match = WHOSE_NAME.exec(sentence);
  if (!match) return undefined;
  const [, before = "", who = "", contact = "", rest = ""] = match;
  if (!CONTACT.test(contact)) return undefined;
  const named = who.replace(/^\w/, (letter) => letter.toUpperCase());
  return [`${before} ${rest}`, fillSentence("contact-is", { who: named, contact })];
}

export function splitContactColon(sentence: string): string[] | undefined {
  const trimmed = sentence.trim();
  const whose = splitWhoseName(trimmed);
  if (whose) return whose;
  const match = BEFORE.exec(trimmed);
  if (!match) return splitPlaceColon(trimmed);
  const left = trimmed.slice(0, match.index + match[0].length).replace(/\s*:\s+$/, "");
  const contact = trimmed.slice(match.index + match[0].length).replace(/\.$/, "");
  if (!CONTACT.test(contact) || countWords(left) < MIN_LEFT_WORDS) return undefined;
  const who = match[1]!.replace(/^\w/, (letter) => letter.toUpperCase());
  return [`${left}.`, fillSentence("contact-is", { who, contact })];
}
