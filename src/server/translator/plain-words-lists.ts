/**
 * The plain-words translator's swap lists, read from the reviewed content files (content/plain-words/*.yaml, one file
 * a list, each with a header saying how its entries read), so a lawyer reviews the words and phrases, not the code.
 * They are English only (the translator simplifies English papers), so they sit outside content/<language>/, where
 * every English file has a Spanish twin. Each file is read and checked once per process (or worker thread); a bad
 * entry stops the start with the file and the entry named.
 *
 * Three kinds of list:
 * - word lists: `- long word: everyday word`, matched as whole words in any case (wordList);
 * - phrase lists: `- pattern: '<regular expression>'` with `becomes: <words>` (where `$1`, `$2`… are what the
 *   pattern's groups matched, and `{self}` how the paper calls itself: "this lease"), or `rewrite: <name>` when the
 *   words need code (a rewrite named in the list's code file), and `flags:` when not the default (phraseList);
 * - the light verbs of nominalizations.yaml: `light verb:`, `phrase:`, `becomes:` (the plain verb's four forms), `after:`.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { CONTENT_FOLDER } from "../content-folder";

/** A phrase's replacement: its words, or the words made from what its pattern's groups matched. */
export type PhraseReplacement = string | ((...groups: string[]) => string);

/** How the paper calls itself ("this lease", "this notice"), for `{self}` in a replacement. */
export interface PaperSelf {
  self: string;
}

/** A phrase entry as read: its pattern's source, its flags when the file gives them, and its replacement. */
export interface PhraseEntry<Rewrite> {
  pattern: string;
  flags: string | undefined;
  replacement: string | Rewrite | { template: string };
}

/** A light verb entry of nominalizations.yaml: "make (a) payment of" → "pay". */
export interface LightVerbEntry {
  lightVerbs: readonly string[];
  phrase: string;
  becomes: readonly string[];
  after: string;
}

const FOLDER = new URL("plain-words/", CONTENT_FOLDER);
const TEMPLATE_PART = /\$(\d)|\{self\}/g;
const parsed = new Map<string, unknown>();

function listFile(name: string): { file: string; entries: unknown[] } {
  const file = `content/plain-words/${name}.yaml`;
  if (!parsed.has(name)) parsed.set(name, parseYaml(readFileSync(new URL(`${name}.yaml`, FOLDER), "utf8")));
  const entries = parsed.get(name);
  if (!Array.isArray(entries)) throw new Error(`${file}: the file must be a list of entries`);
  return { file, entries };
}

function fail(file: string, index: number, entry: unknown, problem: string): never {
  throw new Error(`${file}, entry ${index + 1} (${JSON.stringify(entry)}): ${problem}`);
}

const isText = (value: unknown): value is string => typeof value === "string";
const isWordList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isText);

/** `- long word: everyday word` entries as [from, to] pairs, in the file's order. */
export function wordList(name: string): readonly (readonly [string, string])[] {
  const { file, entries } = listFile(name);
  return entries.map((entry, index) => {
    const pairs = entry !== null && typeof entry === "object" && !Array.isArray(entry) ? Object.entries(entry) : [];
    const [from, to] = pairs[0] ?? [];
    if (pairs.length !== 1 || !isText(from) || !from.trim() || !isText(to)) {
      fail(file, index, entry, "an entry must be one `word: everyday word` pair of words");
    }
    return [from, to] as const;
  });
}

/** A list of single words (everyday-verbs.yaml). */
export function wordSet(name: string): ReadonlySet<string> {
  const { file, entries } = listFile(name);
  entries.forEach((entry, index) => {
    if (!isText(entry) || !/^[a-z]+$/.test(entry)) fail(file, index, entry, "an entry must be one word in lower case");
  });
  return new Set(entries as string[]);
}

/** How many groups a pattern captures (a `$n` past them would always be empty). */
const groupCount = (pattern: RegExp) => new RegExp(`${pattern.source}|`, pattern.flags.replace(/[gy]/g, "")).exec("")!.length - 1;

function checkedPattern(file: string, index: number, entry: unknown, source: unknown, flags: unknown): RegExp {
  if (!isText(source) || !source) fail(file, index, entry, "`pattern` must be a regular expression");
  if (flags !== undefined && (!isText(flags) || !/^[gimsuy]+$/.test(flags)))
    fail(file, index, entry, "`flags` must be letters of gimsuy");
  try {
    return new RegExp(source, flags ?? "gi");
  } catch (error) {
    return fail(file, index, entry, `the pattern is not a regular expression: ${(error as Error).message}`);
  }
}

const PHRASE_KEYS = new Set(["pattern", "flags", "becomes", "rewrite"]);
const LIGHT_VERB_KEYS = new Set(["light verb", "phrase", "becomes", "after"]);

