/**
 * The lines at the head of a letter or a notice said as short sentences: the sender's name on its letterhead
 * ("HARBOR OAKS RESIDENTIAL, LLC" above its address or phone → "It is from HARBOR OAKS RESIDENTIAL, LLC."), the name
 * above the address it is sent to ("Jasmine Okafor" above "1127 Riverside Avenue, …" after the date → "It is sent to
 * Jasmine Okafor."), and the paper's title in capitals ("NOTICE OF DEFAULT AND RIGHT TO CURE" → "This is a notice of
 * default and right to cure.", from the title's plain version: titleSentence).
 *
 * Lines without a full stop are not sentences: a reader, and a tool that finds sentences by their full stops, reads the
 * letterhead, the title, the address and the first sentence as one. Only the head is told (the blocks before the
 * paper's first sentence of its own), only lines whose part is certain (a name followed by an address that ends in a
 * ZIP code, or by a phone number), and a line is told only when its sentence keeps every value of the line and of the
 * lines around it. The address and phone lines stay lines of their own: told as sentences ("Its address is …") or
 * joined to the name, they made the plain version read harder counted line by line, and hardly easier by full
 * sentences.
 */
import { type LabelBlock, sentenceOf } from "./letter-header";
import { fillSentence } from "./sentence-templates";
import { keepsAllValues } from "./values";

/** "1617 Tern Cove Court", "P.O. Box 60218, Tallahassee, Florida 32314", "Unit 304, 901 Gulfstream Avenue, …". */
const STREET =
  /^(?:\d{1,6}[A-Za-z]?\s+[A-Za-z0-9]|P\.?\s?O\.?\s+Box\s+\d|Post Office Box\s+\d|(?:Unit|Apartment|Apt\.?|Suite|Building)\s+[A-Za-z0-9-]+,)/;
