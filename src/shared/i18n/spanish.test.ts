/**
 * The Spanish interface is whole: every English message has a Spanish one with the same {{values}}, none left in
 * English (names, citations and example answers aside); every content file has its Spanish version with the same
 * law references; and the Spanish module pages read "bastante fácil" or easier (Fernández-Huerta), printed by
 * `npm test` (scripts/test.mjs shows .tmp/reading-ease-es.txt).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import lawSpanish from "../../../locales/es/law.json";
import { lawReferences, parseContentFile } from "../content/content-file";
import { addLawSummaries } from "../content/law-summary-catalogs";
import { fillLawReferences } from "../content/law-text";
import { fernandezHuerta, markdownWords } from "../content/reading-ease";
import { filesUnder, loadCatalogs, readText, REPO_ROOT, relativeToRepo } from "./test-support/source-files";

const english = loadCatalogs("en");
const spanish = loadCatalogs("es");

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+\/?>/g)].map((match) => match[0]).sort();

/** Left as in English on purpose: the product's name, and example answers (they go into English court papers). */
const SAME_IN_BOTH = [/^common:brand\.name$/, /^legal:pageTitle$/, /^kinds:.*\.placeholder$/];
/** Two words of letters in a row: a phrase someone should have translated (a name or code alone is not). */
const PHRASE = /\p{Ll}{3,}\s+\p{Ll}{3,}/u;

describe("Spanish catalogs", () => {
  it("have every English key and no other", () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    const extra = [...spanish.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("keep every {{value}}, $t() and <0> tag", () => {
    const differ = [...english]
      .filter(([key, text]) => spanish.has(key) && placeholders(text).join(" ") !== placeholders(spanish.get(key)!).join(" "))
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it("leave no phrase in English", () => {
    const untranslated = [...english]
      .filter(([key, text]) => spanish.get(key) === text && PHRASE.test(text) && !SAME_IN_BOTH.some((rule) => rule.test(key)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});

/** Content whose Spanish file has its own shape: the glossary (Spanish names by slug), the templates (front matter
 * only: the letters stay English) and the assistant's phrase lists (Spanish phrases, not translations). */
const OWN_SHAPE = /^content\/en\/(glossary\/|templates\/|assistant\/(synonyms|scope)\.yml$)/;

const englishContent = filesUnder("content/en", /\.(md|ya?ml)$/).map(relativeToRepo);
const spanishFile = (file: string) => file.replace(/^content\/en\//, "content/es/");
const references = (text: string) =>
  lawReferences(text)
    .map((reference) => `${reference.kind}:${reference.key}`)
    .sort();

describe("Spanish content files", () => {
  it("exist for every English one", () => {
    const spanishFiles = new Set(filesUnder("content/es", /\.(md|ya?ml)$/).map(relativeToRepo));
    expect(englishContent.filter((file) => !spanishFiles.has(spanishFile(file)))).toEqual([]);
  });

  it.each(englishContent.filter((file) => !OWN_SHAPE.test(file)))("%s: same law references and front matter", (file) => {
    const englishText = readText(path.join(REPO_ROOT, file));
    const spanishText = readText(path.join(REPO_ROOT, spanishFile(file)));
    // YAML comments may name a reference: only what a reader sees counts.
    const withoutComments = (text: string) => (file.endsWith(".md") ? text : text.replace(/^\s*#.*$/gm, ""));
    expect(references(withoutComments(spanishText))).toEqual(references(withoutComments(englishText)));
    if (file.endsWith(".md")) {
      expect(Object.keys(parseContentFile(spanishText).meta).sort()).toEqual(
        Object.keys(parseContentFile(englishText).meta).sort(),
      );
    }
  });
});

describe("Spanish module pages", () => {
  addLawSummaries("es", lawSpanish);
  const modules = filesUnder("content/es/modules", /\.md$/);
  const scores = modules.map((file) => {
    const { body } = parseContentFile(readText(file));
    const text = markdownWords(fillLawReferences(body, "es").replace(/\(Fla\.[^)]*\)|\{\{\w+\}\}/g, ""));
    return { file: relativeToRepo(file), ...fernandezHuerta(text) };
  });
  const pooled = fernandezHuerta(
    modules.map((file) => markdownWords(fillLawReferences(parseContentFile(readText(file)).body, "es"))).join("\n"),
  );

  it("read fairly easily (Fernández-Huerta ≥ 70 over all of them, and no page below 60)", () => {
    const lines = [
      `Reading ease of the Spanish module pages (Fernández-Huerta; 70–80 bastante fácil, 80–90 fácil):`,
      ...scores.map((entry) => `  ${entry.score.toFixed(1).padStart(5)}  ${entry.file}`),
      `  ${pooled.score.toFixed(1).padStart(5)}  all ${scores.length} pages (${pooled.words} words)`,
    ];
    mkdirSync(path.join(REPO_ROOT, ".tmp"), { recursive: true });
    writeFileSync(path.join(REPO_ROOT, ".tmp/reading-ease-es.txt"), `${lines.join("\n")}\n`);
    expect(pooled.score).toBeGreaterThanOrEqual(70);
    expect(scores.filter((entry) => entry.score < 60).map((entry) => entry.file)).toEqual([]);
  });
});
