/**
 * The words of the "How to sign and use this document" pages, kept in content files a lawyer reviews:
 * content/<language>/instructions/<kind id>.yml for each kind, and shared/<part>.yml for the sections several kinds share
 * (the page's frame, filing in small claims court, mailing a letter). Each file is a YAML map of sections, each a
 * map of named messages in page order. A message may cite the law by key ({{cite:KEY}}, {{summary:KEY}},
 * {{value:KEY}}, {{money:KEY}}: filled in when the file is loaded) and take values from the renderer ({{name}}).
 * Which message applies to which answers stays in the renderer: only the words live here.
 *
 * The pages speak the language of the request (request-language.ts; the render worker runs in the request's
 * language), English where a language lacks a file. Each file is read and parsed once per process and language, at
 * its first use. An unknown key or a missing value throws (the
 * tests render every kind and check, from the sources, that every key asked for exists and every message is used).
 */
import { existsSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { fillLawReferences } from "@shared/content/law-text";
import type { DocumentKindId } from "@shared/documents/registry";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { CONTENT_FOLDER } from "../content-folder";
import "../law-sentences";
import { currentLanguage } from "../request-language";

/** Sections more than one kind prints: content/en/instructions/shared/<name>.yml. */
export const SHARED_INSTRUCTIONS = ["page", "court-filing", "letter", "power-of-attorney", "advance-directive"] as const;

export type InstructionsFile = DocumentKindId | `shared/${(typeof SHARED_INSTRUCTIONS)[number]}`;

export type TextValues = Readonly<Record<string, string | number>>;

/** A message of one instructions file by its dotted key ("rentDeposit.keepPaying"), with its {{name}} values. */
export type InstructionsText = (key: string, values?: TextValues) => string;

export const instructionsFolder = (language: string = DEFAULT_LANGUAGE) => new URL(`${language}/instructions/`, CONTENT_FOLDER);

/** A section or message name: a letter, then letters, digits or "_". */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

function flatten(node: unknown, prefix: string, where: string, into: Map<string, string>): void {
  if (typeof node === "string") {
    if (!node.trim()) throw new Error(`${where}: "${prefix}" is empty`);
    into.set(prefix, node);
    return;
  }
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    throw new Error(`${where}: "${prefix || "the file"}" must be a message (text) or a map of messages`);
  }
  for (const [name, child] of Object.entries(node)) {
    if (!NAME.test(name)) throw new Error(`${where}: "${name}" is not a message name (letters, digits, _)`);
    flatten(child, prefix ? `${prefix}.${name}` : name, where, into);
  }
}

/** The messages of one file's text, by dotted key, with the law references filled in. */
export function parseInstructions(raw: string, where: string, language: string = DEFAULT_LANGUAGE): Map<string, string> {
  const messages = new Map<string, string>();
  flatten(parseYaml(raw) ?? {}, "", where, messages);
  for (const [key, message] of messages) {
    let filled: string;
    try {
      filled = fillLawReferences(message, language);
    } catch (error) {
      throw new Error(`${where}: ${key}: ${(error as Error).message}`, { cause: error });
    }
    for (const [whole, name] of filled.matchAll(PLACEHOLDER)) {
      if (!NAME.test(name ?? "")) throw new Error(`${where}: ${key}: ${whole} is neither a law reference nor a {{name}}`);
    }
    messages.set(key, filled);
  }
  return messages;
}

const loaded = new Map<string, Map<string, string>>();

export function instructionsMessages(file: InstructionsFile, language: string = DEFAULT_LANGUAGE): Map<string, string> {
  const key = `${language}/${file}`;
  let messages = loaded.get(key);
  if (!messages) {
    const path = new URL(`${file}.yml`, instructionsFolder(language));
    messages = existsSync(path)
      ? parseInstructions(readFileSync(path, "utf8"), `content/${language}/instructions/${file}.yml`, language)
      : instructionsMessages(file);
    loaded.set(key, messages);
  }
  return messages;
}

/** The accessor a renderer keeps for one file: `const text = instructionsText("eviction_answer")`. */
export function instructionsText(file: InstructionsFile): InstructionsText {
  return (key, values = {}) => {
    const language = currentLanguage();
    const message = instructionsMessages(file, language).get(key) ?? instructionsMessages(file).get(key);
    if (message === undefined) throw new Error(`No message "${key}" in content/${language}/instructions/${file}.yml`);
    return message.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`The message "${key}" of ${file}.yml needs a value for {{${name}}}`);
      return String(value);
    });
  };
}
