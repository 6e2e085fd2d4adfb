/** The fields a paper states (field-cues.ts says where): what it does not state clearly is null, never guessed. */
import { FLORIDA_COUNTIES } from "@shared/counties";
import type { PaperJson, PaperKind } from "@shared/papers";
import { valueJoint } from "../translator/normalize/broken-values";
import { hyphenJoint } from "../translator/normalize/hyphenation";
import { findAmounts } from "./amounts";
import { findDates, findTimes, type FoundDate } from "./dates";
import { repairOcrDigits } from "./ocr-digits";
import { repairOcrLetters } from "./ocr-letters";
import * as cue from "./field-cues";

export interface PaperText {
  /** The lines as extracted. */
  lines: string[];
  /** The whole text on one line, single spaces. */
  flat: string;
}

/**
 * A paper's text as copied out of a PDF breaks words and values at its line ends: a word hyphenated ("deliv-\nered"),
 * an amount's cents ("$612.\n40") or a case number after its court code ("2026-CC-\n018734"). They are joined again
 * where the translator's reading of the paper joins them tightly (normalize/broken-values.ts, hyphenation.ts); every
 * other line stays a line of its own, as captions and labels are read by their lines.
 */
function withBrokenValuesJoined(lines: readonly string[]): string[] {
  const paper = lines.join("\n");
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined.at(-1)?.trimEnd();
    const next = line.trim();
    if (last && next) {
      if (valueJoint(last, last.trim(), next) === "tight") {
        joined[joined.length - 1] = `${last}${next}`;
        continue;
      }
      const hyphen = /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(next) ? hyphenJoint(last.trim(), next, paper) : undefined;
      if (hyphen) {
        joined[joined.length - 1] = hyphen === "keep" ? `${last}${next}` : `${last.slice(0, -1)}${next}`;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

/** A page's footer line, ending in its page number ("Form 7.322    Page 1 of 3"). */
const PAGE_NUMBER = /\b(?:page|p[aá]gina)\s+\d+\s+(?:of|de)\s+\d+\s*$/i;

/**
 * The lines without what a printed copy repeats between its pages, which can fall inside a sentence or a date ("on
 * May 14, / Form 7.322 Page 1 of 3 / Case No.: … / 2026, at 9:00 a.m."): each footer line with its page number, and
 * the running header that follows it, as often as it is repeated after the first page's.
 */
function withoutPageBreaks(lines: string[]): string[] {
  const headers = new Set(
    lines.flatMap((line, index) => (PAGE_NUMBER.test(line) && lines[index + 1]?.trim() ? [lines[index + 1]!.trim()] : [])),
  );
  const firstHeader = new Map<string, number>();
  lines.forEach((line, index) => {
    if (headers.has(line.trim()) && !firstHeader.has(line.trim())) firstHeader.set(line.trim(), index);
  });
  return lines.filter((line, index) => {
    if (PAGE_NUMBER.test(line)) return false;
    const first = firstHeader.get(line.trim());
    return first === undefined || first === index || !PAGE_NUMBER.test(lines[index - 1] ?? "");
  });
}

export function paperText(written: string): PaperText {
  const joined = withBrokenValuesJoined(withoutPageBreaks(written.replace(/\r\n?/g, "\n").split("\n"))).join("\n");
  const text = repairOcrLetters(repairOcrDigits(joined));
  const lines = text.split("\n");
  return { lines, flat: text.replace(/\s+/g, " ").trim() };
}

/** Longer than this, a "name" is a paragraph the patterns caught by mistake. */
const MAX_NAME_LENGTH = 160;

/** An e-mail address, also in an e-mail header's angle brackets ("To: <ana@mail.example>"). */
const EMAIL_ADDRESS = /<?[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}>?/gi;

/**
 * A name as written, without the trailing comma and without an e-mail address ("Ana Ruiz <ana@mail.example>"); a blank
 * line to fill in ("____") or an address alone is no name.
 */
const cleanName = (name: string): string | null => {
  const clean = name
    .replace(EMAIL_ADDRESS, " ")
    .replace(/\s+/g, " ")
    .replace(/[\s,;:]+$/, "")
    .trim();
  return /\p{L}/u.test(clean) && clean.length <= MAX_NAME_LENGTH ? clean : null;
};

function caseNumberOf({ lines }: PaperText): string | null {
  for (const [index, line] of lines.entries()) {
    const label = cue.CASE_NUMBER_LABEL.exec(line);
    if (!label) continue;
    const after = line.slice(label.index + label[0].length);
    // A label alone at the end of its line ("CASE NO.:") has its number on the next line, in the same column.
    const rest = after.trim() ? after : (lines[index + 1]?.trim() ?? "");
    // A division code some clerks add in parentheses ("COSO-27-000781 (62)") is not part of the number.
    const value = rest
      .split(cue.CASE_NUMBER_END)[0]!
      .replace(/\s*\([A-Za-z0-9]{1,4}\)\s*$/, "")
      .replace(/[\s.,;/|]+$/, "");
    if (/\d/.test(value) && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value)) return value;
  }
  return null;
}

/**
 * The caption's court; else small claims (a county court's); else the court code of the case number (a Florida uniform
 * case number's "CC"/"SC" is county court, "CA" circuit court); else a court named anywhere.
 */
function courtOf({ flat }: PaperText, caseNumber: string | null): PaperJson["court"] {
  const caption = cue.COURT_CAPTION.exec(flat);
  const named = (caption?.[1] ?? caption?.[2])?.toLowerCase();
  if (named) return named.startsWith("circuit") ? "circuit" : "county";
  if (cue.SMALL_CLAIMS.test(flat)) return "county";
  const coded = caseNumber ? cue.CASE_COURT_CODE.exec(caseNumber) : null;
  const code = (coded?.[1] ?? coded?.[2])?.toUpperCase();
  if (code) return code === "CA" ? "circuit" : "county";
  const anywhere = cue.COURT_ANYWHERE.exec(flat);
  const court = anywhere?.[1] ?? anywhere?.[2];
  return court ? (court.toLowerCase() as "county" | "circuit") : null;
}

const COUNTY_NAMES = [...FLORIDA_COUNTIES].sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A county's name as papers write it: with or without its hyphen or period ("Miami Dade", "St Johns"). */
const writtenCounty = (name: string) => escape(name).replace(/-|\s+/g, "[-\\s]?").replace(/\\\./g, "\\.?");
const COUNTY_PATTERN = COUNTY_NAMES.map(writtenCounty).join("|");
const COUNTY_MENTION = new RegExp(`\\b(${COUNTY_PATTERN})\\s+county\\b|\\bcondado\\s+de\\s+(${COUNTY_PATTERN})\\b`, "i");
/** A county's name as a key: "Miami Dade", "MIAMI-DADE" and "Saint Johns" read as "Miami-Dade" and "St. Johns". */
const countyKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bsaint\b/g, "st")
    .replace(/[^a-z]/g, "");
const countyNamed = (name: string) => FLORIDA_COUNTIES.find((county) => countyKey(county) === countyKey(name)) ?? null;

function countyOf({ flat }: PaperText): string | null {
  const caption = cue.COUNTY_CAPTION.exec(flat);
  const fromCaption = caption ? countyNamed(caption[1]!) : null;
  if (fromCaption) return fromCaption;
  const mention = COUNTY_MENTION.exec(flat);
  return mention ? countyNamed(mention[1] ?? mention[2]!) : null;
}

/**
 * A caption's left column: the case number is often typed to the right of the parties, after a wide gap, or after a
 * single space when the two columns were copied as text ("Plaintiff, CASE NO.: 50-2027-CC-001234").
 */
const leftColumn = (line: string): string =>
  line
    .trim()
    .split(/\s{3,}/)[0]!
    .split(cue.COLUMN_RULE)[0]!
    .split(cue.RIGHT_COLUMN_LABEL)[0]!;

const isRoleLine = (line: string) => cue.PLAINTIFF_LINE.test(line) || cue.DEFENDANT_LINE.test(line);

/**
 * The name lines just above `end` (exclusive), up to a blank line or a line of the caption's heading; the occupants'
 * own line under the name, and the "and" that joins it, are left out.
 */
function nameAbove(lines: string[], end: number): string | null {
  const name: string[] = [];
  let occupantsLine = false;
  for (let index = end - 1; index >= 0 && name.length < 3; index--) {
    // A line of the caption's ")" or ":" column rule alone is neither name nor gap.
    if (cue.RULE_ONLY_LINE.test(lines[index]!)) continue;
    const line = leftColumn(lines[index]!);
    // The other party's role line ("Plaintiff,") ends the name too: a name is never read across it.
    if (!line || cue.NOT_A_NAME.test(line) || cue.VERSUS_LINE.test(line) || isRoleLine(line)) break;
    if (!name.length && !occupantsLine && cue.OCCUPANTS_ONLY_LINE.test(line)) {
      occupantsLine = true;
      continue;
    }
    name.unshift(line);
  }
  const written = name.join(" ");
  return name.length ? cleanName(occupantsLine ? written.replace(/\s+(?:and|&|y)\s*$/i, "") : written) : null;
}

/**
 * Words of a sentence, not a name: two lower-case words of three letters or more ("Plaintiff, by its…"), or words
 * ending in an article or preposition, as a role's own sentence does ("…a copy of the statement of claim on the
 * defendant."). A name's own small words stay a name ("María de la Cruz", "CAVALRY SPV I, LLC, as assignee of …").
 */
const SENTENCE_WORDS = /[a-z]{3,}\s+[a-z]{3,}|\b(?:the|a|an|on|to|of|upon|for|by|against|said|each|any|every|el|la|al|del)\s*$/;

/** A party whose role follows its name on the same line, when the name is no sentence (SENTENCE_WORDS). */
function inlineParty(lines: string[], pattern: RegExp, role: RegExp): string | null {
  for (const line of lines) {
    // The role may be the caption's right column: "ACME LLC          Plaintiff / Demandante,".
    const columns = line.trim().split(/\s{3,}/);
    const name = columns.length === 2 && role.test(columns[1]!) ? columns[0]! : pattern.exec(leftColumn(line))?.[1];
    if (name && !cue.NOT_A_NAME.test(name) && !SENTENCE_WORDS.test(name.replace(/[\s,]+$/, ""))) return cleanName(name);
  }
  return null;
}

/** A caption's party without what the party is (", a Florida corporation"). */
const captionName = (name: string | null): string | null => (name ? cleanName(name.replace(cue.CAPTION_PARTY_TAIL, "")) : null);

function captionParties(text: PaperText): { plaintiff: string | null; defendant: string | null } {
  const found = captionPartiesAsWritten(text);
  return { plaintiff: captionName(found.plaintiff), defendant: captionName(found.defendant) };
}

function captionPartiesAsWritten({ lines }: PaperText): { plaintiff: string | null; defendant: string | null } {
  const plaintiffLine = lines.findIndex((line) => cue.PLAINTIFF_LINE.test(leftColumn(line)));
  const defendantLine = lines.findIndex((line, index) => index > plaintiffLine && cue.DEFENDANT_LINE.test(leftColumn(line)));
  const oneLine = lines.map((line) => cue.ONE_LINE_CAPTION.exec(line) ?? cue.STYLE_LINE.exec(line)).find((match) => match);
  return {
    plaintiff:
      (plaintiffLine > 0 ? nameAbove(lines, plaintiffLine) : null) ??
      (oneLine ? cleanName(oneLine[1]!) : null) ??
      inlineParty(lines, cue.PLAINTIFF_INLINE, cue.PLAINTIFF_LINE) ??
      labelled(lines, cue.PLAINTIFF_LABEL),
    defendant:
      (plaintiffLine >= 0 && defendantLine > 0 ? nameAbove(lines, defendantLine) : null) ??
      (oneLine ? cleanName(oneLine[2]!) : null) ??
      inlineParty(lines, cue.DEFENDANT_INLINE, cue.DEFENDANT_LINE) ??
      labelled(lines, cue.DEFENDANT_LABEL),
  };
}

/** A line that is another label ("Date:", "Re:"), not a name written under the label above it. */
const LABEL_LINE = /^\s*[^:]{1,40}:/;

/**
 * A name on a label's line, without the address that may follow it ("Gulfgate LLC, 1990 Main St"); a label alone on
 * its line ("TO:") has the name on the next line. A label with a blank ("Landlord: ______") names no one: the next
 * such label is read.
 */
const labelled = (lines: string[], pattern: RegExp): string | null => {
  for (const [index, line] of lines.entries()) {
    const match = pattern.exec(line);
    if (!match) continue;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim()) ?? "";
    const written = match[1]!.trim() || (LABEL_LINE.test(next) ? "" : next.trim());
    const name = cleanName(written.split(cue.NAME_END)[0]!);
    if (name) return name;
  }
  return null;
};

