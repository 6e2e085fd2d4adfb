/**
 * Coverage from the law, not from a list of questions: every entry of the law module (src/shared/florida/law-*.ts)
 * is referenced by some passage of the assistant's knowledge base, in every language it answers in, so every rule
 * has a passage that answers it. An entry the assistant must not answer from is listed here with the reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lawReferences } from "@shared/content/content-file";
import { allLawKeys } from "@shared/content/law-refs";
import { CHOOSABLE_LANGUAGE_CODES } from "@shared/i18n/languages";

const NOT_ANSWERED: Readonly<Record<string, string>> = {
  "LIVING_WILL.form": "the statute's form, word for word: the living will document prints it",
  "HEALTH_CARE_SURROGATE.form": "the statute's form, word for word: the surrogate document prints it",
};

function keysReferenced(language: string): Set<string> {
  const folder = new URL(`../../../content/${language}/assistant/`, import.meta.url);
  const texts = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => readFileSync(new URL(name, folder), "utf8"));
  return new Set(texts.flatMap(lawReferences).map((reference) => reference.key));
}

describe("the assistant's coverage of the law module", () => {
  it.each(CHOOSABLE_LANGUAGE_CODES)("every law entry is answered by a passage (%s)", (language) => {
    const referenced = keysReferenced(language);
    const uncited = allLawKeys().filter((key) => !referenced.has(key) && !(key in NOT_ANSWERED));
    expect(uncited).toEqual([]);
  });

  it("lists as not answered only entries that exist", () => {
    const keys = new Set(allLawKeys());
    for (const key of Object.keys(NOT_ANSWERED)) expect(keys.has(key), key).toBe(true);
  });
});
