/**
 * A court paper's caption said as two sentences: "BLACKWATER FEDERAL CREDIT UNION," / "Plaintiff," / "v." / "LORELAI P.
 * HUTCHINSON-MENSAH," / "Defendant." → "BLACKWATER FEDERAL CREDIT UNION is the Plaintiff (the side that sued)." and
 * "LORELAI P. HUTCHINSON-MENSAH is the Defendant (the side being sued)." Read line by line, the caption is five
 * fragments; by full stops, one long sentence run into the next line. The words "Plaintiff" and "Defendant" are
 * explained once a paper (a second caption, or a label "Plaintiff: …" after one, names the side alone), and kept
 * capitalized: the paper calls the parties so, and the reader matches the sentence to it.
 *
 * Only a caption whose parts are certain is told: one to four lines of a party's name, its role ("Plaintiff," or
 * "Plaintiff, v.", alone on its line or after the name), "v." or "vs." maybe alone, then the other side's name and
 * "Defendant." (or "Defendants."), each line a block of its own; and the sentences must keep every value of the lines.
 * A garnishment's caption has a third side after "Defendant, and": "FLEMING ISLAND MEDICAL CENTER, LLC," / "Garnishee."
 * → "FLEMING ISLAND MEDICAL CENTER, LLC is the Garnishee (the one holding the money, like a bank or employer).".
 * A label line "Defendant: NAME" says the same ("NAME is the Defendant (…)."), and the court's name cut over two lines
 * ("… JUDICIAL CIRCUIT IN AND FOR" / "BRADFORD COUNTY, FLORIDA") is said as letter-header.ts says it on one.
 */
import { tellLine, type LabelBlock } from "./letter-header";
import { fillSentence } from "./sentence-templates";
import { keepsAllValues } from "./values";

const ROLE = "(Plaintiffs?|Defendants?|Garnishees?|Plaintiff\\(s\\)|Defendant\\(s\\))";
const VERSUS = "(?:v|vs|versus)\\.?";
/** "Plaintiff,", "Plaintiff, v.", "Defendants.", "Defendant, and" (a garnishee follows): a role alone on its line. */
const ROLE_LINE = new RegExp(`^${ROLE}\\s*[,.]?(?:\\s+(?:${VERSUS}|and))?$`, "i");
/** "d/b/a HUTCHINSON ISLAND VILLAS, Plaintiff, vs.", "DESMOND KARIUKI-VOLKOV and ALL OTHERS IN POSSESSION, Defendants." */
const PARTY_AND_ROLE = new RegExp(`^(.*\\S),\\s+${ROLE}\\s*[,.]?(?:\\s+(?:${VERSUS}|and))?$`, "i");
const VERSUS_LINE = new RegExp(`^${VERSUS}$`, "i");
/** A third side follows: "Defendant, and" / "and" alone on its line. */
const AND_AFTER = /\band$/i;
const AND_LINE = /^and$/i;
/** "Defendant: GWENDOLYN F. OSTROWSKI-NNAMDI": a form's label for a party. */
const ROLE_LABEL = /^(Plaintiff|Defendant)\s*:\s*(\S.*?)[,;]?$/i;

/** A company's name ends with its abbreviation's period ("INDIAN RIVER PLANTATION HOLDINGS, INC."). */
const COMPANY_END = /\b(?:INC|LTD|CO|CORP|LLC|L\.L\.C|LLLP|LLP|LP|P\.A|N\.A|P\.L|PLLC)\.?,?$/i;
/** The court's own lines above a caption, never a party. */
const COURT_WORDS = /\b(?:COURT|JUDICIAL|CIRCUIT|CASE|DIVISION|IN AND FOR|FLORIDA|CLERK)\b|:|_{3}/i;

const lineOf = (block: LabelBlock | undefined): string | undefined =>
  block && block.sentences.length === 1 && block.told === undefined ? block.sentences[0]!.trim() : undefined;