/** Papers addressed to the tenant by "To:"; also a paper of no kind that speaks of "your tenancy" (YOUR_TENANCY). */
const TO_TENANT: readonly PaperKind[] = [
  "three_day_notice",
  "seven_day_notice_cure",
  "seven_day_notice_no_cure",
  "deposit_claim_notice",
];

/**
 * A lease's party as written between its parentheses: a form's instruction under the blank ("(name & address of
 * owner of the property)") is dropped, and so is an address typed after the name, and what the party is or who acts
 * for it (", a Florida limited partnership, by its management agent …").
 */
const leaseParty = (written: string): string | null =>
  cleanName(written.split(/,?\s+(?=\d+\s+\p{L})/u)[0]!.replace(cue.LEASE_PARTY_TAIL, ""));

/** The form's instructions in parentheses, which are not the ("Landlord") and ("Tenant") labels. */
const FORM_INSTRUCTION = /\([^()]{0,80}\)/gi;
const withoutInstructions = (flat: string) =>
  flat.replace(FORM_INSTRUCTION, (written) => (cue.LEASE_ROLE.test(written) ? written : " "));

/** The landlord's name on a notice's label or signature, without "(Landlord)" or ", as agent for the owner". */
const landlordNamed = (lines: string[], pattern: RegExp): string | null => {
  const name = labelled(lines, pattern);
  return name ? cleanName(name.replace(cue.LANDLORD_NAME_TAIL, "")) : null;
};

