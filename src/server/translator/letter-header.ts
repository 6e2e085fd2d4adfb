/**
 * A letter's or a form's label lines told as sentences: "Case No.: 2026-CC-018734" becomes "The case number is
 * 2026-CC-018734.", "Dated: March 4, 2026" or a date alone on its line becomes "It is dated March 4, 2026.", "TO:
 * Yolanda Reyes" becomes "It is sent to Yolanda Reyes.", "VIA CERTIFIED MAIL" becomes "It was sent by certified
 * mail.", a caption's "IN THE COUNTY COURT IN AND FOR DUVAL COUNTY, FLORIDA" becomes "This case is in the County
 * Court for Duval County, Florida.", "Late fees: $50.00" becomes "Late fees are $50.00.", "Witness: Harold Jimenez"
 * becomes "Harold Jimenez signed as a witness.". A reader gets a line that says what the label means, and the line
 * is a sentence of its own, not a fragment run into the paper's first sentence (a tool that finds sentences by their
 * full stops reads the caption, the addresses and the first sentence as one). Only labels whose meaning is certain
 * are told, and every word of the value is kept as written. Address lines stay lines of their own: joined to the label, they made longer sentences.
 * Not told: a subject line of more than eight words ("Re: …") and a phone number ("Phone: …"); on the tuning papers
 * each made the plain version read harder, counted either way.
 */
import { AMOUNT_ROW, LIST_ITEM } from "./normalize/line-shapes";
import { fillSentence } from "./sentence-templates";
import type { Block } from "./sentences";

/** "Label: value" on one line, the label one to five words. */
const LABEL_LINE = /^([A-Za-z][A-Za-z'’]*(?:\.|(?:[ -](?:[A-Za-z'’]+|\([a-z]+\)))){0,4})\.?\s*:\s*(\S.*)$/;

const DATE = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}$/;
/** An e-mail's date and time: "Mon, Feb 14, 2028 at 9:47 AM", "Monday, February 14, 2028 9:47 a.m.". */
const SENT_AT =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},\s+\d{4},?\s+(?:at\s+)?\d{1,2}:\d{2}\s*[AaPp]\.?[Mm]\.?$/;
/** A forwarded e-mail's first line: "-------- Forwarded message --------", "Begin forwarded message:". */
const FORWARDED = /^(?:-{2,}\s*(?:Forwarded|Original) message\s*-{2,}|Begin forwarded message:)$/i;

/** Labels told as "The <label> is <value>.", and those whose value is a place ("is at"). */
const NAMED = new Set([
  "patient name",
  "date of birth",
  "account number",
  "reference number",
  "original creditor",
  "current creditor",
  "creditor",
  "landlord",
  "tenant",
  "resident",
  "registered owner",
  "owner",
  "lease term",
  "division",
  "amount due",
  "balance due",
  "member",
  "vehicle",
]);
/** The parties a paper names with a capital ("Landlord", "Registered Owner"): a defined name keeps it. */
const PARTIES = /^(?:landlord|tenant|resident|member|(?:registered )?owner|(?:original |current )?creditor)$/;
const PLACES = new Set(["home (premises)", "property", "property address", "premises", "address"]);

/** A block holding one label line: `told` is what it says as a sentence. */
export interface LabelBlock extends Block {
  told?: string;
}

