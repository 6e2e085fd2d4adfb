/**
 * The key-point words (content/plain-words/key-point-words.yaml): every name has its catalog sentence in each language,
 * so a name added to the content file is never said as a bare key.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KEY_POINT_WORD_GROUPS, type KeyPointWordGroup, keyPointWords } from "./key-point-words";

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

  const matches = (group: KeyPointWordGroup, name: string, text: string) =>
    keyPointWords(group)
      .find(([each]) => each === name)![1]
      .test(text);

  it("a debt's writ, principal balance or registered agent is no eviction or power of attorney", () => {
    expect(matches("outcomes", "writ", "the clerk will issue a writ of possession")).toBe(true);
    expect(matches("outcomes", "writ", "a writ of garnishment may be served on your bank")).toBe(false);
    expect(matches("outcomes", "writ", "the creditor may seek a writ of execution")).toBe(false);
    expect(matches("parties", "principal", "the principal may revoke this power")).toBe(true);
    expect(matches("parties", "principal", "the principal balance of $2,310.00 remains unpaid")).toBe(false);
    expect(matches("parties", "agent", "the agent must keep records")).toBe(true);
    expect(matches("parties", "agent", "served on its registered agent")).toBe(false);
    expect(matches("parties", "agent", "the collection agent will call you")).toBe(false);
  });
});