/** A street address or post office box line. */
const ADDRESS_LINE = /^\s*(?:\d+\s+\S|p\.?\s*o\.?\s+box\b)/i;

/**
 * A letter's addressee: the name line after its date (and after how it was sent, "VIA CERTIFIED MAIL"), above a
 * street address ("7719 Davis Blvd", "PO Box 12").
 */
function addresseeOf(lines: string[]): string | null {
  const top = lines.slice(0, cue.LETTER_DATE_LINES + 6);
  const dateLine = top.findIndex((line) => letterDate(line) !== null);
  if (dateLine < 0) return null;
  const after = top
    .slice(dateLine + 1)
    .filter((line) => line.trim() && !/^\s*\(.*\)\s*$/.test(line) && !cue.MAILING_LINE.test(line));
  const [name, address] = after;
  if (!name || !address || !ADDRESS_LINE.test(address)) return null;
  if (/:|\d/.test(name)) return null;
  return cleanName(name);
}

/**
 * The sender of a notice on its letterhead: the first line, a name above a street address, when it is no title
 * ("Notice…") and no label. A manager's or landlord's letter to the tenant is headed so.
 */
function letterheadOf(lines: string[]): string | null {
  const [name, address] = lines.filter((line) => line.trim());
  if (!name || !address || !ADDRESS_LINE.test(address)) return null;
  if (/[:\d]|\bnotice\b|\baviso\b/i.test(name)) return null;
  return cleanName(name);
}