/** A line of a party's name: words that go on to the next line (a comma, "and", "d/b/a") or a company's name. */
function isPartyLine(line: string | undefined): line is string {
  if (line === undefined || COURT_WORDS.test(line) || !/\p{L}/u.test(line) || line.split(/\s+/).length > 12) return false;
  if (ROLE_LINE.test(line) || VERSUS_LINE.test(line)) return false;
  return /(?:,|\band|&|\bd\/b\/a)$/i.test(line) || COMPANY_END.test(line);
}

type Side = "plaintiff" | "defendant" | "garnishee";

const sideOf = (role: string): Side =>
  /^plaintiff/i.test(role) ? "plaintiff" : /^garnishee/i.test(role) ? "garnishee" : "defendant";
const isPlural = (role: string) => /s$|\(s\)$/i.test(role);
/** "PLAINTIFF" → "Plaintiff": the role as the paper names a party. */
const roleName = (role: string) => role[0]!.toUpperCase() + role.slice(1).toLowerCase();

/** "X is the Plaintiff (the side that sued).", explained when this paper has not named the side before. */
function partySentence(party: string, role: string, explained: ReadonlySet<Side>): string {
  const side = sideOf(role);
  const name = `${side}${isPlural(role) ? "s" : ""}${explained.has(side) ? "-again" : ""}` as const;
  return fillSentence(name, { party: party.trim().replace(/,$/, ""), role: roleName(role) });
}

interface CaptionSide {
  /** The blocks of the side's lines: from `from` up to (not with) `to`. */
  from: number;
  to: number;
  party: string;
  role: string;
  /** The role's line ends with "and": another side follows. */
  more: boolean;
}

/** The side whose role is on block `roleAt`, with its party's lines from block `from` on (the role may end the last). */
function sideAt(blocks: readonly LabelBlock[], from: number, roleAt: number): CaptionSide | undefined {
  const line = lineOf(blocks[roleAt]);
  if (line === undefined) return undefined;
  const inline = PARTY_AND_ROLE.exec(line);
  const role = inline?.[2] ?? ROLE_LINE.exec(line)?.[1];
  if (role === undefined) return undefined;
  const parts = blocks.slice(from, roleAt).map(lineOf);
  if (!parts.every(isPartyLine)) return undefined;
  if (inline) parts.push(inline[1]!);
  return parts.length === 0 ? undefined : { from, to: roleAt + 1, party: parts.join(" "), role, more: AND_AFTER.test(line) };
}

/** The side whose party's lines start at block `from`: its role within five lines. */
function sideFrom(blocks: readonly LabelBlock[], from: number, side: Side): CaptionSide | undefined {
  for (let roleAt = from; roleAt < Math.min(blocks.length, from + 5); roleAt += 1) {
    const found = sideAt(blocks, from, roleAt);
    if (found) return sideOf(found.role) === side ? found : undefined;
    if (!isPartyLine(lineOf(blocks[roleAt]))) return undefined;
  }
  return undefined;
}

/** The blocks `from`..`to` as one block told as `told`, when it keeps every value of their lines. */
function toldBlock(blocks: readonly LabelBlock[], { from, to }: CaptionSide, told: string): LabelBlock | undefined {
  const original = blocks
    .slice(from, to)
    .map((block) => block.sentences[0]!.trim())
    .join("\n");
  // A caption is no duty: it stays out of the key points, as its lines did.
  return keepsAllValues(original, told) ? { heading: true, sentences: [original], told } : undefined;
}