/** An address's last line: "Fort Myers, Florida 33913", "…, Suite 210, Fort Myers, Florida 33912". */
const ENDS_WITH_ZIP = /,\s+(?:Florida|FL)\s+\d{5}(?:-\d{4})?$/;
const CITY_LINE = /^[A-Z][A-Za-z .'-]+,\s+(?:Florida|FL)\s+\d{5}(?:-\d{4})?$/;

/** "(239) 555-0148", "Phone: (850) 555-0117", "Toll Free: 1-888-555-0134, Monday through Friday, 8:00 a.m. to …". */
const PHONE =
  /^(?:(?:Phone|Telephone|Tel\.?|Toll[- ]Free)\s*:\s*)?((?:1-)?(?:\(\d{3}\)\s?|\d{3}-)\d{3}-\d{4})(?:,?\s+((?:Monday|Mon\.)\s.*))?$/i;

const NO_BLOCK: LabelBlock = { heading: false, sentences: [] };
const CARE_OF = /^(?:c\/o|care of)\s+(\S.*)$/i;

/** A party's name on its own line: capitalized words, no digits, no full stop but a company's ("Inc.", "P.A."). */
const NAME =
  /^(?:[A-Z][\p{L}'’&.-]*,?\s+){0,7}(?:[A-Z][\p{L}'’&-]*|(?:Inc|INC|Corp|CORP|Co|CO|Ltd|LTD|L\.L\.C|P\.A|N\.A|LLC|LLP|LP|P\.L)\.?)$/u;
/** Words that make a name a business's. */
const BUSINESS =
  /\b(?:LLC|L\.L\.C|Inc|Corp|Corporation|Company|Co|Ltd|LLP|LP|P\.A|PLLC|N\.A|Bank|Association|Trust|Group|Partners|Properties|Management|Realty|Rentals|Apartments|Services|Credit Union|Law Firm|Towing)\b/i;
/** Words a title or a court's caption uses, never a name's. */
const NOT_A_NAME =
  /\b(?:NOTICE|ORDER|JUDGMENT|MOTION|SUMMONS|ADDENDUM|LEASE|AGREEMENT|COURT|COUNTY OF|STATE OF|DEAR|PLAINTIFF|DEFENDANT|RE|SUBJECT|IMPORTANT)\b/i;

/** The first caps heading that names the paper's kind is its title. */
const TITLE_WORD =
  /\b(?:NOTICE|ORDER|JUDGMENT|MOTION|SUMMONS|ADDENDUM|LEASE|AGREEMENT|DESIGNATION|POWER OF ATTORNEY|DEMAND|OFFER|PERMISSION|AUTHORIZATION|AFFIDAVIT|COMPLAINT|PETITION|WRIT|CONTRACT|RULES|RELEASE|WAIVER|APPLICATION|DECLARATION)\b/;

const lineOf = (block: LabelBlock): string | undefined =>
  block.sentences.length === 1 && block.told === undefined ? block.sentences[0]!.trim() : undefined;

const isName = (line: string) => NAME.test(line) && !NOT_A_NAME.test(line) && line.split(/\s+/).length <= 8;

/** A block that is the paper's title: its plain version is said as a sentence (titleSentence). */
export interface HeadBlock extends LabelBlock {
  title?: boolean;
}

/** The paper's title in capitals: a caps heading that names the paper's kind, without a full stop. */
export const isTitle = (line: string) =>
  line === line.toUpperCase() &&
  TITLE_WORD.test(line) &&
  // "HOW THIS NOTICE WAS DELIVERED" is a heading of a part, not the paper's name.
  !/^(?:HOW|WHAT|WHEN|WHERE|WHY|WHO|WHICH|IF)\b/.test(line) &&
  !/[.!?]$/.test(line) &&
  line.split(/\s+/).length <= 14;

/** Words a title keeps capitalized when it is said in lower case. */
const PROPER = /\b(?:florida|u\.s\.)(?=\W|$)/g;

/**
 * The names a paper capitalizes inside its sentences ("served on John Smith"): a word written with a capital after a
 * word in small letters and never in small letters itself ("the Court" is not one when the paper also says "court").
 * A title said in lower case keeps their capitals.
 */
export function capitalizedWords(paper: string): Set<string> {
  const lower = new Set(paper.match(/\b[a-z][a-z'’-]*/g) ?? []);
  const capitalized = [...paper.matchAll(/\b[a-z][a-z'’]*,?\s+([A-Z][a-z][\p{L}'’-]*)/gu)].map((match) =>
    match[1]!.toLowerCase().replace(/['’]s$/, ""),
  );
  return new Set(capitalized.filter((word) => !lower.has(word) && !TITLE_WORDS.has(word)));
}

/** A paper's own words for itself and its parties, capitalized as defined terms, said in small letters in its title. */
const TITLE_WORDS = new Set(
  (
    "addendum agreement apartment application attorney authorization claim clerk complaint condominium conference " +
    "contract court county deposit default defendant demand designation division eviction final guardian hearing " +
    "judgment landlord lease lien mediation motion motor notice offer order owner permission petition plaintiff " +
    "possession power premises property referral release residence resident residential rules security summons " +
    "tenancy tenant trial vehicle waiver writ"
  ).split(" "),
);

/**
 * The plain version of a title in capitals said as a sentence: "NOTICE OF DEFAULT AND RIGHT TO CURE" → "This is a
 * notice of default and right to cure."; "PLAINTIFF'S MOTION FOR CLERK'S DEFAULT" → "This is the plaintiff's motion
 * for clerk's default.". A word the paper capitalizes inside its sentences keeps its capital ("This is an order on
 * Smith's motion."). Undefined when it is not in capitals.
 */
export function titleSentence(plain: string, capitalized: ReadonlySet<string> = new Set()): string | undefined {
  const title = plain.trim().replace(/:$/, "");
  if (title !== title.toUpperCase() || !/\p{L}/u.test(title)) return undefined;
  const words = title
    .toLowerCase()
    .replace(PROPER, (word) => (word === "u.s." ? "U.S." : "Florida"))
    .replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
      capitalized.has(word) || capitalized.has(word.replace(/['’]s$/, "")) ? word[0]!.toUpperCase() + word.slice(1) : word,
    );
  const article = /^the\b/i.test(words)
    ? ""
    : /^[\p{L}-]+['’]s\b/u.test(words)
      ? "the "
      : /^(?:[aeio]|un)/i.test(words)
        ? "an "
        : "a ";
  return fillSentence("title", { title: `${article}${words}` });
}

/** Blocks `from` on that make an address ending in a ZIP code: how many, and the address on one line. */
function addressAt(blocks: readonly LabelBlock[], from: number): { count: number; address: string } | undefined {
  const parts: string[] = [];
  for (let at = from; at < blocks.length && at < from + 3; at += 1) {
    const line = lineOf(blocks[at]!);
    if (line === undefined || /[.!?;:]$/.test(line)) return undefined;
    if (parts.length === 0 ? !STREET.test(line) : !STREET.test(line) && !CITY_LINE.test(line)) return undefined;
    parts.push(line.replace(/,$/, ""));
    if (ENDS_WITH_ZIP.test(line)) return { count: parts.length, address: parts.join(", ") };
  }
  return undefined;
}

/**
 * The sender's letterhead at `at`: a business's name (or one in capitals), maybe "c/o" someone, then an address or a
 * phone number. A person's name in small letters at the top may be the one it is sent to: not told.
 */
function letterheadAt(blocks: readonly LabelBlock[], at: number): string | undefined {
  const name = lineOf(blocks[at]!)?.replace(/,$/, "");
  if (name === undefined || !isName(name) || (name !== name.toUpperCase() && !BUSINESS.test(name))) return undefined;
  const careOf = CARE_OF.test(lineOf(blocks[at + 1] ?? NO_BLOCK) ?? "");
  const next = careOf ? at + 2 : at + 1;
  if (!addressAt(blocks, next) && !PHONE.test(lineOf(blocks[next] ?? NO_BLOCK) ?? "")) return undefined;
  return sentenceOf("from", name)?.replace(/\.\.$/, ".");
}

/** A name followed by an address, after the date or the way it was sent: whom the letter is sent to. */
function sentToAt(blocks: readonly LabelBlock[], at: number): string | undefined {
  const name = lineOf(blocks[at]!)?.replace(/,$/, "");
  return name !== undefined && isName(name) && addressAt(blocks, at + 1) ? sentenceOf("to", name) : undefined;
}

/** A sentence of the paper's own: its head ends there. */
const isOwnSentence = (block: LabelBlock) =>
  block.told === undefined &&
  !block.heading &&
  block.sentences.some((sentence) => sentence.split(/\s+/).length >= 8 && /[.!?]["'”’)\]]*$/.test(sentence.trim()));

/** `told` keeps the values of its line, and those the paper reads across the line's ends ("Suite 134" / "Hours: …"). */
function keepsValuesAround(blocks: readonly LabelBlock[], at: number, told: string): boolean {
  const around = (line: string) =>
    [blocks[at - 1]?.sentences.join(" ") ?? "", line, blocks[at + 1]?.sentences.join(" ") ?? ""].join("\n\n");
  const line = blocks[at]!.sentences[0]!;
  return keepsAllValues(line, told) && keepsAllValues(around(line), around(told));
}

/** `blocks` with the head's letterhead name, the name it is sent to and its title marked to be said as sentences. */
export function tellHeadLines(blocks: readonly LabelBlock[]): HeadBlock[] {
  const end = blocks.findIndex(isOwnSentence);
  const head = end === -1 ? blocks.length : end;
  let dated = false;
  let letterhead = false;
  let titled = false;
  return blocks.map((block, at) => {
    if (at >= head) return block;
    if (block.told !== undefined && /^(?:It is dated|It was sent by|The date of)/.test(block.told)) dated = true;
    const line = lineOf(block);
    if (!titled && line !== undefined && isTitle(line)) {
      titled = true;
      return { ...block, title: true };
    }
    const sender = !letterhead && !dated ? letterheadAt(blocks, at) : undefined;
    const told = sender ?? (dated ? sentToAt(blocks, at) : undefined);
    if (told === undefined || !keepsValuesAround(blocks, at, told)) return block;
    if (sender !== undefined) letterhead = true;
    return { ...block, told };
  });
}
