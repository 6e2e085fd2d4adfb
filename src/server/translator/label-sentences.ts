/**
 * More label lines said as short sentences, beside letter-header.ts's: a line that only names the law the paper is
 * given under ("Section 720.305(2), Florida Statutes", "(Florida Statutes § 83.56(2)(b))" → "This is under Section
 * 720.305(2), Florida Statutes."), a case number without its colon ("CASE NO. 2027-CC-000318" → "The case number is
 * 2027-CC-000318."), a form's "Name of landlord: …" ("The landlord is …") and a date after its label ("Second notice:
 * August 26, 2029" → "The date of the second notice is August 26, 2029.", "Hearing date: Tuesday, October 12, 2027" →
 * "The hearing date is Tuesday, October 12, 2027.") and how it was sent ("By first-class mail and by e-mail" → "It was
 * sent by first-class mail and by e-mail."), and a thing's number ("Lease No.: SPV-2028-0117" → "The lease number is
 * SPV-2028-0117.", "Our File No.: KLM-30-00412" → "Our file number is KLM-30-00412.", "Account ending: 4410" → "The
 * account ends in 4410."). A line without a full stop is no
 * sentence: a tool that finds sentences by their full stops reads it with the next sentence as one. Every word of the
 * value is kept as written; translate.ts keeps the line as it was when its sentence loses a value.
 */
import type { LabelBlock } from "./letter-header";
import { fillSentence } from "./sentence-templates";

/** "Section 720.305(2), Florida Statutes", "Florida Statutes Section 83.56(3)", "Florida Statutes § 83.56(2)(b)". */
const LAW_LINE =
  /^((?:Florida\s+Statutes,?\s+)?(?:Sect(?:ion|lon|1on)s?|§|s\.)\s*\d{1,3}\.\d{2,4}[\w().]*(?:,\s*(?:Florida\s+Statutes|Fla\.\s*Stat\.))?)$/i;
const CASE_NUMBER = /^CASE\s+(?:NO\.?|NUMBER)\s*#?\s*([A-Z0-9]*\d[A-Z0-9]*(?:[- ][A-Z0-9]+)+)$/i;
const NAME_OF =
  /^Name of (?:the )?(landlord|tenant|owner|resident|creditor|agent|debt collector|patient|plaintiff|defendant)\s*:\s*(\S.*?),?$/i;

const WEEKDAY = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\\s+";
const MONTH_DATE =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December)\\s+\\d{1,2},\\s+\\d{4}";
/**
 * "Hearing date: Tuesday, October 12, 2027" (a weekday before the date), "Second notice: August 26, 2029", "Last
 * inspection: October 3, 2029 (violation continuing)": a label that names a date or an event, then its date.
 */
const DATE_LABEL = new RegExp(
  `^((?:[A-Za-z][a-z'’-]*\\s+){0,3}(?:date|notice|inspection|hearing|letter|warning|meeting|visit|payment|posting|delivery)(?:\\s+\\([a-z ]+\\))?)\\s*:\\s*((?:${WEEKDAY})?${MONTH_DATE}(?:\\s+\\([^()]{1,40}\\))?)$`,
  "i",
);

/** "By first-class mail and by e-mail to the address on file", "SENT BY CERTIFIED MAIL AND HAND DELIVERY". */
const SENT_BY =
  /^(?:sent\s+)?by\s+((?:certified|first[- ]class|regular|registered|u\.s\.|hand|e-?mail|overnight|express|priority)\b[^:;]*?),?$/i;

/**
 * "Account: NCC-2291", "Lease No.: SPV-2028-0117", "Invoice #: 4471", "Our File No.: KLM-30-00412", "Reference #:
 * SRP-30-118204": a thing's number, one token with a figure, maybe whose it is ("Our", "Your").
 */
