/**
 * The assistant's knowledge base, read once from the reviewed content files: content/en/assistant/*.md (one topic
 * a file; each "## question" section is one passage, with the citations it references), the glossary terms that
 * cite the law (one passage each, "What is garnishment?"), and the data the engine reads: synonyms.yml,
 * scope.yml and replies.yml. Law references are filled from the law module.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { lawReferences, parseContentFile } from "@shared/content/content-file";
import { fillLawReferences } from "@shared/content/law-text";
import { lawByKey } from "@shared/content/law-refs";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { parseGlossaryFiles } from "@shared/glossary/parse-glossary";
import { formatMoney } from "@shared/i18n/format";
import { CONTENT_FOLDER } from "../content-folder";
import { citationUrl } from "./statute-url";

export interface AssistantPassage {
  id: string;
  title: string;
  text: string;
  citations: { citation: string; url: string }[];
}

/** A passage with what the engine searches and follows besides its words. */
export interface KnowledgePassage extends AssistantPassage {
  /** Other names of the thing (a glossary term's "also"), searched like the title. */
  also: string;
  /** The related questions of its topic file: the follow-up questions an answer offers. */
  questions: readonly string[];
}

export interface Synonym {
  means: string;
  phrases: readonly string[];
}

export type ReferredArea = "criminal" | "immigration" | "family";

export interface AssistantScope {
  referred: Readonly<Record<ReferredArea, readonly string[]>>;
  outOfScope: readonly string[];
  otherStates: readonly string[];
}

export interface AssistantReplies {
  outOfScope: string;
  referred: Readonly<Record<ReferredArea, string>>;
  getHelp: string;
  lowConfidence: string;
}

export interface KnowledgeBase {
  passages: readonly KnowledgePassage[];
  synonyms: readonly Synonym[];
  scope: AssistantScope;
  replies: AssistantReplies;
}

interface TopicMeta {
  title?: unknown;
  questions?: unknown;
}

const FOLDER = new URL("en/assistant/", CONTENT_FOLDER);

const readContent = (name: string, folder = FOLDER) => readFileSync(new URL(name, folder), "utf8");

/** The clerk's filing fee table, one line a tier, for the {{filingFeeTiers}} placeholder. */
function filingFeeList(): string {
  return SMALL_CLAIMS.filingFeeTiers.value.map((tier) => `- ${tier.label}: ${formatMoney(tier.feeDollars, "whole")}`).join("\n");
}

function citationsOf(text: string): AssistantPassage["citations"] {
  const cited = lawReferences(text)
    .filter((reference) => reference.kind === "cite")
    .map((reference) => lawByKey(reference.key).citation);
  return [...new Set(cited)].map((citation) => ({ citation, url: citationUrl(citation) }));
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A topic file's passages: each "## heading" and the text under it. */
function topicPassages(fileName: string): KnowledgePassage[] {
  const { meta, body } = parseContentFile<TopicMeta>(readContent(fileName));
  const file = fileName.replace(/\.md$/, "");
  if (typeof meta.title !== "string") throw new Error(`content/en/assistant/${fileName} needs a title`);
  const questions = Array.isArray(meta.questions) ? meta.questions.map(String) : [];
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = "", ...lines] = section.split(/\r?\n/);
      const raw = lines.join("\n").replace("{{filingFeeTiers}}", filingFeeList());
      return {
        id: `${file}#${slugOf(heading)}`,
        title: heading.trim(),
        text: fillLawReferences(raw).trim(),
        citations: citationsOf(raw),
        also: "",
        questions,
      };
    });
}

/** Glossary terms that cite the law, as "What is <term>?" passages. */
function glossaryPassages(): KnowledgePassage[] {
  const folder = new URL("en/glossary/", CONTENT_FOLDER);
  const files = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => [`content/en/glossary/${name}`, readContent(name, folder)]),
  );
  return parseGlossaryFiles(files).terms.flatMap((term) =>
    term.citation
      ? [
          {
            id: `glossary#${term.slug}`,
            title: `What is ${term.term.toLowerCase()}?`,
            text: `${term.meaning} (${term.citation})`,
            citations: [{ citation: term.citation, url: citationUrl(term.citation) }],
            also: term.also.join(" "),
            questions: [],
          },
        ]
      : [],
  );
}

function readYaml<T>(name: string): T {
  return parseYaml(readContent(name)) as T;
}

function load(): KnowledgeBase {
  const topicFiles = readdirSync(FOLDER)
    .filter((name) => name.endsWith(".md"))
    .sort();
  return {
    passages: [...topicFiles.flatMap(topicPassages), ...glossaryPassages()],
    synonyms: readYaml<Synonym[]>("synonyms.yml"),
    scope: readYaml<AssistantScope>("scope.yml"),
    replies: readYaml<AssistantReplies>("replies.yml"),
  };
}

let knowledge: KnowledgeBase | undefined;

export function knowledgeBase(): KnowledgeBase {
  knowledge ??= load();
  return knowledge;
}
