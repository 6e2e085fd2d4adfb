import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brokenLawReferences, parseContentFile } from "@shared/content/content-file";
import { knowledgeBase, type ReferredArea } from "./knowledge-base";
import { hasPhrase, normalizeText } from "./search-terms";

const FOLDER = new URL("../../../content/en/assistant/", import.meta.url);
const topicFiles = readdirSync(FOLDER).filter((name) => name.endsWith(".md"));
const metaOf = (name: string) =>
  parseContentFile<{ title?: unknown; topics?: unknown; questions?: unknown }>(readFileSync(new URL(name, FOLDER), "utf8")).meta;

/** The spec's six topic cards (AI Legal Assistant welcome view), and the other subjects the knowledge base covers. */
const TOPICS = [
  "small-claims",
  "landlord-tenant",
  "security-deposits",
  "debt-defense",
  "estate-planning",
  "harassment",
  "courts",
  "unclaimed-property",
];

describe("the assistant's knowledge base", () => {
  const { passages, synonyms, scope, replies } = knowledgeBase();

  it.each(topicFiles)("%s has a title, known topics and related questions", (name) => {
    const meta = metaOf(name);
    expect(typeof meta.title).toBe("string");
    expect(
      Array.isArray(meta.topics) && meta.topics.length > 0 && meta.topics.every((topic) => TOPICS.includes(String(topic))),
    ).toBe(true);
    expect(Array.isArray(meta.questions) && meta.questions.length > 0).toBe(true);
  });

  it("covers every topic card of the assistant screen", () => {
    const covered = new Set(topicFiles.flatMap((name) => (metaOf(name).topics as string[]) ?? []));
    for (const topic of TOPICS) expect(covered.has(topic), topic).toBe(true);
  });

  it("gives every passage a unique id, a title, filled-in text and the citations it carries", () => {
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(passage.title.length, passage.id).toBeGreaterThan(0);
      expect(passage.text, passage.id).not.toMatch(/\{\{|\}\}/);
      expect(passage.citations.length, passage.id).toBeGreaterThan(0);
      for (const { citation } of passage.citations) expect(passage.text, passage.id).toContain(citation);
    }
  });

  it("links every Florida statute to its page on the Legislature's site", () => {
    for (const { citation, url } of passages.flatMap((passage) => passage.citations)) {
      if (citation.startsWith("Fla. Stat.")) expect(url, citation).toMatch(/^https:\/\/www\.leg\.state\.fl\.us\/statutes\//);
    }
  });

  it("reads the synonyms, scope words and replies as data, with no broken law reference", () => {
    expect(synonyms.length).toBeGreaterThan(10);
    for (const synonym of synonyms) {
      expect(synonym.means.trim().length).toBeGreaterThan(0);
      expect(synonym.phrases.length).toBeGreaterThan(0);
    }
    for (const area of ["criminal", "immigration", "family"] as ReferredArea[]) {
      expect(scope.referred[area].length).toBeGreaterThan(0);
      expect(replies.referred[area].length).toBeGreaterThan(0);
    }
    const texts = [replies.outOfScope, replies.getHelp, replies.lowConfidence, ...Object.values(replies.referred)];
    expect(texts.flatMap(brokenLawReferences)).toEqual([]);
  });

  it("has no referral word that would catch an everyday civil question", () => {
    const civil = ["I was sued over a Visa credit card", "My landlord wants to evict me", "Can my agent sell my car?"];
    const referral = Object.values(scope.referred).flat();
    for (const question of civil)
      expect(
        referral.filter((phrase) => hasPhrase(normalizeText(question), phrase)),
        question,
      ).toEqual([]);
  });

  it("gives every topic passage example questions in each language, searched apart from its text and never shown", () => {
    for (const language of ["en", "es"] as const) {
      for (const passage of knowledgeBase(language).passages.filter((each) => !each.id.startsWith("glossary#"))) {
        expect(passage.asks.trim().length, passage.id).toBeGreaterThan(0);
        expect(passage.text, passage.id).not.toContain("asks:");
      }
    }
  });
});