const NUMBER_OF =
  /^(?:(our|your|my)\s+)?(Account|Lease|Loan|Invoice|Policy|Claim|Permit|Contract|Ticket|File|Reference|Ref\.?)\s*(?:No\.?|Number|#|ID)?\s*:\s*([A-Z0-9][\w-]*\d[\w-]*)$/i;
/** "Account ending: 4410", "Card Account Ending In: 5519": the last figures of an account's number. */
const ACCOUNT_ENDING = /^((?:[A-Za-z]+\s+)?account)\s+ending(?:\s+in)?\s*:\s*(\d{2,6})$/i;

/** What a line says as a sentence, or undefined. */
export function tellLabelSentence(line: string): string | undefined {
  // "(Florida Statutes § 83.56(2)(b))": the brackets around the whole line go, the law's own stay.
  const bare = /^\(.*\)$/.test(line) ? line.slice(1, -1).trim() : line;
  const law = LAW_LINE.exec(bare);
  // "(Section 83.56(3), Fla. Stat.)" keeps the abbreviation's period as the sentence's.
  if (law) return fillSentence("law-line", { law: law[1]! }).replace(/\.\.$/, ".");
  const caseNumber = CASE_NUMBER.exec(line);
  if (caseNumber) return fillSentence("case-number", { number: caseNumber[1]! });
  const dated = DATE_LABEL.exec(line);
  if (dated) {
    const label = dated[1]!.toLowerCase();
    return /\bdate\b/.test(label)
      ? fillSentence("label-is", { label, value: dated[2]! })
      : fillSentence("date-of", { what: label, date: dated[2]! });
  }
  const numbered = NUMBER_OF.exec(line);
  if (numbered) {
    const [, owner, thing = "", value = ""] = numbered;
    const label = `${/^ref\.?$/i.test(thing) ? "reference" : thing.toLowerCase()} number`;
    return owner
      ? fillSentence("owned-label-is", { owner: owner[0]!.toUpperCase() + owner.slice(1).toLowerCase(), label, value })
      : fillSentence("label-is", { label, value });
  }
  const ending = ACCOUNT_ENDING.exec(line);
  if (ending) return fillSentence("account-ends-in", { account: ending[1]!.toLowerCase(), digits: ending[2]! });
  const sent = SENT_BY.exec(line);
  if (sent) {
    const how = line === line.toUpperCase() ? sent[1]!.toLowerCase().replace(/\bu\.s\./g, "U.S.") : sent[1]!;
    return fillSentence("sent-by", { how });
  }
  const name = NAME_OF.exec(line);
  if (name && !/_{3,}/.test(name[2]!))
    return fillSentence("label-is", { label: name[1]!.toLowerCase(), value: name[2]! }).replace(/\.\.$/, ".");
  return undefined;
}

/** `blocks` with each block of one such line, not yet told and without a full stop, given its sentence. */
export function tellLabelSentences(blocks: readonly LabelBlock[]): LabelBlock[] {
  return blocks.map((block) => {
    if (block.told !== undefined || block.sentences.length !== 1) return block;
    const line = block.sentences[0]!.trim();
    if (/[.!?]["'”’)\]]*$/.test(line) && !/\bStat\.\)?$/.test(line)) return block;
    const told = tellLabelSentence(line);
    return told === undefined ? block : { ...block, told };
  });
}

/** "Date: Monday, July 8, 2030", "Time: 8:45 a.m.", "Place: Collier County Courthouse, …": a table of when and where. */
const WHEN_WHERE = /^(Date|Time|Place|Location)\s*:\s*(\S.*?)$/i;
const CLOCK_TIME = /^\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?/i;
/** The event a table of when and where is for, named in the heading or the sentence just above it. */
const EVENT =
  /\b(?:pretrial conference|case management conference|pretrial hearing|final hearing|hearing|mediation|trial|conference|meeting)\b/gi;

/** The event the block before a table names: a heading, or a sentence that ends with a colon ("The hearing will be held:"). */
function eventBefore(block: LabelBlock | undefined): string | undefined {
  if (block === undefined || block.told !== undefined) return undefined;
  const last = block.sentences.at(-1)?.trim() ?? "";
  if (!block.heading && !/:$/.test(last)) return undefined;
  return [...last.matchAll(EVENT)].at(-1)?.[0].toLowerCase();
}

/** One line of the table said as a sentence about `event`, or undefined when its value is not what the label says. */
function tellWhenWhere(event: string, line: string): string | undefined {
  const match = WHEN_WHERE.exec(line);
  if (!match || /_{3,}/.test(match[2]!)) return undefined;
  const [, label = "", value = ""] = match;
  const said = /^date$/i.test(label)
    ? new RegExp(`^(?:${WEEKDAY})?${MONTH_DATE}`).test(value)
      ? fillSentence("event-on", { event, date: value })
      : undefined
    : /^time$/i.test(label)
      ? CLOCK_TIME.test(value)
        ? fillSentence("event-starts-at", { event, time: value })
        : undefined
      : fillSentence("event-is-at", { event, place: value });
  // "…8:45 a.m.": the value's own period ends the sentence.
  return said?.replace(/\.\.$/, ".");
}

/**
 * A hearing's table of when and where ("Date: …", "Time: …", "Place: …", each a line of its own) under a heading or a
 * sentence that names the event ("PRETRIAL CONFERENCE", "The hearing will be held:") said as sentences: "The pretrial
 * conference is on Monday, July 8, 2030." Read as headings, its date never reached the key points. A table whose
 * event is not named is left to the label rules ("The date is …").
 */
export function tellEventTable(blocks: readonly LabelBlock[]): LabelBlock[] {
  let event: string | undefined;
  return blocks.map((block, at) => {
    const line = block.sentences.length === 1 ? block.sentences[0]!.trim() : undefined;
    if (line === undefined || !WHEN_WHERE.test(line)) {
      event = undefined;
      return block;
    }
    event ??= eventBefore(blocks[at - 1]);
    const told = event === undefined ? undefined : tellWhenWhere(event, line);
    return told === undefined ? block : { ...block, told };
  });
}
