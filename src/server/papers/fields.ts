/** The fields a paper states (field-cues.ts says where): what it does not state clearly is null, never guessed. */
import { FLORIDA_COUNTIES } from "@shared/counties";
import type { PaperJson, PaperKind } from "@shared/papers";
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

export function paperText(written: string): PaperText {
  const text = repairOcrLetters(repairOcrDigits(written));
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return { lines, flat: text.replace(/\s+/g, " ").trim() };
}

/** Longer than this, a "name" is a paragraph the patterns caught by mistake. */
const MAX_NAME_LENGTH = 160;

/** A name as written, without the trailing comma; a blank line to fill in ("____") is no name. */
const cleanName = (name: string): string | null => {
  const clean = name
    .replace(/\s+/g, " ")
    .replace(/[\s,;:]+$/, "")
    .trim();
  return /\p{L}/u.test(clean) && clean.length <= MAX_NAME_LENGTH ? clean : null;
};

function caseNumberOf({ lines }: PaperText): string | null {
  for (const line of lines) {
    const label = cue.CASE_NUMBER_LABEL.exec(line);
    if (!label) continue;
    const rest = line.slice(label.index + label[0].length);
    // A division code some clerks add in parentheses ("COSO-27-000781 (62)") is not part of the number.
    const value = rest
      .split(cue.CASE_NUMBER_END)[0]!
      .replace(/\s*\([A-Za-z0-9]{1,4}\)\s*$/, "")
      .replace(/[\s.,;]+$/, "");
    if (/\d/.test(value) && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value)) return value;
  }
  return null;
}

function courtOf({ flat }: PaperText): PaperJson["court"] {
  const caption = cue.COURT_CAPTION.exec(flat);
  const named = (caption?.[1] ?? caption?.[2])?.toLowerCase();
  if (named) return named.startsWith("circuit") ? "circuit" : "county";
  if (cue.SMALL_CLAIMS.test(flat)) return "county";
  const anywhere = cue.COURT_ANYWHERE.exec(flat);
  return anywhere ? (anywhere[1]!.toLowerCase() as "county" | "circuit") : null;
}

const COUNTY_NAMES = [...FLORIDA_COUNTIES].sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const COUNTY_MENTION = new RegExp(
  `\\b(${COUNTY_NAMES.map(escape).join("|")})\\s+county\\b|\\bcondado\\s+de\\s+(${COUNTY_NAMES.map(escape).join("|")})\\b`,
  "i",
);
const countyNamed = (name: string) =>
  FLORIDA_COUNTIES.find((county) => county.toLowerCase() === name.trim().toLowerCase()) ?? null;

function countyOf({ flat }: PaperText): string | null {
  const caption = cue.COUNTY_CAPTION.exec(flat);
  const fromCaption = caption ? countyNamed(caption[1]!) : null;
  if (fromCaption) return fromCaption;
  const mention = COUNTY_MENTION.exec(flat);
  return mention ? countyNamed(mention[1] ?? mention[2]!) : null;
}

/** A caption's left column: the case number is often typed to the right of the parties, after a wide gap. */
const leftColumn = (line: string): string => line.trim().split(/\s{3,}/)[0]!;

const isRoleLine = (line: string) => cue.PLAINTIFF_LINE.test(line) || cue.DEFENDANT_LINE.test(line);

/** The name lines just above `end` (exclusive), up to a blank line or a line of the caption's heading. */
function nameAbove(lines: string[], end: number): string | null {
  const name: string[] = [];
  for (let index = end - 1; index >= 0 && name.length < 3; index--) {
    const line = leftColumn(lines[index]!);
    // The other party's role line ("Plaintiff,") ends the name too: a name is never read across it.
    if (!line || cue.NOT_A_NAME.test(line) || cue.VERSUS_LINE.test(line) || isRoleLine(line)) break;
    name.unshift(line);
  }
  return name.length ? cleanName(name.join(" ")) : null;
}

/** A party whose role follows its name on the same line, when the name is no sentence ("Plaintiff, by its…"). */
function inlineParty(lines: string[], pattern: RegExp): string | null {
  for (const line of lines) {
    const match = pattern.exec(leftColumn(line));
    if (match && !cue.NOT_A_NAME.test(match[1]!) && !/[a-z]{3,}\s+[a-z]{3,}/.test(match[1]!)) return cleanName(match[1]!);
  }
  return null;
}

