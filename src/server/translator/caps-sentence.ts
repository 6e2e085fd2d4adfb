/**
 * A sentence written all in capitals ("IF YOU FAIL TO FILE A WRITTEN ANSWER, A DEFAULT MAY BE ENTERED AGAINST YOU.")
 * put in sentence case before the word swaps run, so it is simplified like any other ("If you fail to file a written
 * answer, a default may be entered against you."). What a reader must match to her paper stays as written: every value
 * the values check finds (amounts, dates, times, periods, case numbers, sections, a company's name), a street address,
 * and a name or address the paper also writes on a short line of its own (a caption, an address block, a signature:
 * "WINSTON A. OKEREKE-DALRYMPLE"). Two or more words in a row that the paper never writes in small letters and that no
 * word list knows ("JOHN DOE") are taken for a name and kept too, unless "A" or "AN" comes before them ("A RETURNED-CHECK
 * CHARGE" is a kind of charge). A word the paper writes capitalized inside its
 * sentences ("the Committee", "the Plaintiff") keeps its capital, as do months, weekdays, "Florida" and the
 * abbreviations it writes in capitals among small letters ("ARC", "HOA"). The values check still runs on the result.
 */
import { FLORIDA_COUNTIES } from "@shared/counties";
import { COMMON_WORDS } from "./common-words";
import { DOUBLETS } from "./doublets";
import { EVERYDAY_WORDS } from "./everyday-words";
import { LONG_WORDS } from "./long-words";
import { WORDY_PHRASES } from "./wordy-phrases";
import { parseBlocks } from "./sentences";
import { findValues } from "./values";

/** Words of Spanish, whose sentences in capitals are left as they are (the rules here are English). */
const SPANISH = /(?<![\p{L}])(?:USTED|QUE|LOS|LAS|DEL|POR|PARA|CON|SUS|EL|LA|DEBE|DÍAS|AVISO)(?![\p{L}])/gu;

/**
 * A sentence in capitals: at least eight words (a shorter one is a warning meant to shout, kept so), each in capitals (one in ten may not be), ending as a sentence ends or
 * long; not Spanish.
 */