/**
 * A phrase list, in the file's order. `rewrites` are the list's replacements that need code, by the name an entry
 * gives in `rewrite:`; each must be used. `selfAllowed`: whether `{self}` may be used (only where the rules get the
 * paper's name). `lightVerbs`: the verbs a `light verb:` entry may name (nominalizations.yaml only).
 */
export function phraseList<Rewrite>(
  name: string,
  rewrites: Readonly<Record<string, Rewrite>>,
  options: { selfAllowed?: boolean; lightVerbs?: readonly string[] } = {},
): readonly (PhraseEntry<Rewrite> | LightVerbEntry)[] {
  const { file, entries } = listFile(name);
  const used = new Set<string>();
  const list = entries.map((entry, index): PhraseEntry<Rewrite> | LightVerbEntry => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) fail(file, index, entry, "an entry must be a map");
    const fields = entry as Record<string, unknown>;
    if ("light verb" in fields) {
      const unknown = Object.keys(fields).filter((key) => !LIGHT_VERB_KEYS.has(key));
      if (unknown.length > 0) fail(file, index, entry, `unknown field ${unknown.join(", ")}`);
      const { "light verb": lightVerbs, phrase, becomes, after = "" } = fields;
      if (!options.lightVerbs) fail(file, index, entry, "this list has no light verbs");
      if (!isWordList(lightVerbs) || lightVerbs.some((verb) => !options.lightVerbs!.includes(verb))) {
        fail(file, index, entry, `\`light verb\` must list verbs among ${options.lightVerbs.join(", ")}`);
      }
      checkedPattern(file, index, entry, phrase, undefined);
      if (!isWordList(becomes) || becomes.length !== 4) fail(file, index, entry, "`becomes` must give the verb's four forms");
      if (!isText(after)) fail(file, index, entry, "`after` must be words");
      return { lightVerbs, phrase: phrase as string, becomes, after };
    }
    const unknown = Object.keys(fields).filter((key) => !PHRASE_KEYS.has(key));
    if (unknown.length > 0) fail(file, index, entry, `unknown field ${unknown.join(", ")}`);
    const { pattern, flags, becomes, rewrite } = fields;
    const regex = checkedPattern(file, index, entry, pattern, flags);
    if ((becomes === undefined) === (rewrite === undefined)) fail(file, index, entry, "give either `becomes` or `rewrite`");
    const base = { pattern: pattern as string, flags: flags as string | undefined };
    if (rewrite !== undefined) {
      if (!isText(rewrite) || !Object.hasOwn(rewrites, rewrite)) {
        fail(file, index, entry, `no rewrite named ${JSON.stringify(rewrite)} in the code of this list`);
      }
      used.add(rewrite);
      return { ...base, replacement: rewrites[rewrite]! };
    }
    if (!isText(becomes)) fail(file, index, entry, "`becomes` must be words");
    const groups = groupCount(regex);
    let templated = false;
    for (const [part, group] of becomes.matchAll(TEMPLATE_PART)) {
      templated = true;
      if (group === undefined && !options.selfAllowed) fail(file, index, entry, "{self} is not known in this list");
      if (group !== undefined && (Number(group) < 1 || Number(group) > groups)) {
        fail(file, index, entry, `${part}: the pattern has ${groups} group(s)`);
      }
    }
    return { ...base, replacement: templated ? { template: becomes } : becomes };
  });
  const unused = Object.keys(rewrites).filter((rewrite) => !used.has(rewrite));
  if (unused.length > 0) throw new Error(`${file}: the rewrites ${unused.join(", ")} are named by no entry`);
  return list;
}

/** A `becomes` with `$1`, `$2`… and `{self}` filled: a group that matched nothing is empty. */
export function fillTemplate(template: string, groups: readonly string[], paper?: PaperSelf): string {
  return template.replace(TEMPLATE_PART, (_part, group: string | undefined) =>
    group === undefined ? (paper?.self ?? "") : (groups[Number(group) - 1] ?? ""),
  );
}

/** A phrase list without light verbs or `{self}` as [pattern source, replacement] pairs, the form legalese.ts runs. */
export function phrasePairs(
  name: string,
  rewrites: Readonly<Record<string, (...groups: string[]) => string>> = {},
): readonly (readonly [string, PhraseReplacement])[] {
  return phraseList(name, rewrites).map((entry) => {
    if ("lightVerbs" in entry) throw new Error(`content/plain-words/${name}.yaml: no light verbs here`);
    if (entry.flags !== undefined) throw new Error(`content/plain-words/${name}.yaml: no flags here (${entry.pattern})`);
    const { replacement } = entry;
    if (typeof replacement === "object")
      return [entry.pattern, (...groups: string[]) => fillTemplate(replacement.template, groups)];
    return [entry.pattern, replacement];
  });
}