/** The sentence a label line says ("To: Yolanda Reyes" → "It is sent to Yolanda Reyes."), or undefined. */
export function sentenceOf(written: string, value: string): string | undefined {
  const key = written.toLowerCase().replace(/\s+/g, " ");
  // A label is told in lower case ("The division is J."); a party written "Landlord" keeps its capital (a defined name).
  const label = written !== written.toUpperCase() && PARTIES.test(key) ? written.replace(/\s+/g, " ") : key;
  if (key === "to") return fillSentence("sent-to", { who: value });
  if (key === "from") return fillSentence("from", { sender: value });
  if ((key === "date" || key === "dated") && DATE.test(value)) return fillSentence("dated", { date: value });
  if ((key === "date" || key === "sent") && SENT_AT.test(value)) return fillSentence("sent-on", { when: value });
  if (/^case (?:no\.?|number)$/.test(key)) return fillSentence("case-number", { number: value });
  if (key === "by") return fillSentence("signed-by", { signer: value });
  // Words, not a dash between them ("SECURITY DEPOSIT CLAIM - 318 NW Kings Bay Drive").
  const words = value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if ((key === "re" || key === "subject") && words <= 8) return fillSentence("about", { subject: value });
  // "Date of Notice: October 4, 2027", "Date and Time of Tow: September 30, 2027, 11:42 p.m."
  if (/\bdate\b/.test(key) && DATE.test(value.split(/,\s*(?=\d{1,2}:)/)[0]!)) return fillSentence("label-is", { label, value });
  // "Address: 14 Palm Lane" is the address itself ("The address is …"); "Property: 14 Palm Lane" is where it is.
  if (PLACES.has(key))
    return /\baddress$/.test(key)
      ? fillSentence("label-is", { label, value })
      : fillSentence("label-is-at", { label, place: value });
  if (NAMED.has(key)) return fillSentence("label-is", { label, value });
  return undefined;
}

/** "CERTIFIED MAIL, RETURN RECEIPT REQUESTED" → "certified mail, return receipt requested" ("U.S." stays). */
const lowerMail = (text: string) => text.toLowerCase().replace(/\bu\.s\./g, "U.S.");

const VIA = /^via\s+((?:certified|regular|first[- ]class|u\.s\.|registered|e-?mail|hand|overnight|express|priority)\b.*)$/i;

/** Words kept in lower case in a court's name: "County Court of the Ninth Judicial Circuit in and for Orange County". */
const SMALL_WORDS = new Set(["of", "the", "in", "and", "for", "a", "an", "to"]);

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, at) =>
      at > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|[-/])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join("");

/**
 * A caption line in capitals: "IN THE COUNTY COURT IN AND FOR DUVAL COUNTY, FLORIDA", "IN THE COUNTY COURT, FIFTH
 * JUDICIAL CIRCUIT, IN AND FOR CITRUS COUNTY, FLORIDA", "IN THE COUNTY COURT OF THE 19TH JUDICIAL CIRCUIT", "CIVIL DIVISION".
 */
