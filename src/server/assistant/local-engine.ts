/**
 * The assistant's local engine: a full-text index (MiniSearch, stemmed words, synonyms from content) over the
 * Florida knowledge base. An answer is composed from the best passages and carries only their citations; the
 * follow-up questions are the related questions of the topics used; the confidence comes from the retrieval:
 * how many of the question's words the best passage matched, and how far it leads the next one. Nothing is invented: a question
 * the knowledge base does not cover gets a plain "I cannot answer this" and where to find help.
 *
 * Each language has its own knowledge base and index (built at the first question in that language): a question
 * is answered in the language given, from that language's passages; the citations come from the same law keys,
 * so they are the same in every language. Which language a question is answered in: question-language.ts.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { hasPhrase, normalizeText, searchWords } from "./search-terms";
import {
  knowledgeBase,
  type AssistantLanguage,
  type AssistantPassage,
  type KnowledgePassage,
  type Synonym,
} from "./knowledge-base";
import { questionScope } from "./question-scope";

export type { AssistantLanguage, AssistantPassage } from "./knowledge-base";

export interface LocalAnswer {
  /** Markdown. */
  answer: string;
  /** Citations of the passages used, e.g. "Fla. Stat. § 83.49(3)(a)". */
  sources: string[];
  followUpQuestions: string[];
  /** 0 to 1. */
  confidence: number;
  passages: AssistantPassage[];
  scope: "florida_civil" | "out_of_scope" | "referred";
}

/** The engine's tuning, in one place. */
const TUNING = {
  /** Passages an answer may use, and how close to the best one's score another must come. */
  maxAnswerPassages: 2,
  minShareOfBestScore: 0.75,
  followUpQuestions: 3,
  /** Below this confidence the question is treated as outside the knowledge base. */
  minConfidence: 0.35,
  /** Below this one the answer says it may not fit the question. */
  sureConfidence: 0.5,
  /** The confidence shown for a reply that does not answer (referred or out of scope). */
  noAnswerConfidence: 0.1,
  /** Confidence: the weight of word coverage (the rest is the best passage's lead), and the most a local answer
   * claims. */
  coverageWeight: 0.8,
  maxConfidence: 0.95,
  /** Glossary definitions rank below the topic passages that answer a question, unless much closer. */
  glossaryWeight: 0.5,
} as const;

interface Index {
  search: MiniSearch<KnowledgePassage>;
  byId: ReadonlyMap<string, KnowledgePassage>;
}

const built = new Map<AssistantLanguage, Index>();