/**
 * The person a notice names, without "and all other occupants", "and all others in possession" or "and
 * unknown tenants": those words name no one.
 */
const withoutOccupants = (name: string | null): string | null => (name ? cleanName(name.replace(cue.OCCUPANTS_TAIL, "")) : null);

function partiesOf(text: PaperText, kind: PaperKind): PaperJson["parties"] {
  const lease = cue.LEASE_PARTIES.exec(withoutInstructions(text.flat));
  const undersigned = cue.UNDERSIGNED_LANDLORD.exec(text.flat);
  const creditor = cue.CREDITOR_LABEL.exec(text.lines.join("\n")) ?? cue.CREDITOR_PHRASE.exec(text.flat);
  const toTenant = TO_TENANT.includes(kind) || (kind === "other" && cue.YOUR_TENANCY.test(text.flat));
  const caption = captionParties(text);
  return {
    plaintiff: caption.plaintiff,
    defendant: caption.defendant,
    landlord:
      landlordNamed(text.lines, cue.LANDLORD_LABEL) ??
      (lease ? leaseParty(lease[1]!) : null) ??
      (undersigned ? cleanName(undersigned[1]!) : null) ??
      (toTenant
        ? (landlordNamed(text.lines, cue.OWNER_LABEL) ??
          landlordNamed(text.lines, cue.LANDLORD_SIGNATURE) ??
          labelled(text.lines, cue.AGENT_SIGNATURE) ??
          letterheadOf(text.lines))
        : null),
    tenant: withoutOccupants(
      labelled(text.lines, cue.TENANT_LABEL) ??
        (lease ? leaseParty(lease[2]!) : null) ??
        (toTenant ? (labelled(text.lines, cue.ADDRESSEE_LABEL) ?? addresseeOf(text.lines)) : null),
    ),
    // The sentence's period ended the phrase: a name ending in initials ("P.A", "N.A") takes its own back.
    creditor: creditor ? cleanName(creditor[1]!.replace(/\b((?:\p{Lu}\.)+\p{Lu})$/u, "$1.")) : null,
  };
}

