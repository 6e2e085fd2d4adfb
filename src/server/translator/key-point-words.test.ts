/**
 * The key-point words (content/plain-words/key-point-words.yaml): every name has its catalog sentence in each language,
 * so a name added to the content file is never said as a bare key.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KEY_POINT_WORD_GROUPS, keyPointWords } from "./key-point-words";

const catalog = (language: string) =>
  (
    JSON.parse(readFileSync(`locales/${language}/server.json`, "utf8")) as {
      translator: { explain: Record<string, Record<string, string>> };
    }
  ).translator.explain;

describe("key-point words", () => {
  it.each(["en", "es"])("each name has its words in %s", (language) => {
    const explain = catalog(language);
    for (const group of KEY_POINT_WORD_GROUPS) {
      const names = keyPointWords(group).map(([name]) => name);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(explain[group]?.[name], `${group}.${name}`).toBeTruthy();
    }
  });
});
