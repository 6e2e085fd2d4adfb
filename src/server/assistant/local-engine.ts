/**
 * The assistant's local engine: a full-text index (MiniSearch, stemmed words, synonyms from content) over the
 * Florida knowledge base. An answer is composed from the best passages and carries only their citations; the
 * follow-up questions are the related questions of the topics used; the confidence comes from the retrieval:
 * how many of the question's words the best passage matched, and how far it leads the next one. Nothing is invented: a question
 * the knowledge base does not cover gets a plain "I cannot answer this" and where to find help.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { hasPhrase, indexTerms, normalizeText, processTerm, termsOf } from "./search-terms";
import { knowledgeBase, type AssistantPassage, type KnowledgePassage, type Synonym } from "./knowledge-base";
import { questionScope } from "./question-scope";

export type { AssistantPassage } from "./knowledge-base";

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

let built: Index | undefined;

/** Builds the index on first use (a few milliseconds), then keeps it. */
function index(): Index {
  if (built) return built;
  const { passages } = knowledgeBase();
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
  built = { search, byId: new Map(passages.map((passage) => [passage.id, passage])) };
  return built;
}

/** The synonyms whose everyday phrases the question contains. */
function synonymsIn(question: string): Synonym[] {
  const text = normalizeText(question);
  return knowledgeBase().synonyms.filter((synonym) => synonym.phrases.some((phrase) => hasPhrase(text, phrase)));
}

/** The question with the knowledge base's words for each everyday phrase it contains. */
function expandSynonyms(question: string): string {
  return [question, ...synonymsIn(question).map((synonym) => synonym.means)].join(" ");
}

function search(question: string): SearchResult[] {
  return index().search.search(expandSynonyms(question), { combineWith: "OR" });
}

const toPassage = ({ id, title, text, citations }: KnowledgePassage): AssistantPassage => ({ id, title, text, citations });

export function retrieve(question: string, limit = 5): AssistantPassage[] {
  const { byId } = index();
  return search(question)
    .slice(0, limit)
    .map((result) => toPassage(byId.get(String(result.id))!));
}

/**
 * How sure the answer is, from the retrieval: the share of the question's own words the best passage matched
 * (a word of an everyday phrase counts when the phrase's synonym matched), and how far its score leads the next.
 */
function confidenceOf(question: string, [best, next]: readonly SearchResult[]): number {
  if (!best) return 0;
  const matched = new Set([...best.queryTerms, ...best.terms]);
  const text = normalizeText(question);
  const translated = new Set(
    synonymsIn(question)
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

function noAnswer(scope: LocalAnswer["scope"], reply: string): LocalAnswer {
  const { replies } = knowledgeBase();
  return { answer: `${reply}\n\n${replies.getHelp}`, sources: [], followUpQuestions: [], confidence: TUNING.noAnswerConfidence, passages: [], scope };
}

function followUps(question: string, used: readonly KnowledgePassage[]): string[] {
  const asked = normalizeText(question);
  const all = used.flatMap((passage) => passage.questions).filter((each) => normalizeText(each) !== asked);
  return [...new Set(all)].slice(0, TUNING.followUpQuestions);
}

export function answerLocally(question: string): LocalAnswer {
  const { replies, scope } = knowledgeBase();
  const inScope = questionScope(question, scope);
  if (inScope.kind === "referred") return noAnswer("referred", replies.referred[inScope.area]);
  if (inScope.kind === "out_of_scope") return noAnswer("out_of_scope", replies.outOfScope);

  const results = search(question);
  const best = results[0];
  const confidence = confidenceOf(question, results);
  if (!best || confidence < TUNING.minConfidence) return noAnswer("out_of_scope", replies.outOfScope);

  const { byId } = index();
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