/** Builds a language's index on its first use (a few milliseconds), then keeps it. */
function index(language: AssistantLanguage): Index {
  const existing = built.get(language);
  if (existing) return existing;
  const { passages } = knowledgeBase(language);
  const { indexTerms, processTerm } = searchWords(language);
  const search = new MiniSearch<KnowledgePassage>({
    fields: ["title", "also", "text"],
    extractField: (passage, field) => String(passage[field as keyof KnowledgePassage] ?? ""),
    tokenize: (text) => normalizeText(text).split(" "),
    processTerm: indexTerms,
    searchOptions: {
      processTerm,
      boost: { title: 3, also: 2, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      boostDocument: (id) => (String(id).startsWith("glossary#") ? TUNING.glossaryWeight : 1),
    },
  });
  search.addAll(passages);
  const made = { search, byId: new Map(passages.map((passage) => [passage.id, passage])) };
  built.set(language, made);
  return made;
}

/** The synonyms whose everyday phrases the question contains. */
function synonymsIn(question: string, language: AssistantLanguage): Synonym[] {
  const text = normalizeText(question);
  return knowledgeBase(language).synonyms.filter((synonym) => synonym.phrases.some((phrase) => hasPhrase(text, phrase)));
}

/** The question with the knowledge base's words for each everyday phrase it contains. */
function expandSynonyms(question: string, language: AssistantLanguage): string {
  return [question, ...synonymsIn(question, language).map((synonym) => synonym.means)].join(" ");
}

function search(question: string, language: AssistantLanguage): SearchResult[] {
  return index(language).search.search(expandSynonyms(question, language), { combineWith: "OR" });
}

const toPassage = ({ id, title, text, citations }: KnowledgePassage): AssistantPassage => ({ id, title, text, citations });

export function retrieve(question: string, limit = 5, language: AssistantLanguage = "en"): AssistantPassage[] {
  const { byId } = index(language);
  return search(question, language)
    .slice(0, limit)
    .map((result) => toPassage(byId.get(String(result.id))!));
}

/**
 * How sure the answer is, from the retrieval: the share of the question's own words the best passage matched
 * (a word of an everyday phrase counts when the phrase's synonym matched), and how far its score leads the next.
 */
function confidenceOf(question: string, language: AssistantLanguage, [best, next]: readonly SearchResult[]): number {
  if (!best) return 0;
  const { termsOf } = searchWords(language);
  const matched = new Set([...best.queryTerms, ...best.terms]);
  const text = normalizeText(question);
  const translated = new Set(
    synonymsIn(question, language)
      .filter((synonym) => termsOf(synonym.means).some((term) => matched.has(term)))
      .flatMap((synonym) => synonym.phrases.filter((phrase) => hasPhrase(text, phrase)).flatMap(termsOf)),
  );
  const asked = termsOf(question);
  const covered = asked.filter((term) => matched.has(term) || translated.has(term)).length;
  const coverage = asked.length === 0 ? 0 : covered / asked.length;
  const lead = next ? 1 - next.score / best.score : 1;
  const confidence = coverage * TUNING.coverageWeight + lead * (1 - TUNING.coverageWeight);
  return Math.round(Math.min(TUNING.maxConfidence, confidence) * 100) / 100;
}

function noAnswer(language: AssistantLanguage, scope: LocalAnswer["scope"], reply: string): LocalAnswer {
  const { replies } = knowledgeBase(language);
  return {
    answer: `${reply}\n\n${replies.getHelp}`,
    sources: [],
    followUpQuestions: [],
    confidence: TUNING.noAnswerConfidence,
    passages: [],
    scope,
  };
}

function followUps(question: string, used: readonly KnowledgePassage[]): string[] {
  const asked = normalizeText(question);
  const all = used.flatMap((passage) => passage.questions).filter((each) => normalizeText(each) !== asked);
  return [...new Set(all)].slice(0, TUNING.followUpQuestions);
}

/** The answer in `language`, from that language's knowledge base (the caller chooses it: question-language.ts). */
export function answerLocally(question: string, language: AssistantLanguage = "en"): LocalAnswer {
  const { replies, scope } = knowledgeBase(language);
  const inScope = questionScope(question, scope);
  if (inScope.kind === "referred") return noAnswer(language, "referred", replies.referred[inScope.area]);
  if (inScope.kind === "out_of_scope") return noAnswer(language, "out_of_scope", replies.outOfScope);

  const results = search(question, language);
  const best = results[0];
  const confidence = confidenceOf(question, language, results);
  if (!best || confidence < TUNING.minConfidence) return noAnswer(language, "out_of_scope", replies.outOfScope);

  const { byId } = index(language);
  const used = results
    .filter((result) => result.score >= best.score * TUNING.minShareOfBestScore)
    .slice(0, TUNING.maxAnswerPassages)
    .map((result) => byId.get(String(result.id))!);
  const body = used.map((passage) => `**${passage.title}**\n\n${passage.text}`).join("\n\n");
  return {
    answer: confidence < TUNING.sureConfidence ? `${replies.lowConfidence}\n\n${body}` : body,
    sources: [...new Set(used.flatMap((passage) => passage.citations.map((each) => each.citation)))],
    followUpQuestions: followUps(question, used),
    confidence,
    passages: used.map(toPassage),
    scope: "florida_civil",
  };
}