/** The caption whose plaintiff's lines start at block `at`, told: its two blocks, and the block after it. */
function captionAt(
  blocks: readonly LabelBlock[],
  at: number,
  explained: Set<Side>,
): { told: LabelBlock[]; next: number } | undefined {
  const plaintiff = sideFrom(blocks, at, "plaintiff");
  if (!plaintiff) return undefined;
  const versus = VERSUS_LINE.test(lineOf(blocks[plaintiff.to]) ?? "") ? 1 : 0;
  const defendant = sideFrom(blocks, plaintiff.to + versus, "defendant");
  if (!defendant || plaintiff.more) return undefined;
  // A garnishment's third side: "Defendant, and" (or "and" alone) then the garnishee's lines and "Garnishee."
  const and = AND_LINE.test(lineOf(blocks[defendant.to]) ?? "") ? 1 : 0;
  const garnishee = defendant.more || and ? sideFrom(blocks, defendant.to + and, "garnishee") : undefined;
  if ((defendant.more || and) && (!garnishee || garnishee.more)) return undefined;
  const plaintiffBlock = toldBlock(
    blocks,
    { ...plaintiff, to: defendant.from },
    partySentence(plaintiff.party, plaintiff.role, explained),
  );
  const defendantBlock = toldBlock(
    blocks,
    { ...defendant, to: garnishee?.from ?? defendant.to },
    partySentence(defendant.party, defendant.role, explained),
  );
  const garnisheeBlock = garnishee && toldBlock(blocks, garnishee, partySentence(garnishee.party, garnishee.role, explained));
  if (!plaintiffBlock || !defendantBlock || (garnishee && !garnisheeBlock)) return undefined;
  explained.add("plaintiff").add("defendant");
  if (garnisheeBlock) explained.add("garnishee");
  return {
    told: garnisheeBlock ? [plaintiffBlock, defendantBlock, garnisheeBlock] : [plaintiffBlock, defendantBlock],
    next: garnishee?.to ?? defendant.to,
  };
}

/** "Defendant: GWENDOLYN F. OSTROWSKI-NNAMDI" → "GWENDOLYN F. OSTROWSKI-NNAMDI is the Defendant (the side being sued)." */
function tellRoleLabel(block: LabelBlock, explained: Set<Side>): LabelBlock {
  const line = lineOf(block);
  const label = line === undefined ? null : ROLE_LABEL.exec(line);
  // A name with its address ("…, INC. 8245 West …") stays a label: "…, Florida 34446 is the Plaintiff" reads badly.
  if (!label || /_{3}|\d/.test(label[2]!)) return block;
  const told = partySentence(label[2]!, label[1]!, explained);
  if (!keepsAllValues(line!, told)) return block;
  explained.add(sideOf(label[1]!));
  return { ...block, told };
}

/** The court's name cut after "IN AND FOR", its county on the next line: both said as one caption line (tellLine). */
function courtAcrossLines(blocks: readonly LabelBlock[], at: number): LabelBlock | undefined {
  const [court, county] = [lineOf(blocks[at]), lineOf(blocks[at + 1])];
  if (court === undefined || county === undefined || !/^IN THE .* IN AND FOR$/.test(court)) return undefined;
  if (!/^[A-Z][A-Z .'-]* COUNTY,\s*FLORIDA$/.test(county)) return undefined;
  const told = tellLine(`${court} ${county}`);
  const original = `${court}\n${county}`;
  return told !== undefined && keepsAllValues(original, told) ? { heading: true, sentences: [original], told } : undefined;
}

/**
 * `blocks` with each caption's two sides, and each "Defendant: …" label, told as sentences. `explained` holds the
 * sides already explained in this paper (the first-use record of first-use-terms.ts, by the sides' glossary slugs).
 */
export function tellCaptionParties(blocks: readonly LabelBlock[], explained: Set<string>): LabelBlock[] {
  const sides = explained as Set<Side>;
  const result: LabelBlock[] = [];
  for (let at = 0; at < blocks.length;) {
    const caption = captionAt(blocks, at, sides);
    const court = caption ? undefined : courtAcrossLines(blocks, at);
    if (caption) {
      result.push(...caption.told);
      at = caption.next;
    } else if (court) {
      result.push(court);
      at += 2;
    } else {
      result.push(tellRoleLabel(blocks[at]!, sides));
      at += 1;
    }
  }
  return result;
}