function captionParties({ lines }: PaperText): { plaintiff: string | null; defendant: string | null } {
  const plaintiffLine = lines.findIndex((line) => cue.PLAINTIFF_LINE.test(leftColumn(line)));
  const defendantLine = lines.findIndex((line, index) => index > plaintiffLine && cue.DEFENDANT_LINE.test(leftColumn(line)));
  const oneLine = lines.map((line) => cue.ONE_LINE_CAPTION.exec(line) ?? cue.STYLE_LINE.exec(line)).find((match) => match);
  return {
    plaintiff:
      (plaintiffLine > 0 ? nameAbove(lines, plaintiffLine) : null) ??
      (oneLine ? cleanName(oneLine[1]!) : null) ??
      inlineParty(lines, cue.PLAINTIFF_INLINE) ??
      labelled(lines, cue.PLAINTIFF_LABEL),
    defendant:
      (plaintiffLine >= 0 && defendantLine > 0 ? nameAbove(lines, defendantLine) : null) ??
      (oneLine ? cleanName(oneLine[2]!) : null) ??
      inlineParty(lines, cue.DEFENDANT_INLINE) ??
      labelled(lines, cue.DEFENDANT_LABEL),
  };
}

/** A name on a label's line, without the address that may follow it ("Gulfgate LLC, 1990 Main St"). */
const labelled = (lines: string[], pattern: RegExp): string | null => {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match) {
      return cleanName(
        match[1]!.split(/,\s*(?=\d)|,\s*(?:tenant|inquilino|tel|phone|ph|tel[eé]fono)\b|\s{2,}|\s+[|~•·]\s+/i)[0]!,
      );
    }
  }
  return null;
};

/** Papers addressed to the tenant by "To:". */
const TO_TENANT: readonly PaperKind[] = [
  "three_day_notice",
  "seven_day_notice_cure",
  "seven_day_notice_no_cure",
  "deposit_claim_notice",
];

/**
 * A lease's party as written between its parentheses: a form's instruction under the blank ("(name & address of
 * owner of the property)") is dropped, and so is an address typed after the name.
 */
const leaseParty = (written: string): string | null => cleanName(written.split(/,?\s+(?=\d+\s+\p{L})/u)[0]!);

/** The form's instructions in parentheses, which are not the ("Landlord") and ("Tenant") labels. */
const FORM_INSTRUCTION = /\((?!\s*["“]?(?:landlord|tenant)["”]?\s*\))[^()]{0,80}\)/gi;

/** The landlord's name on a notice's label or signature, without "(Landlord)" or ", as agent for the owner". */
const landlordNamed = (lines: string[], pattern: RegExp): string | null => {
  const name = labelled(lines, pattern);
  return name ? cleanName(name.replace(cue.LANDLORD_NAME_TAIL, "")) : null;
};

/** A street address or post office box line. */
const ADDRESS_LINE = /^\s*(?:\d+\s+\S|p\.?\s*o\.?\s+box\b)/i;

