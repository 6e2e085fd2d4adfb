/**
 * The "How to sign and use this document" pages in Spanish: every example of every kind is rendered for a Spanish
 * request, and its instructions pages (the pages after the paper itself, found by their footer) must hold no English
 * sentence. English the pages mean to show is left out of the check: names and form titles in quotes or in
 * parentheses (the English term after its Spanish one). The paper itself stays English and is not checked.
 */
import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { pageMarker, readLines } from "../test-support/pdf-lines";
import { inLanguage } from "../request-language";
import { renderDocument } from "./render-document";
import { filingFeeSentence } from "./renderers/small-claims-instructions";

const CREATED_AT = new Date("2026-08-03T14:00:00Z");
const SPANISH_FOOTER = /^Instrucciones, página \d+ de \d+\. Guarde esta página; no la presente ante el tribunal\.$/;

/** Words that are English and never Spanish: two of them in a sentence, and a quarter of its words, make it English. */
const ENGLISH = new Set(
  "the and you your of to is this that with for not do it be are can will must on in by if or keep page from have has was were what when how they their".split(
    " ",
  ),
);

export function englishSentences(text: string): string[] {
  const shown = text
    .replace(/"[^"]*"|“[^”]*”|\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return shown.split(/(?<=[.!?])\s+/).filter((sentence) => {
    const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
    const english = words.filter((word) => ENGLISH.has(word)).length;
    return english >= 2 && english * 4 >= words.length;
  });
}

/** The text of each page, split at the page markers readLines() writes. */
function pages(lines: string[]): string[][] {
  const result: string[][] = [];
  for (const line of lines) {
    if (line === pageMarker(result.length + 1)) result.push([]);
    else result.at(-1)?.push(line);
  }
  return result;
}

const examples = Object.entries(KIND_EXAMPLES).flatMap(([kind, named]) =>
  Object.entries(named).map(([name, answers]) => ({ kind, name, answers })),
);

describe("the instructions pages in Spanish", () => {
  it("tell an English sentence from a Spanish one", () => {
    expect(englishSentences("Instructions, page 1 of 3. Keep this page; do not file it.")).toHaveLength(2);
    expect(englishSentences("Fees can vary slightly by county; check your clerk.")).toHaveLength(1);
    expect(englishSentences('Pida el formulario "Application for Determination of Civil Indigent Status" (the form).')).toEqual(
      [],
    );
    expect(englishSentences("Guarde esta página; no la presente ante el tribunal.")).toEqual([]);
  });

  it("say in Spanish why a claim has no small claims fee", () => {
    for (const amount of [0, 9_000]) expect(englishSentences(inLanguage("es", () => filingFeeSentence(amount)))).toEqual([]);
    expect(englishSentences(filingFeeSentence(9_000)).length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [`${example.kind}.${example.name}`, example] as const))("%s", async (_name, example) => {
    const pdf = await inLanguage("es", () =>
      renderDocument({ kind: example.kind, templateData: example.answers, title: "x", createdAt: CREATED_AT }),
    );
    const instructionsPages = pages(await readLines(pdf)).filter((page) => page.some((line) => SPANISH_FOOTER.test(line)));
    expect(instructionsPages.length).toBeGreaterThan(0);
    expect(englishSentences(instructionsPages.flat().join("\n"))).toEqual([]);
  });
});