/**
 * The hearing the paper sets: the first date shortly after a hearing's words. A hearing is set after the paper is
 * written, so a date not after the paper's own (the letter's date under a "Notice of hearing" title, an earlier
 * notice it recites) is not the hearing; `since` is the paper's date, or the day it was served when it bears none.
 * Nor is a deadline it sets near its hearing's words ("deposit … no later than 4:00 p.m. on February 9").
 */
function hearingOf({ flat }: PaperText, dates: FoundDate[], since: string | null, kind: PaperKind): PaperJson["hearing"] {
  const later = since ? dates.filter((found) => found.iso > since) : dates;
  for (const match of flat.matchAll(cue.HEARING_CUE)) {
    if (cue.NO_HEARING_BEFORE.test(flat.slice(Math.max(0, match.index - 40), match.index))) continue;
    // A date the paper recites ("the motion filed on …") is part of what is heard: the reach runs on from it.
    let from = match.index;
    for (const date of dates) {
      if (date.index <= match.index) continue;
      if (date.index - from > cue.HEARING_REACH) break;
      const before = flat.slice(Math.max(0, date.index - 60), date.index);
      if (cue.RECITED_BEFORE_DATE.test(before)) {
        from = date.end;
        continue;
      }
      if (!later.includes(date) || cue.DEADLINE_BEFORE_DATE.test(before)) continue;
      return hearingAt(flat, date, match.index);
    }
  }
  // A paper that sets a hearing may name it far from its date, or after it: a later date with its time is the hearing.
  if (!HEARING_KINDS.includes(kind)) return null;
  const appointment = later.find(
    (date) =>
      timeAfter(flat.slice(date.end, date.end + 120)) &&
      !cue.DEADLINE_BEFORE_DATE.test(flat.slice(Math.max(0, date.index - 60), date.index)),
  );
  return appointment ? hearingAt(flat, appointment, appointment.index) : null;
}

/** The kinds of paper that set a hearing (action-rules.ts goes to it). */
const HEARING_KINDS: readonly PaperKind[] = ["small_claims_summons", "motion_for_default", "hoa_violation_notice"];

/** A time just after a date, or after a "Time:" label near it ("Date: … Location: … Time: 9:00 AM"). */
const timeAfter = (after: string) =>
  findTimes(after).find((found) => found.index <= 20 || cue.TIME_LABEL.test(after.slice(0, found.index)));

/** The hearing on `date`, its time and place; `from`: where its words begin (its cue, or the date itself). */
function hearingAt(flat: string, date: FoundDate, from: number): NonNullable<PaperJson["hearing"]> {
  const after = flat.slice(date.end, date.end + 120);
  const time = timeAfter(after) ?? timeBefore(flat, from, date.index);
  const window = flat.slice(from, date.end + 160);
  const place =
    (time && /^\s*(?:at|in|en)\s+(?:the\s+)?([A-Z0-9][^.;]{3,80})/.exec(after.slice(time.end))?.[1]) ??
    cue.PLACE_LABEL.exec(window)?.[1] ??
    cue.HEARING_PLACE.exec(window)?.[0] ??
    null;
  return { date: date.iso, time: time?.time ?? null, place: place ? cleanName(place) : null };
}

/**
 * A hearing's time written before its date ("at 8:30 a.m. on Wednesday, the 14th day of April, 2027"): only when
 * nothing but "on", a weekday or "the" stands between them. `end` is the time's end in the text after the date (0).
 */
function timeBefore(flat: string, from: number, dateIndex: number): { time: string; end: number } | undefined {
  const before = flat.slice(from, dateIndex);
  const time = findTimes(before).at(-1);
  if (!time || !cue.TIME_BEFORE_DATE.test(before.slice(time.end))) return undefined;
  return { time: time.time, end: 0 };
}

/**
 * A line that is only a date (after the place it was written, "Tampa, FL"), or whose right-hand column is (a
 * letterhead's "Collector LLC      January 20, 2027"), or whose left-hand column is, beside the account it is about
 * ("August 20, 2027      Account: NCC-2291").
 */
