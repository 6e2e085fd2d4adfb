/**
 * The assistant's knowledge base in one language, read once from the reviewed content files:
 * content/<language>/assistant/*.md (one topic a file; each "## question" section is one passage, with the
 * citations it references), the glossary terms that cite the law (one passage each, "What is garnishment?"), and
 * the data the engine reads: synonyms.yml, scope.yml and replies.yml. Law references are filled from the law
 * module in that language, so the citations are the same in every language: they come from the same law keys.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { lawReferences, parseContentFile } from "@shared/content/content-file";
import { fillLawReferences } from "@shared/content/law-text";
import { lawByKey } from "@shared/content/law-refs";
import { DEADLINE_COUNTING, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { DEFAULT_LANGUAGE, type ChoosableLanguage } from "@shared/i18n/languages";
import { CONTENT_FOLDER } from "../content-folder";
import { glossaryTerms } from "../glossary";
import { SERVER_LANGUAGES } from "../languages";
import { localeCatalog } from "../locale-catalogs";
// The Spanish law sentences, for {{summary:KEY}} in the Spanish knowledge base.
import "../law-sentences";
import { citationUrl } from "./statute-url";
import { tagsToFrame, type Frame, type FrameCues, type FrameTags } from "./frames";

/** The languages the assistant answers in: each has its knowledge base in content/<language>/assistant/. */
export type AssistantLanguage = ChoosableLanguage;

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
  /** The same other names, one by one: each is compared with a question on its own (rerank). */
  names: readonly string[];
  /** Example questions: the ways people ask about its subject, in their words; a question close to one finds it. */
  asks: string;
  /** The same example questions, one by one. */
  examples: readonly string[];
  /** Its topic file's topics (the assistant screen's topic cards); empty for a glossary term. */
  topics: readonly string[];
  /** The related questions of its topic file: the follow-up questions an answer offers. */
  questions: readonly string[];
  /** The court, side and paper it is about (frames.ts); empty: any. */
  frame: Frame;
  /** Ids of next-steps.yml: what she can do next in the product. */
  next: readonly string[];
}

/** A next step in the product: a page of the app (a module's tab) or a place to get help. */
export interface NextStep {
  label: string;
  path: string;
}

export interface Synonym {
  means: string;
  phrases: readonly string[];
}

/** Areas referred elsewhere; "notCovered": civil questions the law sheet does not answer, referred not guessed. */
export type ReferredArea = "criminal" | "immigration" | "family" | "notCovered";

/** A subject named with one of its own words, in any order: what a phrase names when its words are said apart. */
export interface TogetherPair {
  subject: readonly string[];
  with: readonly string[];
}

export interface AssistantScope {
  referred: Readonly<Record<ReferredArea, readonly string[]>>;
  /** Subjects referred when named with one of their own words (a building with its sale: not covered). */
  referredTogether?: Readonly<Partial<Record<ReferredArea, readonly TogetherPair[]>>>;
  outOfScope: readonly string[];
  /** Subjects outside the knowledge base when named with one of their own words (an HOA with its dues). */
  outOfScopeTogether?: readonly TogetherPair[];
  /** Phrases of subjects the knowledge base does answer though they hold an out-of-scope word ("tax refund"). */
  answered?: readonly string[];
  /**
   * Subjects answered when the question names them with one of their own words, in any order: a collector (`subject`)
   * with an arrest (`with`) is abusive collection, not a criminal question; a refund with taxes is the refund's time
   * limit.
   */
  answeredTogether?: readonly TogetherPair[];
  otherStates: readonly string[];
  /**
   * Subjects the passages near them do not settle, named with one of their own words (whether someone with dementia can
   * still sign): a passage is offered for them only as unsure, beside the closest topics (question-scope.ts).
   */
  unsettledTogether?: readonly TogetherPair[];
  /** Words that tie a question to the subjects answered (its parties, courts, papers, money): anchor-words.ts. */
  lawWords?: readonly string[];
  /** Phrases that make a named state only where the other party went, not the law asked about. */
  otherStateOnlyWhereTheyLive: readonly string[];
}

export interface AssistantReplies {
  outOfScope: string;
  referred: Readonly<Record<ReferredArea, string>>;
  getHelp: string;
  lowConfidence: string;
  /** Asked with the closest topics when no passage fits the question well. */
  chooseTopic: string;
}