export function isCapsSentence(sentence: string): boolean {
  const words = sentence.match(/\p{L}[\p{L}'’.-]*/gu) ?? [];
  if (words.length < 8) return false;
  if (!/[.!?:]["'”’)\]]*$/.test(sentence.trim()) && words.length < 12) return false;
  const upper = words.filter((word) => word === word.toUpperCase()).length;
  if (upper / words.length < 0.9 || words.slice(0, 3).some((word) => word !== word.toUpperCase())) return false;
  return (sentence.match(SPANISH) ?? []).length < 3;
}

/** Small words every sentence has, and the words of the translator's word lists: not names. */
const FUNCTION_WORDS =
  "a an the and or but nor if of to in on at by for from with within without into onto upon as is are was were be been " +
  "being has have had do does did not no yes you your yours we our us they them their he she his her it its this that " +
  "these those any all each every some such other than then there here who whom whose which what when where why how " +
  "may must shall will would should can could might after before until unless while during under over about against " +
  "between through because so also only more most less least up down out off per same due notice please " +
  "court clerk judge sheriff writ tenant landlord plaintiff defendant owner resident lease rent home property " +
  "executes serves files pays gives owes answer written response motion complaint default hearing order";

const KNOWN_WORDS = new Set<string>([
  ...FUNCTION_WORDS.split(" "),
  ...[...COMMON_WORDS, ...DOUBLETS, ...EVERYDAY_WORDS, ...LONG_WORDS, ...WORDY_PHRASES].flatMap(
    ([from, to]) => `${from} ${to}`.toLowerCase().match(/[a-z]{2,}/g) ?? [],
  ),
]);

/** Words always written with a capital. */
const PROPER = new Set(
  // "May" and "March" are also verbs: a date with them is a value, kept as written.
  (
    "florida america american americans english spanish united states january february april june july " +
    "august september october november december monday tuesday wednesday thursday friday saturday sunday"
  ).split(" "),
);

const STREET =
  /\b\d{1,6}(?:\s+[A-Z0-9][A-Z0-9.'’-]*){1,5}?\s+(?:STREET|ST|AVENUE|AVE|ROAD|RD|DRIVE|DR|LANE|LN|BOULEVARD|BLVD|COURT|CT|WAY|PLACE|PL|CIRCLE|CIR|TRAIL|TRL|PARKWAY|PKWY|HIGHWAY|HWY|TERRACE|TER|SHORES)\b\.?(?:,?\s+(?:SUITE|STE|APT|APARTMENT|UNIT|#)\.?\s*[A-Z0-9-]+)?/g;
/** "TALLAHASSEE, FLORIDA 32303", "TALLAHASSEE, LEON COUNTY, FLORIDA 32303": the city is kept with its ZIP code. */
const CITY_STATE_ZIP = /\b[A-Z][A-Z .'-]*,\s*(?:[A-Z][A-Z .'-]*\s+COUNTY,\s*)?(?:FLORIDA|FL)\s+\d{5}(?:-\d{4})?\b/g;
/** "5 MAIN STREET, TALLAHASSEE, FLORIDA" without a ZIP code: the city after a street keeps its capitals too. */
const STREET_CITY = new RegExp(
  `${STREET.source},\\s*[A-Z][A-Z.'’-]*(?:\\s+[A-Z][A-Z.'’-]*){0,2}(?=,\\s*(?:[A-Z][A-Z .'-]*\\s+COUNTY,\\s*)?(?:FLORIDA|FL)\\b)`,
  "g",
);
/** "leon county" in a sentence put in sentence case: a Florida county's name keeps its capitals ("Leon County"). */
const COUNTY_NAME = new RegExp(
  `\\b(?:${FLORIDA_COUNTIES.map((county) => county.replace(/[.]/g, "\\.")).join("|")})\\s+County\\b`,
  "gi",
);
const countyCase = (text: string) =>
  text.replace(COUNTY_NAME, (found) => {
    if (found === found.toUpperCase()) return found;
    const name = found.replace(/\s+county$/i, "").toLowerCase();
    const county = FLORIDA_COUNTIES.find((each) => each.toLowerCase() === name.replace(/\s+/g, " "));
    return county === undefined ? found : `${county} County`;
  });

const TOKEN = /\p{L}[\p{L}'’.-]*/gu;

interface Vocabulary {
  lower: Set<string>;
  /** How often each word is written in small letters, and capitalized inside a sentence. */
  lowerCount: Map<string, number>;
  capitalCount: Map<string, number>;
  /** Written capitalized inside a sentence of small letters: a defined term ("Committee") or a name. */
  capital: Map<string, string>;
  /** Written in capitals among small letters: an abbreviation ("ARC"). */
  upper: Set<string>;
  /** Names and addresses the paper writes on short lines of their own, in capitals. */
  lines: string[];
}

function vocabularyOf(paper: string): Vocabulary {
  const vocabulary: Vocabulary = {
    lower: new Set(),
    lowerCount: new Map(),
    capitalCount: new Map(),
    capital: new Map(),
    upper: new Set(),
    lines: [],
  };
  const add = (counts: Map<string, number>, word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const line of paper.split("\n")) {
    const bare = line
      .trim()
      .replace(/[,;:]+$/, "")
      .trim();
    const letters = bare.replace(/[^\p{L}]/gu, "");
    if (!letters || letters !== letters.toUpperCase() || bare.split(/\s+/).length > 8) continue;
    // A caption, address or signature line in capitals: "WINSTON A. OKEREKE-DALRYMPLE," "1427 LAKE MINNEOLA SHORES".
    if (bare.length >= 4 && !/[.!?]$/.test(bare.replace(/\b[A-Z]\.$/, ""))) vocabulary.lines.push(bare);
  }
  for (const sentence of parseBlocks(paper).flatMap((block) => block.sentences)) {
    if (isCapsSentence(sentence)) continue;
    const tokens = [...sentence.matchAll(TOKEN)];
    tokens.forEach((match, at) => {
      const word = match[0].replace(/[.'’-]+$/, "");
      const lower = word.toLowerCase();
      const start = match.index === 0 || /[.!?:]\s*["'“‘(]?\s*$/.test(sentence.slice(0, match.index));
      const small = (neighbour: RegExpMatchArray | undefined) => neighbour !== undefined && /\p{Ll}/u.test(neighbour[0]);
      if (word === lower) {
        vocabulary.lower.add(lower);
        add(vocabulary.lowerCount, lower);
      } else if (/^\p{Lu}\p{Ll}/u.test(word) && !start && small(tokens[at - 1])) {
        if (!vocabulary.capital.has(lower)) vocabulary.capital.set(lower, word);
        add(vocabulary.capitalCount, lower);
      } else if (/^\p{Lu}{2,4}$/u.test(word) && !KNOWN_WORDS.has(lower) && small(tokens[at - 1]) && small(tokens[at + 1]))
        vocabulary.upper.add(word);
    });
  }
  // A word written more often in small letters than capitalized is an ordinary word, not a defined term.
  for (const word of vocabulary.lower)
    if ((vocabulary.lowerCount.get(word) ?? 0) >= (vocabulary.capitalCount.get(word) ?? 0)) vocabulary.capital.delete(word);
  // A line of ordinary words is a title, not a name ("FINAL JUDGMENT"); a line with a figure is an address.
  vocabulary.lines = vocabulary.lines.filter(
    (line) =>
      /\d/.test(line) ||
      (line.toLowerCase().match(/\p{L}{2,}/gu) ?? []).some((word) => !knownWord(word, vocabulary) && !WORD_ENDING.test(word)),
  );
  return vocabulary;
}

/** Endings of ordinary English words, rare at the end of a name. */
const WORD_ENDING = /(?:ed|ing|tion|sion|ment|ness|ity|ies|ly|al|ive|ous|ance|ence|ure|able|ible|ful|less|ize|ise|ate|ary|ory)$/;

/** A word the paper, a word list or its ending shows to be an ordinary word, not part of a name. */
const knownWord = (lower: string, vocabulary: Vocabulary) =>
  KNOWN_WORDS.has(lower) ||
  vocabulary.lower.has(lower) ||
  vocabulary.capital.has(lower) ||
  PROPER.has(lower) ||
  WORD_ENDING.test(lower) ||
  // Another form of a word the paper writes in small letters ("executes" beside "execution").
  (lower.length >= 6 && [...vocabulary.lower].some((word) => word.startsWith(lower.slice(0, -2)))) ||
  (lower.endsWith("s") && (vocabulary.lower.has(lower.slice(0, -1)) || KNOWN_WORDS.has(lower.slice(0, -1))));

/** The spans of `sentence` to keep as written, as [start, end) pairs. */
function keptSpans(sentence: string, vocabulary: Vocabulary): [number, number][] {
  const spans: [number, number][] = [];
  // A period ("5 DAYS") is the same value in small letters; every other value is kept as written.
  for (const value of findValues(sentence))
    if (value.kind !== "period") spans.push([value.index, value.index + value.text.length]);
  for (const pattern of [STREET, STREET_CITY, CITY_STATE_ZIP])
    for (const match of sentence.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  for (const line of vocabulary.lines) {
    let at = sentence.indexOf(line);
    while (at >= 0) {
      spans.push([at, at + line.length]);
      at = sentence.indexOf(line, at + line.length);
    }
  }
  // Two or more unknown words in a row: a name the paper writes only here.
  let run: [number, number][] = [];
  // After "A" or "AN" the words name a kind of thing, not a person or a company: "A RETURNED-CHECK CHARGE".
  const closeRun = () => {
    if (run.length >= 2 && !/\b(?:A|AN)\s+$/.test(sentence.slice(0, run[0]![0]))) spans.push([run[0]![0], run.at(-1)![1]]);
    run = [];
  };
  for (const match of sentence.matchAll(/\p{L}[\p{L}'’-]*\.?/gu)) {
    const word = match[0].replace(/['’]S$/i, "").replace(/[.-]+$/, "");
    const lower = word.toLowerCase();
    const initial = /^[A-Z]\.$/.test(match[0]);
    const unknown = initial || (lower.length > 1 && !knownWord(lower, vocabulary));
    const gap = run.length > 0 ? sentence.slice(run.at(-1)![1], match.index) : "";
    if (unknown && (run.length === 0 || /^\s+$/.test(gap))) run.push([match.index, match.index + match[0].length]);
    else {
      closeRun();
      if (unknown) run.push([match.index, match.index + match[0].length]);
    }
  }
  closeRun();
  return spans;
}

/** One word of a sentence in capitals as the sentence-case sentence writes it. */
function wordCase(word: string, vocabulary: Vocabulary): string {
  if (word === "I") return word;
  // "U.S.", "A.M.", "P.A.": abbreviations with periods inside.
  if (/^[A-Z](?:\.[A-Z])+\.?$/.test(word)) return word;
  if (/^(?:II|III|IV|VI|VII|VIII|IX|XI|XII)$/.test(word)) return word;
  const [, core = word, tail = ""] = /^(.*?)((?:['’]S)?)$/.exec(word) ?? [];
  const lower = core.toLowerCase();
  const ending = tail.toLowerCase();
  if (vocabulary.upper.has(core) && !vocabulary.lower.has(lower)) return core + ending;
  const capital = vocabulary.capital.get(lower);
  if (capital !== undefined) return capital + ending;
  if (PROPER.has(lower)) return lower[0]!.toUpperCase() + lower.slice(1) + ending;
  return lower + ending;
}

/**
 * The sentence-case writer of a paper's sentences in capitals: a sentence that is not in capitals comes back as it
 * is. Built once per paper (its vocabulary is read from the whole paper).
 */
export function capsSentenceCase(paper: string): (sentence: string) => string {
  let vocabulary: Vocabulary | undefined;
  return (sentence) => {
    if (!isCapsSentence(sentence)) return sentence;
    vocabulary ??= vocabularyOf(paper);
    return sentenceCase(sentence, vocabulary);
  };
}

function sentenceCase(sentence: string, vocabulary: Vocabulary): string {
  const spans = keptSpans(sentence, vocabulary);
  const kept = (start: number, end: number) => spans.some(([from, to]) => start < to && end > from);
  const cased = countyCase(
    sentence.replace(/\p{L}[\p{L}'’]*(?:\.\p{L}\.?)*/gu, (word: string, at: number) =>
      kept(at, at + word.length) ? word : wordCase(word, vocabulary),
    ),
  );
  const first = /[A-Za-z]/.exec(cased);
  if (!first) return cased;
  return cased.slice(0, first.index) + cased[first.index]!.toUpperCase() + cased.slice(first.index + 1);
}

/** For tests: the sentence case of one sentence, with `paper` as its paper. */
export const inSentenceCase = (sentence: string, paper = sentence): string => capsSentenceCase(paper)(sentence);

/** A heading's words that stay in capitals: a roman numeral, a single letter ("ARTICLE IV", "PART A"). */
const HEADING_MARK = /^(?:[IVXLC]+|[A-Z])$/;
/** Words that number a paper's parts: ordinary words in a heading though a word list may not know them. */
const PART_WORDS = new Set([
  "article",
  "section",
  "part",
  "exhibit",
  "schedule",
  "paragraph",
  "chapter",
  "appendix",
  "attachment",
]);

/**
 * The sentence-case writer of a paper's headings in capitals ("ARTICLE 2 - DEPOSITS" → "Article 2 - Deposits",
 * "CERTIFICATE OF SERVICE" → "Certificate of service"), as its other headings are written. Only a heading of two words
 * or more whose every word is an ordinary word (the paper, a word list or its ending shows it) that the paper never
 * capitalizes inside its sentences: a line with a word that may be a name ("SANTA FE RIVER MOBILE HOME COURT", "LAKE
 * BUTLER COMMONS" where the paper writes "Lake Butler") stays as written. Each part after a dash or a colon starts with a
 * capital.
 */
export function capsHeadingCase(paper: string): (heading: string) => string {
  let vocabulary: Vocabulary | undefined;
  return (heading) => {
    const words = heading.match(/\p{L}[\p{L}'’.-]*/gu) ?? [];
    if (words.length < 2 || heading !== heading.toUpperCase() || (heading.match(SPANISH) ?? []).length > 0) return heading;
    vocabulary ??= vocabularyOf(paper);
    const known = vocabulary;
    const ordinary = words.every((word) => {
      const bare = word.replace(/['’]S$/, "").replace(/[.-]+$/, "");
      if (HEADING_MARK.test(bare)) return true;
      return bare
        .toLowerCase()
        .split("-")
        .every((part) => PART_WORDS.has(part) || (part.length > 1 && knownWord(part, known) && !known.capital.has(part)));
    });
    if (!ordinary) return heading;
    const cased = heading.replace(/\p{L}[\p{L}'’]*/gu, (word: string) =>
      HEADING_MARK.test(word) ? word : wordCase(word, known),
    );
    return cased
      .replace(/\bstate of Florida\b/g, "State of Florida")
      .replace(/(^|:\s+|\s[-–—/]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
  };
}
