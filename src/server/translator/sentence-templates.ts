/**
 * The sentences the translator writes itself ("It is dated March 4, 2026.", "The 20 days count from …", "BLACKWATER
 * FEDERAL CREDIT UNION is the Plaintiff (the side that sued)."): legal wording a lawyer reviews, so their words are in
 * content/plain-words/sentences.yaml, each a named template with {{placeholders}} the code fills. The file is read and
 * checked once per process (or worker thread) against the names and placeholders below: a template missing, unknown,
 * or with a placeholder the code does not fill stops the start with the entry named.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { CONTENT_FOLDER } from "../content-folder";

/** Each template's name and the placeholders the code fills in it. */
const PLACEHOLDERS = {
  plaintiff: ["party", "role"],
  "plaintiff-again": ["party", "role"],
  plaintiffs: ["party", "role"],
  "plaintiffs-again": ["party", "role"],
  defendant: ["party", "role"],
  "defendant-again": ["party", "role"],
  defendants: ["party", "role"],
  "defendants-again": ["party", "role"],
  garnishee: ["party", "role"],
  "garnishee-again": ["party", "role"],
  garnishees: ["party", "role"],
  "garnishees-again": ["party", "role"],
  "signed-by": ["signer"],
  "name-at-end": ["signer"],
  "line-to-sign": ["title"],
  dated: ["date"],
  "issued-on": ["date"],
  "sent-to": ["who"],
  from: ["sender"],
  "sent-by": ["how"],
  "sent-on": ["when"],
  forwarded: [],
  "case-number": ["number"],
  about: ["subject"],
  "label-is": ["label", "value"],
  "label-is-at": ["label", "place"],
  "owned-label-is": ["owner", "label", "value"],
  "account-ends-in": ["account", "digits"],
  "event-on": ["event", "date"],
  "event-starts-at": ["event", "time"],
  "event-is-at": ["event", "place"],
  "amount-is": ["label", "amount"],
  "amount-row": ["label", "amount"],
  "amounts-are": ["label", "amount"],
  witness: ["witness"],
  witnesses: ["witness"],
  "court-case": ["court"],
  "court-county": ["county"],
  "court-division": ["division"],
  important: [],
  "read-carefully": [],
  "important-read-carefully": [],
  title: ["title"],
  "period-count-from": ["count", "unit", "moment"],
  "period-counts-from": ["count", "unit", "moment"],
  "period-count-from-when": ["count", "unit", "moment"],
  "period-counts-from-when": ["count", "unit", "moment"],
  "lasts-until": ["clause"],
  "also-give": ["verb", "thing"],
  "applies-if-both": [],
  "applies-only-if-both": [],
  "applies-if-either": [],
  "applies-only-if-either": [],
  "first-point": ["point"],
  "second-point": ["point"],
  "applies-condition": ["opener", "condition"],
  "total-is": ["total"],
  "goes-up-by": ["amount"],
  "most-it-can-be": ["limit"],
  "judgment-may-also-include": ["more"],
  "court-finds-following": [],
  "court-orders-following": [],
  "will-be-in": ["place"],
  "do-this": ["when"],
  then: ["rule"],
  "first-you-must-be": ["done", "what"],
  "made-at-meeting": ["noun", "meeting", "date"],
  "also-bans-from": ["verb", "who", "what"],
  "also-says-that": ["who", "verb", "what"],
  "it-also-says-that": ["verb", "what"],
  "must-also": ["who", "what"],
  "law-line": ["law"],
  "law-says-this": ["law", "verb"],
  "contact-is": ["who", "contact"],
  "date-of": ["what", "date"],
  "is-between": ["parties"],
  "is-for": ["thing"],
  "it-does": ["what"],
} as const satisfies Record<string, readonly string[]>;

export type SentenceName = keyof typeof PLACEHOLDERS;
type Values<Name extends SentenceName> = Record<(typeof PLACEHOLDERS)[Name][number], string>;

const FILE = "content/plain-words/sentences.yaml";
const PLACEHOLDER = /\{\{([a-z]+)\}\}/g;

function fail(index: number, entry: unknown, problem: string): never {
  throw new Error(`${FILE}, entry ${index + 1} (${JSON.stringify(entry)}): ${problem}`);
}

/** The file's templates by name, checked: every name known and present once, each placeholder one the code fills. */
export function readSentenceTemplates(text: string): ReadonlyMap<SentenceName, string> {
  const entries: unknown = parseYaml(text);
  if (!Array.isArray(entries)) throw new Error(`${FILE}: the file must be a list of entries`);
  const templates = new Map<SentenceName, string>();
  entries.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) fail(index, entry, "an entry must be a map");
    const { name, says, ...rest } = entry as Record<string, unknown>;
    if (Object.keys(rest).length > 0) fail(index, entry, `unknown field ${Object.keys(rest).join(", ")}`);
    if (typeof name !== "string" || !Object.hasOwn(PLACEHOLDERS, name)) fail(index, entry, "`name` is no sentence of the code");
    if (templates.has(name as SentenceName)) fail(index, entry, `${name} is written twice`);
    if (typeof says !== "string" || !says.trim()) fail(index, entry, "`says` must be the sentence's words");
    const expected: readonly string[] = PLACEHOLDERS[name as SentenceName];
    const used = new Set([...says.matchAll(PLACEHOLDER)].map((match) => match[1]!));
    const unknown = [...used].filter((placeholder) => !expected.includes(placeholder));
    if (unknown.length > 0)
      fail(index, entry, `{{${unknown.join("}}, {{")}}} is not filled by the code (${expected.join(", ")})`);
    if (/\{\{|\}\}/.test(says.replace(PLACEHOLDER, ""))) fail(index, entry, "a placeholder is written {{name}}");
    templates.set(name as SentenceName, says);
  });
  const missing = Object.keys(PLACEHOLDERS).filter((name) => !templates.has(name as SentenceName));
  if (missing.length > 0) throw new Error(`${FILE}: no entry for ${missing.join(", ")}`);
  return templates;
}

let templates: ReadonlyMap<SentenceName, string> | undefined;

/** The sentence `name` with its placeholders filled. */
export function fillSentence<Name extends SentenceName>(name: Name, values: Values<Name>): string {
  templates ??= readSentenceTemplates(readFileSync(new URL("plain-words/sentences.yaml", CONTENT_FOLDER), "utf8"));
  const filled: Record<string, string> = values;
  return templates.get(name)!.replace(PLACEHOLDER, (_placeholder, key: string) => filled[key]!);
}