export interface KnowledgeBase {
  language: AssistantLanguage;
  passages: readonly KnowledgePassage[];
  synonyms: readonly Synonym[];
  scope: AssistantScope;
  replies: AssistantReplies;
  frames: FrameCues;
  nextSteps: Readonly<Record<string, NextStep>>;
}

/**
 * A passage's own line of facts, next steps and other words for what it answers, right under its heading:
 * `<!-- {side: defendant, next: [deadlines], also: [set aside, undo], asks: ["they won because i didnt go"]} -->`.
 * The `also` words are searched like a glossary term's other names: the everyday words people use for the thing the
 * passage answers; the `asks` are example questions, the ways people ask about it (from both sides, in their words).
 */
type PassageTags = FrameTags & { next?: readonly string[]; also?: readonly string[]; asks?: readonly string[] };

interface TopicMeta {
  title?: unknown;
  topics?: unknown;
  questions?: unknown;
  frame?: FrameTags;
  next?: readonly string[];
}

const PASSAGE_TAGS = /^\s*<!--\s*(\{[\s\S]*?\})\s*-->\s*$/m;

function passageTags(lines: string): { tags: PassageTags; text: string } {
  const match = PASSAGE_TAGS.exec(lines);
  if (!match) return { tags: {}, text: lines };
  return { tags: parseYaml(match[1]!) as PassageTags, text: lines.replace(match[0], "") };
}

interface FeeWords {
  tierUnder: string;
  tierRange: string;
}

const folderOf = (language: AssistantLanguage, area: string) => new URL(`${language}/${area}/`, CONTENT_FOLDER);

const readContent = (name: string, folder: URL) => readFileSync(new URL(name, folder), "utf8");

/** The words of the fee table's rows, from the modules catalog (the module page's fee table uses the same). */
const feeWords = (language: AssistantLanguage) =>
  (localeCatalog(language, "modules") as { smallClaims: { fees: FeeWords } }).smallClaims.fees;

/** The clerk's filing fee table, one line a tier, for the {{filingFeeTiers}} placeholder: "Under $100: $55". */
function filingFeeList(language: AssistantLanguage): string {
  const words = feeWords(language);
  const money = (amount: number) => formatMoney(amount, "whole", language);
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? "");
  const tiers = SMALL_CLAIMS.filingFeeTiers.value;
  return tiers
    .map((tier, index) => {
      const previous = tiers[index - 1];
      const label = previous
        ? fill(words.tierRange, {
            from: money(previous.upToDollars + (previous.includesUpTo ? 0.01 : 0)),
            to: money(tier.upToDollars),
          })
        : fill(words.tierUnder, { to: money(tier.upToDollars) });
      return `- ${label}: ${money(tier.feeDollars)}`;
    })
    .join("\n");
}

/**
 * The legal holidays of the law module, one line each, for the {{legalHolidays}} placeholder; in another language by
 * the names in its content/<language>/assistant/holiday-names.yml (each English name → its name there).
 */
function legalHolidayList(language: AssistantLanguage): string {
  const names = DEADLINE_COUNTING.legalHolidays.value;
  const local =
    language === DEFAULT_LANGUAGE
      ? undefined
      : (parseYaml(readContent("holiday-names.yml", folderOf(language, "assistant"))) as Record<string, string>);
  return names
    .map((name) => {
      const shown = local ? local[name] : name;
      if (shown === undefined) throw new Error(`content/${language}/assistant/holiday-names.yml lacks "${name}"`);
      return `- ${shown}`;
    })
    .join("\n");
}

function citationsOf(text: string): AssistantPassage["citations"] {
  const cited = lawReferences(text)
    .filter((reference) => reference.kind === "cite")
    .map((reference) => lawByKey(reference.key).citation);
  return [...new Set(cited)].map((citation) => ({ citation, url: citationUrl(citation) }));
}

/**
 * A heading's part of a passage id: its letters without accents ("¿Cuánto tiempo tiene el dueño…?" →
 * "cuanto-tiempo-tiene-el-dueno"), so ids stay readable and stable in every language.
 */