const COURT_LINE =
  /^IN THE ((?:COUNTY|CIRCUIT) COURT)(?:,?\s+(?:OF THE\s+)?([A-Z0-9]+) JUDICIAL CIRCUIT)?(?:,?\s+IN AND FOR ([A-Z][A-Z .'-]* COUNTY),\s*FLORIDA)?$/;
const COUNTY_LINE = /^IN AND FOR ([A-Z][A-Z .'-]* COUNTY),\s*FLORIDA$/;
const DIVISION_LINE = /^([A-Z][A-Z /&-]*[A-Z]) DIVISION$/;

function tellCaption(line: string): string | undefined {
  const court = COURT_LINE.exec(line);
  if (court) {
    const circuit = court[2] ? ` of the ${titleCase(court[2])} Judicial Circuit` : "";
    const county = court[3] ? ` for ${titleCase(court[3])}, Florida` : "";
    return fillSentence("court-case", { court: `${titleCase(court[1]!)}${circuit}${county}` });
  }
  const county = COUNTY_LINE.exec(line);
  if (county) return fillSentence("court-county", { county: titleCase(county[1]!) });
  const division = DIVISION_LINE.exec(line);
  return division ? fillSentence("court-division", { division: titleCase(division[1]!) }) : undefined;
}

/** "Late fees: $50.00" → "Late fees are $50.00."; "Total amount due: $2,461.62" → "Total amount due is $2,461.62." */
const AMOUNT_LINE = /^([A-Z][A-Za-z]*(?: [A-Za-z]+| [A-Z][a-z]+ \d{1,2}, \d{4}){0,7}):\s*(\$[\d,]+(?:\.\d{2})?)$/;
/** A label that is not a thing: "As of April 30, 2028, you owed:", "You paid:". */
const NOT_A_THING = /^(?:as|if|you|we|i|our|your|between|in|on|at|by|from|to|since|after|before)\b/i;

function tellAmount(line: string): string | undefined {
  const match = AMOUNT_LINE.exec(line);
  // Any other row of a table of amounts ("Rent for August 2027: $985.00") is said as written, ended as a sentence; a
  // list item's row is simplified as its sentence.
  if (!match && AMOUNT_ROW.test(line) && !LIST_ITEM.test(line)) {
    const [label, amount] = line.split(/: (?=\$[\d,.]+$)/) as [string, string];
    return NOT_A_THING.test(label) ? undefined : fillSentence("amount-row", { label, amount });
  }
  if (!match || NOT_A_THING.test(match[1]!)) return undefined;
  const last = /([A-Za-z]+)(?: [A-Z][a-z]+ \d{1,2}, \d{4})?$/.exec(match[1]!)?.[1] ?? "";
  const plural = /[^s]s$/.test(last) && !/(?:us|is)$/.test(last);
  return fillSentence(plural ? "amounts-are" : "amount-is", { label: match[1]!, amount: match[2]! });
}

/** "Witness: Harold Jimenez, 45 Coconut Drive, …" → "Harold Jimenez, 45 Coconut Drive, … signed as a witness." */
function tellWitness(line: string): string | undefined {
  const match = /^(Witness(?:es)?):\s*(\S.*?),?$/.exec(line);
  if (!match || /_{3,}/.test(match[2]!)) return undefined;
  return fillSentence(match[1] === "Witness" ? "witness" : "witnesses", { witness: match[2]! });
}

/** A form's warnings in capitals: "IMPORTANT", "PLEASE READ CAREFULLY", "IMPORTANT - READ CAREFULLY". */
function tellWarning(line: string): string | undefined {
  if (/^IMPORTANT$/i.test(line)) return fillSentence("important", {});
  if (/^PLEASE READ (?:THIS )?CAREFULLY$/i.test(line)) return fillSentence("read-carefully", {});
  if (/^IMPORTANT\s*[-–—:]\s*READ (?:THIS )?CAREFULLY$/i.test(line)) return fillSentence("important-read-carefully", {});
  return undefined;
}

/** What a line says as a sentence: a label line, a letter's date alone on its line, how it was sent. */
export function tellLine(line: string): string | undefined {
  if (DATE.test(line)) return fillSentence("dated", { date: line });
  if (FORWARDED.test(line)) return fillSentence("forwarded", {});
  const warning = tellWarning(line);
  if (warning !== undefined) return warning;
  const caption = tellCaption(line) ?? tellAmount(line) ?? tellWitness(line);
  if (caption !== undefined) return caption;
  const via = VIA.exec(line);
  if (via) return fillSentence("sent-by", { how: line === line.toUpperCase() ? lowerMail(via[1]!) : via[1]! });
  const label = LABEL_LINE.exec(line);
  const told = label ? sentenceOf(label[1]!, label[2]!.replace(/,\s*$/, "").trim()) : undefined;
  // "…11:42 p.m.": the value's own period ends the sentence.
  return told?.replace(/\.\.$/, ".");
}

/** `blocks` with each block that is one label line (no full stop) given what it says as a sentence. */
export function tellLabelLines(blocks: readonly Block[]): LabelBlock[] {
  return blocks.map((block) => {
    const line = block.sentences.length === 1 ? block.sentences[0]! : undefined;
    if (line === undefined || /[.!?]["'”’)\]]*$/.test(line)) return block;
    const told = tellLine(line);
    return told === undefined ? block : { ...block, told };
  });
}
