/**
 * The names of court papers and forms inside a sentence ("the Defendant's Motion to Vacate Clerk's Default", "a
 * Notice of Appearance") and a few phrases with a second, legal meaning ("personal representative") are kept as
 * written while the legalese rules run: an everyday swap inside them changes what they are ("Motion to Vacate" is
 * never "Motion to move out of"). They are set aside as quoted words are (legalese.ts) and put back after. The words
 * are reviewed content: content/plain-words/court-paper-names.yaml.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { CONTENT_FOLDER } from "../content-folder";

const FILE = "content/plain-words/court-paper-names.yaml";

interface NamesFile {
  titleWords: readonly string[];
  keptPhrases: readonly RegExp[];
}

function readNames(): NamesFile {
  const parsed: unknown = parseYaml(readFileSync(new URL("plain-words/court-paper-names.yaml", CONTENT_FOLDER), "utf8"));
  const fields = (parsed ?? {}) as Record<string, unknown>;
  const titleWords = fields["title words"];
  const keptPhrases = fields["kept phrases"];
  const isTexts = (value: unknown): value is string[] =>
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string");
  if (!isTexts(titleWords) || !titleWords.every((word) => /^[A-Z][a-z]+$/.test(word)))
    throw new Error(`${FILE}: \`title words\` must be a list of capitalised words`);
  if (!isTexts(keptPhrases)) throw new Error(`${FILE}: \`kept phrases\` must be a list of regular expressions`);
  return { titleWords, keptPhrases: keptPhrases.map((source) => new RegExp(source, "gi")) };
}

const NAMES = readNames();

/** Small words inside a paper's name: "Motion to Set Aside", "Notice of Default and Right to Cure". */
const SMALL = "(?:to|of|for|on|and|or|the|a|an|in|from|with|by|upon|at)";
const TITLE_WORD = "[A-Z][\\p{L}'’-]*";
/**
 * A name: a title word, then capitalised words, maybe joined by small words or a comma ("Notice of Termination, No
 * Opportunity to Cure"); it ends on a capitalised word.
 */
const PAPER_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(?:${NAMES.titleWords.join("|")})(?:,?\\s+(?:${SMALL}\\s+)*${TITLE_WORD})+`,
  "gu",
);
/**
 * What may stand before and after a name that is the whole line, the paper's own title: an article or a subject's
 * label ("Re: Notice of Proposed Fine - Lot 47") before it, punctuation or a tail after a dash or in brackets after it.
 */
const ONLY_BEFORE = /^(?:\s|[(["“'‘]|(?:the|a|an|this)\s|(?:re|subject)\s*:)*$/i;
const ONLY_AFTER = /^(?:[\s.,:;!?)\]"”'’]*|\s+[-–—]\s.*|\s*\(.*)$/;

const MARK = "\uE005";

export interface SetAside {
  text: string;
  kept: string[];
}

/** `text` with each paper's name and kept phrase set aside (a mark in its place); `shouting`: the text is in capitals. */
export function setPaperNamesAside(text: string, shouting: boolean): SetAside {
  const kept: string[] = [];
  const mark = (words: string) => {
    kept.push(words);
    return `${MARK}${kept.length - 1}${MARK}`;
  };
  let marked = text;
  for (const phrase of NAMES.keptPhrases) marked = marked.replace(phrase, mark);
  if (shouting) return { text: marked, kept };
  marked = marked.replace(PAPER_NAME, (name: string, at: number, whole: string) => {
    const title = ONLY_BEFORE.test(whole.slice(0, at)) && ONLY_AFTER.test(whole.slice(at + name.length));
    return title ? name : mark(name);
  });
  return { text: marked, kept };
}

/** The names set aside put back. */
export function putPaperNamesBack(text: string, kept: readonly string[]): string {
  return text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, "g"), (_m, index: string) => kept[Number(index)] ?? "");
}