export const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A topic file's passages: each "## heading" and the text under it. */
function topicPassages(language: AssistantLanguage, fileName: string): KnowledgePassage[] {
  const { meta, body } = parseContentFile<TopicMeta>(readContent(fileName, folderOf(language, "assistant")));
  const file = fileName.replace(/\.md$/, "");
  if (typeof meta.title !== "string") throw new Error(`content/${language}/assistant/${fileName} needs a title`);
  const questions = Array.isArray(meta.questions) ? meta.questions.map(String) : [];
  const topics = Array.isArray(meta.topics) ? meta.topics.map(String) : [];
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = "", ...lines] = section.split(/\r?\n/);
      const { tags, text } = passageTags(lines.join("\n"));
      const { next, also, asks, ...facets } = tags;
      const raw = text
        .replace("{{filingFeeTiers}}", () => filingFeeList(language))
        .replace("{{legalHolidays}}", () => legalHolidayList(language));
      return {
        id: `${file}#${slugOf(heading)}`,
        title: heading.trim(),
        text: fillLawReferences(raw, language).trim(),
        citations: citationsOf(raw),
        also: (also ?? []).join(" "),
        names: also ?? [],
        asks: (asks ?? []).join(" "),
        examples: asks ?? [],
        topics,
        questions,
        frame: tagsToFrame(meta.frame, facets),
        next: next ?? meta.next ?? [],
      };
    });
}

/**
 * Glossary terms that cite the law, as "What is <term>?" passages, from the glossary as its page shows it: in
 * another language the term's name, meaning and other names there, with the English words the papers use searched
 * too ("¿Qué es un summons?"). A term not translated yet has no passage in that language: its meaning is English.
 * Its example questions are in content/<language>/assistant/glossary-asks.yml, by the term's slug.
 */
function glossaryPassages(language: AssistantLanguage): KnowledgePassage[] {
  const asksOf = parseYaml(readContent("glossary-asks.yml", folderOf(language, "assistant"))) as Record<string, string[]>;
  return glossaryTerms(language).flatMap((term) => {
    const name = language === DEFAULT_LANGUAGE ? term.term : term.localTerm;
    if (!term.citation || name === undefined) return [];
    const englishNames = language === DEFAULT_LANGUAGE ? term.also : [term.term, ...term.also];
    return [
      {
        id: `glossary#${term.slug}`,
        title: SERVER_LANGUAGES[language].glossaryTitle(name),
        text: `${term.meaning} (${term.citation})`,
        citations: [{ citation: term.citation, url: citationUrl(term.citation) }],
        also: [...(term.localAlso ?? []), ...englishNames].join(" "),
        names: [...(term.localAlso ?? []), ...englishNames],
        asks: (asksOf[term.slug] ?? []).join(" "),
        examples: asksOf[term.slug] ?? [],
        topics: [],
        questions: [],
        frame: new Map(),
        next: [],
      },
    ];
  });
}

/** The clarifying questions' words with their law figures filled in ("up to {{money:…}}" → "up to $8,000"). */
function filledFrames(cues: FrameCues, language: AssistantLanguage): FrameCues {
  const fill = (text: string) => fillLawReferences(text, language);
  const facets = Object.fromEntries(
    Object.entries(cues.facets).map(([name, facet]) => [
      name,
      {
        ask: fill(facet.ask),
        values: Object.fromEntries(
          Object.entries(facet.values).map(([value, spec]) => [value, { ...spec, label: fill(spec.label) }]),
        ),
      },
    ]),
  );
  return { ...cues, facets };
}

function load(language: AssistantLanguage): KnowledgeBase {
  const folder = folderOf(language, "assistant");
  const readYaml = <T>(name: string) => parseYaml(readContent(name, folder)) as T;
  const topicFiles = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort();
  return {
    language,
    passages: [...topicFiles.flatMap((name) => topicPassages(language, name)), ...glossaryPassages(language)],
    synonyms: readYaml<Synonym[]>("synonyms.yml"),
    scope: readYaml<AssistantScope>("scope.yml"),
    replies: readYaml<AssistantReplies>("replies.yml"),
    frames: filledFrames(readYaml<FrameCues>("frames.yml"), language),
    nextSteps: readYaml<Record<string, NextStep>>("next-steps.yml"),
  };
}

const loaded = new Map<AssistantLanguage, KnowledgeBase>();

/** The knowledge base in a language, read at its first use. */
export function knowledgeBase(language: AssistantLanguage = "en"): KnowledgeBase {
  let knowledge = loaded.get(language);
  if (!knowledge) {
    knowledge = load(language);
    loaded.set(language, knowledge);
  }
  return knowledge;
}
