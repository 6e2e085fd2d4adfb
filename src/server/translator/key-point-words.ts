/**
 * The words a key point in another language reads an English sentence by (content/plain-words/key-point-words.yaml):
 * what it asks or allows someone to do, what its money is for, what follows if not, and who acts. Each entry names
 * the catalog sentence said for it (translator.explain.<group>.<name>). Read and checked once per process; a bad
 * entry stops the start with the file and the entry named.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { CONTENT_FOLDER } from "../content-folder";

export type KeyPointRule = readonly [name: string, pattern: RegExp];

export const KEY_POINT_WORD_GROUPS = ["actions", "topics", "outcomes", "parties"] as const;
export type KeyPointWordGroup = (typeof KEY_POINT_WORD_GROUPS)[number];

const FILE = "content/plain-words/key-point-words.yaml";

function readGroups(): Record<KeyPointWordGroup, readonly KeyPointRule[]> {
  const parsed: unknown = parseYaml(readFileSync(new URL("plain-words/key-point-words.yaml", CONTENT_FOLDER), "utf8"));
  if (parsed === null || typeof parsed !== "object") throw new Error(`${FILE}: the file must map each group to its list`);
  const groups = parsed as Record<string, unknown>;
  const rules = (group: KeyPointWordGroup): KeyPointRule[] => {
    const entries = groups[group];
    if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${FILE}: ${group} must be a list of entries`);
    return entries.map((entry: unknown, index) => {
      const pairs = entry !== null && typeof entry === "object" && !Array.isArray(entry) ? Object.entries(entry) : [];
      const [name, source] = pairs[0] ?? [];
      if (pairs.length !== 1 || typeof name !== "string" || typeof source !== "string" || !source.trim()) {
        throw new Error(`${FILE}, ${group} entry ${index + 1} (${JSON.stringify(entry)}): an entry is one \`name: pattern\``);
      }
      return [name, new RegExp(source, "i")] as const;
    });
  };
  return { actions: rules("actions"), topics: rules("topics"), outcomes: rules("outcomes"), parties: rules("parties") };
}

let read: Record<KeyPointWordGroup, readonly KeyPointRule[]> | undefined;

/** The rules of one group, in the file's order. */
export function keyPointWords(group: KeyPointWordGroup): readonly KeyPointRule[] {
  read ??= readGroups();
  return read[group];
}