/** A letter's addressee: the name line after its date, above a street address ("7719 Davis Blvd", "PO Box 12"). */
function addresseeOf(lines: string[]): string | null {
  const top = lines.slice(0, cue.LETTER_DATE_LINES + 6);
  const dateLine = top.findIndex((line) => letterDate(line) !== null);
  if (dateLine < 0) return null;
  const after = top.slice(dateLine + 1).filter((line) => line.trim() && !/^\s*\(.*\)\s*$/.test(line));
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

/** The tenant a notice names, without "and all other occupants" (a caption's party keeps its words as written). */
const withoutOccupants = (name: string | null): string | null => (name ? cleanName(name.replace(cue.OCCUPANTS_TAIL, "")) : null);

function partiesOf(text: PaperText, kind: PaperKind): PaperJson["parties"] {
  const lease = cue.LEASE_PARTIES.exec(text.flat.replace(FORM_INSTRUCTION, " "));
  const creditor = cue.CREDITOR_LABEL.exec(text.lines.join("\n")) ?? cue.CREDITOR_PHRASE.exec(text.flat);
  const toTenant = TO_TENANT.includes(kind);
  return {
    ...captionParties(text),
    landlord:
      landlordNamed(text.lines, cue.LANDLORD_LABEL) ??
      (lease ? leaseParty(lease[1]!) : null) ??
      (toTenant
        ? (landlordNamed(text.lines, cue.OWNER_LABEL) ??
          landlordNamed(text.lines, cue.LANDLORD_SIGNATURE) ??
          letterheadOf(text.lines))
        : null),
    tenant: withoutOccupants(
      labelled(text.lines, cue.TENANT_LABEL) ??
        (lease ? leaseParty(lease[2]!) : null) ??
        (toTenant ? (labelled(text.lines, cue.ADDRESSEE_LABEL) ?? addresseeOf(text.lines)) : null),
    ),
    creditor: creditor ? cleanName(creditor[1]!) : null,
  };
}

/**
 * The hearing the paper sets: the first date shortly after a hearing's words. A hearing is set after the paper is
 * written, so a date not after the paper's own (the letter's date under a "Notice of hearing" title, an earlier
 * notice it recites) is not the hearing.
 */
function hearingOf({ flat }: PaperText, dates: FoundDate[], paperDate: string | null): PaperJson["hearing"] {
  const later = paperDate ? dates.filter((found) => found.iso > paperDate) : dates;
  for (const match of flat.matchAll(cue.HEARING_CUE)) {
    if (cue.NO_HEARING_BEFORE.test(flat.slice(Math.max(0, match.index - 40), match.index))) continue;
    const date = later.find((found) => found.index > match.index && found.index - match.index <= cue.HEARING_REACH);
    if (!date) continue;
    const after = flat.slice(date.end, date.end + 120);
    const time = findTimes(after).find((found) => found.index <= 20);
    const window = flat.slice(match.index, date.end + 160);
    const place =
      (time && /^\s*(?:at|in|en)\s+(?:the\s+)?([A-Z0-9][^.;]{3,80})/.exec(after.slice(time.end))?.[1]) ??
      cue.HEARING_PLACE.exec(window)?.[0] ??
      null;
    return { date: date.iso, time: time?.time ?? null, place: place ? cleanName(place) : null };
  }
  return null;
}

/** A line that is only a date, or whose right-hand column is (a letterhead's "Collector LLC      January 20, 2027"). */
function letterDate(line: string): string | null {
  for (const column of [
    line.trim(),
    line
      .trim()
      .split(/\s{3,}/)
      .at(-1)!,
  ]) {
    const [only] = findDates(column);
    if (only && column.length === only.end - only.index) return only.iso;
  }
  return null;
}

function paperDateOf({ lines, flat }: PaperText, dates: FoundDate[]): string | null {
  const dated = dates.find((date) => cue.PAPER_DATE_CUE.test(flat.slice(Math.max(0, date.index - 200), date.index)));
  if (dated) return dated.iso;
  for (const line of lines.slice(0, cue.LETTER_DATE_LINES)) {
    const date = letterDate(line);
    if (date) return date;
  }
  return null;
}

function deliveredOnOf({ flat }: PaperText, dates: FoundDate[]): string | null {
  const delivered = dates.filter((date) => cue.DELIVERY_CUE.test(flat.slice(Math.max(0, date.index - 110), date.index)));
  const certified = delivered.find((date) => cue.CERTIFICATE_CUE.test(flat.slice(Math.max(0, date.index - 250), date.index)));
  return (certified ?? delivered[0])?.iso ?? null;
}

export function readFields(text: PaperText, kind: PaperKind): Omit<PaperJson, "kind"> {
  const dates = findDates(text.flat);
  const paperDate = paperDateOf(text, dates);
  return {
    caseNumber: caseNumberOf(text),
    court: courtOf(text),
    county: countyOf(text),
    parties: partiesOf(text, kind),
    hearing: hearingOf(text, dates, paperDate),
    amounts: findAmounts(text.flat),
    paperDate,
    deliveredOn: deliveredOnOf(text, dates),
  };
}
