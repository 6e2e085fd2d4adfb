/** The fields a paper states (field-cues.ts says where): what it does not state clearly is null, never guessed. */
import { FLORIDA_COUNTIES } from "@shared/counties";
import type { PaperJson, PaperKind } from "@shared/papers";
import { findAmounts } from "./amounts";
import { findDates, findTimes, type FoundDate } from "./dates";
import * as cue from "./field-cues";

export interface PaperText {
  /** The lines as extracted. */
  lines: string[];
  /** The whole text on one line, single spaces. */
  flat: string;
}

export function paperText(text: string): PaperText {
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
    const value = rest.split(cue.CASE_NUMBER_END)[0]!.replace(/[\s.,;]+$/, "");
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

/** The name lines just above `end` (exclusive), up to a blank line or a line of the caption's heading. */
function nameAbove(lines: string[], end: number): string | null {
  const name: string[] = [];
  for (let index = end - 1; index >= 0 && name.length < 3; index--) {
    const line = lines[index]!.trim();
    if (!line || cue.NOT_A_NAME.test(line) || cue.VERSUS_LINE.test(line)) break;
    name.unshift(line);
  }
  return name.length ? cleanName(name.join(" ")) : null;
}

function captionParties({ lines }: PaperText): { plaintiff: string | null; defendant: string | null } {
  const plaintiffLine = lines.findIndex((line) => cue.PLAINTIFF_LINE.test(line));
  const defendantLine = lines.findIndex((line, index) => index > plaintiffLine && cue.DEFENDANT_LINE.test(line));
  return {
    plaintiff: plaintiffLine > 0 ? nameAbove(lines, plaintiffLine) : null,
    defendant: plaintiffLine >= 0 && defendantLine > 0 ? nameAbove(lines, defendantLine) : null,
  };
}

/** A name on a label's line, without the address that may follow it ("Gulfgate LLC, 1990 Main St"). */
const labelled = (lines: string[], pattern: RegExp): string | null => {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match) return cleanName(match[1]!.split(/,\s*(?=\d)|,\s*(?:tenant|inquilino)\b|\s{2,}/i)[0]!);
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

function partiesOf(text: PaperText, kind: PaperKind): PaperJson["parties"] {
  const lease = cue.LEASE_PARTIES.exec(text.flat);
  const creditor = cue.CREDITOR_LABEL.exec(text.lines.join("\n")) ?? cue.CREDITOR_PHRASE.exec(text.flat);
  return {
    ...captionParties(text),
    landlord: labelled(text.lines, cue.LANDLORD_LABEL) ?? (lease ? cleanName(lease[1]!) : null),
    tenant:
      labelled(text.lines, cue.TENANT_LABEL) ??
      (lease ? cleanName(lease[2]!) : null) ??
      (TO_TENANT.includes(kind) ? labelled(text.lines, cue.ADDRESSEE_LABEL) : null),
    creditor: creditor ? cleanName(creditor[1]!) : null,
  };
}

function hearingOf({ flat }: PaperText, dates: FoundDate[]): PaperJson["hearing"] {
  for (const match of flat.matchAll(cue.HEARING_CUE)) {
    const date = dates.find((found) => found.index > match.index && found.index - match.index <= cue.HEARING_REACH);
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

function paperDateOf({ lines, flat }: PaperText, dates: FoundDate[]): string | null {
  const dated = dates.find((date) => cue.PAPER_DATE_CUE.test(flat.slice(Math.max(0, date.index - 200), date.index)));
  if (dated) return dated.iso;
  for (const line of lines.slice(0, cue.LETTER_DATE_LINES)) {
    const [only] = findDates(line);
    if (only && line.trim().length === only.end - only.index) return only.iso;
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
  return {
    caseNumber: caseNumberOf(text),
    court: courtOf(text),
    county: countyOf(text),
    parties: partiesOf(text, kind),
    hearing: hearingOf(text, dates),
    amounts: findAmounts(text.flat),
    paperDate: paperDateOf(text, dates),
    deliveredOn: deliveredOnOf(text, dates),
  };
}