function letterDate(line: string): string | null {
  const columns = line.trim().split(/\s{3,}/);
  for (const column of [line.trim(), columns.at(-1)!, columns[0]!]) {
    const [only] = findDates(column);
    if (!only || column.length !== only.end) continue;
    if (only.index === 0 || cue.DATE_LINE_PLACE.test(column.slice(0, only.index))) return only.iso;
  }
  return null;
}

/**
 * A date in a table with its "Time:" ("Date: July 15, 2027 Location: … Time: 7:00 p.m."): an appointment's. A "Time:"
 * after another date is that date's ("Date of this notice: May 1, 2030 … Date: May 21, 2030 Time: 6:00 p.m.").
 */
function isAppointment(flat: string, date: FoundDate, dates: readonly FoundDate[]): boolean {
  const next = dates.find((other) => other.index >= date.end);
  const after = flat.slice(date.end, Math.min(date.end + 120, next?.index ?? Infinity));
  return findTimes(after).some((time) => cue.TIME_LABEL.test(after.slice(0, time.index)));
}

/** The paper's own date: one its words say is ("Dated:", "Done and ordered … on"), not an appointment's; else its letter date. */
function paperDateOf({ lines, flat }: PaperText, dates: FoundDate[]): string | null {
  const dated = dates.find(
    (date) => cue.PAPER_DATE_CUE.test(flat.slice(Math.max(0, date.index - 200), date.index)) && !isAppointment(flat, date, dates),
  );
  if (dated) return dated.iso;
  const top = lines.slice(0, cue.LETTER_DATE_LINES);
  for (const [index, line] of top.entries()) {
    const date = letterDate(line);
    // A short letter's table of its hearing ("Date: September 7, 2027" over "Time: 6:00 p.m.") dates the hearing.
    const next = lines.slice(index + 1).find((candidate) => candidate.trim()) ?? "";
    if (date && !/^\s*(?:time|hora)\s*:/i.test(next)) return date;
  }
  return null;
}

/**
 * The day the paper itself was delivered. Its certificate of service (or mailing) wins: a motion that recites when the
 * summons was served ("The Defendant was served … on April 26") was itself mailed on its certificate's date. Then its
 * return of service, whatever verb it uses ("Executed on …"), but not the day the server received it; then a date a
 * delivery's words come before ("served on", "Date of posting:") or after ("… this notice was posted", "by delivering
 * a true copy"), unless it is a deadline's date ("by May 5, 2027") or another paper's ("the lease signed June 1, 2027").
 */
function deliveredOnOf({ flat }: PaperText, dates: FoundDate[]): string | null {
  const before = (date: FoundDate, reach: number) => flat.slice(Math.max(0, date.index - reach), date.index);
  const delivered = dates.filter(
    (date) =>
      !cue.OTHER_PAPER_DATE_BEFORE.test(before(date, 80)) &&
      (cue.DELIVERY_CUE.test(before(date, 110)) ||
        (cue.DELIVERY_AFTER_DATE.test(flat.slice(date.end, date.end + 200)) && !cue.DEADLINE_BEFORE_DATE.test(before(date, 60)))),
  );
  const certified = delivered.find((date) => cue.CERTIFICATE_CUE.test(before(date, 250)));
  // A certificate of service may list every address between its "furnished" and its date.
  const certificate = dates.find((date) => cue.SERVICE_CERTIFICATE.test(before(date, 400)));
  const returned = dates.find(
    (date) => cue.RETURN_OF_SERVICE.test(before(date, 400)) && !cue.RECEIVED_BEFORE_DATE.test(before(date, 80)),
  );
  return (certified ?? certificate ?? returned ?? delivered[0])?.iso ?? null;
}

export function readFields(text: PaperText, kind: PaperKind): Omit<PaperJson, "kind"> {
  const dates = findDates(text.flat);
  const paperDate = paperDateOf(text, dates);
  const caseNumber = caseNumberOf(text);
  const deliveredOn = deliveredOnOf(text, dates);
  return {
    caseNumber,
    court: courtOf(text, caseNumber),
    county: countyOf(text),
    parties: partiesOf(text, kind),
    // A hearing is set after the paper is written; a paper without a date of its own is dated by its service.
    hearing: hearingOf(text, dates, paperDate ?? deliveredOn, kind),
    amounts: findAmounts(text.flat, kind),
    paperDate,
    deliveredOn,
  };
}
