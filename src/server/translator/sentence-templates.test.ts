/**
 * The translator's own sentences come from content/plain-words/sentences.yaml, read and checked once: every sentence
 * the code names is there, once, with only the placeholders the code fills.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillSentence, readSentenceTemplates } from "./sentence-templates";

const FILE = readFileSync(new URL("../../../content/plain-words/sentences.yaml", import.meta.url), "utf8");

describe("the translator's sentences", () => {
  it("reads every sentence the code names from the content file and fills its placeholders", () => {
    expect(readSentenceTemplates(FILE).size).toBeGreaterThan(40);
    expect(fillSentence("plaintiff", { party: "BLACKWATER FEDERAL CREDIT UNION", role: "Plaintiff" })).toBe(
      "BLACKWATER FEDERAL CREDIT UNION is the Plaintiff (the side that sued).",
    );
    expect(
      fillSentence("period-count-from-when", { count: "20", unit: "calendar days", moment: "this summons is served on you" }),
    ).toBe("The 20 calendar days count from when this summons is served on you.");
    expect(fillSentence("important", {})).toBe("This is important.");
  });

  it("stops at a missing, doubled or unknown sentence, or a placeholder the code does not fill", () => {
    expect(() => readSentenceTemplates(FILE.replace(/- name: lasts-until\n.*\n/, ""))).toThrow(/no entry for lasts-until/);
    expect(() => readSentenceTemplates(`${FILE}\n- name: dated\n  says: 'Dated {{date}}.'\n`)).toThrow(/dated is written twice/);
    expect(() => readSentenceTemplates(`${FILE}\n- name: thanks\n  says: 'Thank you.'\n`)).toThrow(/no sentence of the code/);
    expect(() => readSentenceTemplates(FILE.replace("It is dated {{date}}.", "It is dated {{day}}."))).toThrow(
      /\{\{day\}\} is not filled by the code/,
    );
    expect(() => readSentenceTemplates(FILE.replace("It is dated {{date}}.", "It is dated {{ date }}."))).toThrow(
      /a placeholder is written \{\{name\}\}/,
    );
    expect(() => readSentenceTemplates("name: dated")).toThrow(/must be a list/);
  });
});
