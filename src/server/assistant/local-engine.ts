/**
 * The assistant's local engine: a full-text index (MiniSearch, stemmed words, synonyms and each passage's example
 * questions from content) over the Florida knowledge base. An answer is composed from the best passages and carries only their citations; the
 * follow-up questions are the related questions of the topics used; the confidence comes from the retrieval:
 * how many of the question's words the best passage matched, and how far it leads the next one. Nothing is invented: a question
 * the knowledge base does not cover gets a plain "I cannot answer this" and where to find help.
 *
 * The search weighs the words her everyday phrases stand for (synonyms.yml) less than her own, and the closest passages
 * are compared once more with the ways each is asked for (its title, example questions and other names).
 *
 * Before passages compete, the question's frame (frames.ts: its court, her side, the paper she names) sets aside
 * every passage that contradicts it and favours those that fit it. When only contradicting passages come close,
 * the answer is a question back (clarify.ts); when the passages used differ on a fact she did not give, the best
 * one is a weak match, a passage of another topic comes nearly as close, the question names a subject the law
 * sheet does not answer, the best one presumes a fact she did not give (that she missed a date) or its match rests only
 * on everyday words, the answer carries a clarifying question beside them: a wrong topic is not shown as the answer.
 *
 * Each language has its own knowledge base and index (built at the first question in that language): a question
 * is answered in the language given, from that language's passages; the citations come from the same law keys,
 * so they are the same in every language. Which language a question is answered in: question-language.ts.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { hasPhrase, lexiconWords, normalizeText, searchWords } from "./search-terms";
import {
  knowledgeBase,
  type AssistantLanguage,
  type AssistantPassage,
  type KnowledgePassage,
  type NextStep,
  type Synonym,
} from "./knowledge-base";
import { namesUnsettled, questionScope, type QuestionScope } from "./question-scope";
import { cuePhrasesIn, fitOf, openFacet, questionFrame, type Fit, type Frame } from "./frames";
import { askFacet, chooseTopic, clarifyMarkdown, type Clarify } from "./clarify";
import { matchedOnlyThroughShortTypos, matchesAnchor } from "./anchor-words";

export type { AssistantLanguage, AssistantPassage } from "./knowledge-base";
export type { Clarify } from "./clarify";

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
  /** A question back to her, with options that each ask the question again with the missing fact. */
  clarify?: Clarify;
  /** What she can do next in the product: find her deadline, start her answer, read her paper, get legal aid. */
  nextSteps?: NextStep[];
}

/** The engine's tuning, in one place. */
const TUNING = {
  /** Passages an answer may use, and how close to the best one's score another must come. */
  maxAnswerPassages: 2,
  minShareOfBestScore: 0.75,
  /**
   * Her court decides what she must do (a written answer in 20 days, or none before the pretrial conference): when she
   * names none, a passage about another court this close to the best makes the answer ask which court, though only
   * passages of the best one's topic are shown.
   */
  courtRivalShare: 0.6,
  followUpQuestions: 3,
  /** Below this confidence the question is treated as outside the knowledge base... */
  minConfidence: 0.35,
  /** ...unless the best passage fits a fact of her question (its court, side or paper): then below this one. */
  minFramedConfidence: 0.2,
  /** Below this one the answer says it may not fit the question, and offers the closest topics. */
  sureConfidence: 0.5,
  /**
   * ...and so it does when a passage of another topic scores this share of the best one's: a wrong topic is not shown
   * as the answer (rerank.test.ts). At 0.7, 4% more right answers on the tuning sets are marked unsure.
   */
  rivalTopicShare: 0.7,
  /**
   * A best passage about no paper, for a question naming one, is offered as unsure when a passage about her paper,
   * among this many of the closest, scores this share of its score (paperRival).
   */
  paperRivalCandidates: 10,
  paperRivalShare: 0.5,
  /** A question naming a subject the law sheet does not answer is referred unless the best passage is this sure... */
  uncoveredConfidence: 0.7,
  /**
   * ...or the rest of it, without the parts naming that subject, asks what a passage answers surely (sureConfidence)
   * with this much of the law's words: the summed rarity of the words its best passage matched, about two words less
   * common than "lease" or "happens" ("what happens to my lease?" asks about the sale; "pago mes a mes, ¿cuánto aviso
   * me tienen que dar?" asks a month-to-month tenant's notice). askedBeside.
   */
  uncoveredRestWeight: 5,
  /** Below this one an answer that fits none of the question's facts is offered only to a question naming something
   * of the law (anchor-words.ts). */
  anchoredConfidence: 0.7,
  /** Below this one even a weak match is not offered (a stray word matched): the question is declined. */
  minWeakConfidence: 0.05,
  /** The confidence shown for a reply that does not answer (referred, out of scope, or a question back). */
  noAnswerConfidence: 0.1,
  /** Confidence: the weight of word coverage (the rest is the best passage's lead), and the most a local answer
   * claims. */
  coverageWeight: 0.8,
  maxConfidence: 0.95,
  /** The weight of a passage's example questions (its `asks`), beside its title's 3, other names' 2 and text's 1. */
  asksBoost: 1,
  /** How much a word her everyday phrase stands for (synonyms.yml) weighs in the search, beside her own words' 1. */
  synonymWeight: 0.5,
  /**
   * The closest passages compared again with the ways each is asked for (rerank): how many, and how much that
   * closeness (0 to 1) adds to a score, as a share of the best one's.
   */
  rerankCandidates: 5,
  rerankWeight: 0.5,
  /** Two of her words side by side that a way to ask has side by side too count this share of their mean weight. */
  rerankPairWeight: 0.5,
  /** Glossary definitions rank below the topic passages that answer a question, unless much closer. */
  glossaryWeight: 0.5,
  /** A passage's score grows by this share for each fact of the question it fits... */
  frameMatchBoost: 0.1,
  /** ...and by this much more when the fact is the paper she names (a summons, a notice, a living will) or her court:
   * the facts that decide what she must do and by when. */
  paperMatchBoost: 0.2,
  /**
   * A best passage that fits none of her facts, matched through none of its distinctive words (a word of its title or
   * other names at least this rare in the knowledge base: the log of the passages over those holding it), rests on
   * everyday words ("pay", "give back") and may be about another topic: it is sure only from this confidence
   * (restsOnCommonWords). At 2 and 0.6, 12 of 2,338 right answers on the quality and tuning sets turn unsure.
   */
  distinctiveRarity: 2,
  commonWordsSureConfidence: 0.6,
  /** A passage presuming a fact of her situation she did not give (presumesUnsaid) keeps this share of its score. */
  presumedScoreShare: 0.8,
  /** Topics offered when she is asked to choose. */
  topicChoices: 3,
  nextSteps: 3,
} as const;

interface Index {
  search: MiniSearch<KnowledgePassage>;
  byId: ReadonlyMap<string, KnowledgePassage>;
  /** A question's distinct search terms, each word read as the search reads it. */
  questionTerms(question: string): string[];
  /** How rare a term is in the knowledge base: the log of the passages over those that hold it (plus one). */
  rarity(term: string): number;
  /**
   * Each passage's ways of asking for it (its title, each example question, its other names), each as its terms and
   * its terms side by side (withPairs).
   */
  waysToAsk: ReadonlyMap<string, readonly (readonly string[])[]>;
}

const built = new Map<AssistantLanguage, Index>();

/** Builds a language's index on its first use (a few milliseconds), then keeps it. */
function index(language: AssistantLanguage): Index {
  const existing = built.get(language);
  if (existing) return existing;
  const { passages } = knowledgeBase(language);
  const { termsOf } = searchWords(language);
  const fields = ["title", "also", "asks", "text"] as const;
  const lexicon = new Set(passages.flatMap((passage) => fields.flatMap((field) => termsOf(passage[field]))));
  const { indexTerms, processTerm } = lexiconWords(language, lexicon);
  const search = new MiniSearch<KnowledgePassage>({
    fields: [...fields],
    extractField: (passage, field) => String(passage[field as keyof KnowledgePassage] ?? ""),
    tokenize: (text) => normalizeText(text).split(" "),
    processTerm: indexTerms,
    searchOptions: {
      processTerm,
      boost: { title: 3, also: 2, asks: TUNING.asksBoost, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      boostDocument: (id) => (String(id).startsWith("glossary#") ? TUNING.glossaryWeight : 1),
    },
  });
  search.addAll(passages);
  const questionTerms = (question: string) => [
    ...new Set(
      normalizeText(question)
        .split(" ")
        .map(processTerm)
        .filter((term): term is string => term !== null),
    ),
  ];
  const holding = new Map<string, number>();
  for (const passage of passages) {
    for (const term of new Set(fields.flatMap((field) => questionTerms(passage[field])))) {
      holding.set(term, (holding.get(term) ?? 0) + 1);
    }
  }
  const rarity = (term: string) => Math.log(1 + passages.length / (holding.get(term) ?? 1));
  const waysToAsk = new Map(
    passages.map((passage) => [
      passage.id,
      [passage.title, ...passage.examples, ...passage.names].map((text) => withPairs(questionTerms(text))),
    ]),
  );
  const made = {
    search,
    byId: new Map(passages.map((passage) => [passage.id, passage])),
    questionTerms,
    rarity,
    waysToAsk,
  };
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

/**
 * The passages that match the question with its everyday phrases' words added; an added word weighs less than her own
 * (TUNING.synonymWeight): a phrase that stands for a subject ("hurt my" for harassment) must not outweigh the words
 * she chose ("deposit").
 */
function search(question: string, language: AssistantLanguage): SearchResult[] {
  const { search: searchIndex, questionTerms } = index(language);
  const own = new Set(questionTerms(question));
  return searchIndex.search(expandSynonyms(question, language), {
    combineWith: "OR",
    boostTerm: (term) => (own.has(term) ? 1 : TUNING.synonymWeight),
  });
}

const toPassage = ({ id, title, text, citations }: KnowledgePassage): AssistantPassage => ({ id, title, text, citations });

/** A search result with its passage, its fit to the question's frame and its score once the frame is applied. */
interface Candidate {
  result: SearchResult;
  passage: KnowledgePassage;
  fit: Fit;
  score: number;
}

/** The facts that decide what she must do and by when: the paper she names and the court her case is in. */
const DECISIVE_FACETS = ["paper", "court"] as const;

/**
 * The results that fit the question's frame, best first (the closest compared once more: rerank), and the best result
 * of all (it may contradict it).
 */
function rank(results: readonly SearchResult[], frame: Frame, language: AssistantLanguage, question: string) {
  const { byId } = index(language);
  const all = results.map((result): Candidate => {
    const passage = byId.get(String(result.id))!;
    const { onlyWhenNamed, setAsideOnly } = knowledgeBase(language).frames;
    const fit = fitOf(passage.frame, frame, onlyWhenNamed, setAsideOnly);
    const names = (facet: string) => [...(passage.frame.get(facet) ?? [])].some((value) => frame.get(facet)?.has(value) ?? false);
    const decisive = DECISIVE_FACETS.filter(names).length;
    const boost = TUNING.frameMatchBoost * fit.matches + TUNING.paperMatchBoost * decisive;
    const presumed = presumesUnsaid(passage, frame, knowledgeBase(language).frames.presumes) ? TUNING.presumedScoreShare : 1;
    return { result, passage, fit, score: result.score * (1 + boost) * presumed };
  });
  const fitting = all.filter((each) => each.fit.conflicts.length === 0).sort((a, b) => b.score - a.score);
  rerank(fitting, question, language);
  return { fitting, first: all[0] };
}

/** Two words side by side, as the rerank compares them: "time limit" is not the "limit" of "the small claims limit". */
const PAIR = " ";

/** A text's terms in order, and each two side by side (the words between them were common words). */
const withPairs = (terms: readonly string[]) => [...terms, ...terms.slice(1).map((term, at) => `${terms[at]}${PAIR}${term}`)];

/** A term's weight in the rerank: its rarity; two words side by side, a share of their mean rarity. */
function weightOf(term: string, rarity: (term: string) => number): number {
  if (!term.includes(PAIR)) return rarity(term);
  const words = term.split(PAIR);
  return (TUNING.rerankPairWeight * words.reduce((sum, word) => sum + rarity(word), 0)) / words.length;
}

/**
 * The closest passages compared once more, with the question as she asked it: how close it is to the ways each is
 * asked for (its title, each of its example questions, its other names), as the weighted overlap of their words and
 * of their words side by side (a word weighs by its rarity in the knowledge base; her everyday phrases are not
 * expanded here). A long general passage collects score from many words and from the words of her everyday phrases;
 * the specific one is asked for with her rarer words ("el doble" of a deposit, the day she was "served" that does not "count"): among passages this close,
 * that decides. Only the order and the scores of these few change, so the confidence reads the lead after it.
 */
function rerank(fitting: Candidate[], question: string, language: AssistantLanguage): void {
  const { questionTerms, rarity, waysToAsk } = index(language);
  const asked = new Set(withPairs(questionTerms(question)));
  const weight = (terms: Iterable<string>) => [...terms].reduce((sum, term) => sum + weightOf(term, rarity), 0);
  const top = fitting.slice(0, TUNING.rerankCandidates);
  const best = top[0]?.score;
  if (best === undefined || best <= 0 || asked.size === 0) return;
  for (const candidate of top) {
    const closeness = Math.max(
      0,
      ...(waysToAsk.get(candidate.passage.id) ?? []).map((terms) => {
        const shared = weight(terms.filter((term) => asked.has(term)));
        return shared === 0 ? 0 : shared / weight(new Set([...terms, ...asked]));
      }),
    );
    candidate.score = best * (candidate.score / best + TUNING.rerankWeight * closeness);
  }
  top.sort((a, b) => b.score - a.score);
  fitting.splice(0, top.length, ...top);
}

export function retrieve(question: string, limit = 5, language: AssistantLanguage = "en"): AssistantPassage[] {
  const frame = questionFrame(question, knowledgeBase(language).frames);
  return rank(search(question, language), frame, language, question)
    .fitting.slice(0, limit)
    .map((candidate) => toPassage(candidate.passage));
}

/**
 * How sure the answer is, from the retrieval: the share of the question's own words the best passage matched
 * (a word of an everyday phrase counts when the phrase's synonym matched, and a word of a court, side or paper the
 * passage fits counts too), and how far its score leads the next.
 */
function confidenceOf(question: string, language: AssistantLanguage, [best, next]: readonly Candidate[]): number {
  if (!best) return 0;
  const { termsOf } = searchWords(language);
  const matched = new Set([...best.result.queryTerms, ...best.result.terms]);
  const text = normalizeText(question);
  const translated = new Set(
    synonymsIn(question, language)
      .filter((synonym) => termsOf(synonym.means).some((term) => matched.has(term)))
      .flatMap((synonym) => synonym.phrases.filter((phrase) => hasPhrase(text, phrase)).flatMap(termsOf)),
  );
  if (best.fit.matches > 0) {
    for (const term of cuePhrasesIn(question, knowledgeBase(language).frames).flatMap(termsOf)) translated.add(term);
  }
  const asked = index(language).questionTerms(question);
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

/** A question back instead of an answer: no passage fits the facts she gave well enough to answer. */
function askBack(clarify: Clarify): LocalAnswer {
  return {
    answer: clarifyMarkdown(clarify),
    sources: [],
    followUpQuestions: clarify.options.map((option) => option.question),
    confidence: TUNING.noAnswerConfidence,
    passages: [],
    scope: "florida_civil",
    clarify,
  };
}

function followUps(question: string, used: readonly KnowledgePassage[]): string[] {
  const asked = normalizeText(question);
  const all = used.flatMap((passage) => passage.questions).filter((each) => normalizeText(each) !== asked);
  return [...new Set(all)].slice(0, TUNING.followUpQuestions);
}

function nextStepsOf(used: readonly KnowledgePassage[], language: AssistantLanguage): NextStep[] {
  const { nextSteps } = knowledgeBase(language);
  // Taken in turns, each passage's first step first: an answer that asks which court offers a start for each court.
  const longest = Math.max(0, ...used.map((passage) => passage.next.length));
  const inTurns = Array.from({ length: longest }, (_, index) => used.flatMap((passage) => passage.next[index] ?? []));
  const ids = [...new Set(inTurns.flat())].slice(0, TUNING.nextSteps);
  return ids.map((id) => nextSteps[id]).filter((step): step is NextStep => step !== undefined);
}

/** The values of a facet the passages name, each once. */
const namedValues = (passages: readonly KnowledgePassage[], facet: string) => [
  ...new Set(passages.flatMap((passage) => [...(passage.frame.get(facet) ?? [])])),
];

/** The titles of the closest passages, one a topic file, for her to choose from. */
function closestTopics(candidates: readonly Candidate[]): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const { passage } of candidates) {
    const topic = passage.id.split("#")[0]!;
    if (seen.has(topic)) continue;
    seen.add(topic);
    titles.push(passage.title);
    if (titles.length === TUNING.topicChoices) break;
  }
  return titles;
}

/**
 * Whether a passage may stand beside the best one in an answer: it shares one of its topics (a passage about appeals
 * does not join one about deposits because both say "30 days"). A glossary term, with no topic, joins any.
 */
function sameTopic(passage: KnowledgePassage, best: KnowledgePassage): boolean {
  if (passage.topics.length === 0 || best.topics.length === 0) return true;
  return passage.topics.some((topic) => best.topics.includes(topic));
}

/**
 * The rest of a question naming a subject set aside (one the law sheet does not answer, or one outside the knowledge
 * base), when it asks what a passage answers: its clauses (between stops and commas) that name no such subject. Her
 * question mark must close one of them (what she asks is not the subject set aside: "… can I sue for malpractice?"),
 * and they must be answered with `minConfidence` (surely, beside a subject the law sheet does not answer; merely
 * answered, beside one outside the knowledge base named in passing) and hold enough of the law's words
 * (uncoveredRestWeight): "… el
 * dueño vendió el edificio …, pago mes a mes, ¿cuánto aviso me tienen que dar?" asks a month-to-month tenant's notice;
 * "the building was sold …, what happens to my lease?" asks about the sale; "… they sued me on a credit card. I also
 * have a parking ticket but that's not important. How much time do I have to respond?" asks about the lawsuit.
 */
function askedBeside(
  question: string,
  language: AssistantLanguage,
  setAside: (scope: QuestionScope) => boolean,
  minConfidence: number,
): string | undefined {
  const { scope, frames } = knowledgeBase(language);
  const { questionTerms, rarity } = index(language);
  const clauses = question.split(/(?<=[.,;:!?¿¡\n])/).map((clause) => ({
    text: clause,
    asks: clause.trim().endsWith("?"),
    aside: setAside(questionScope(clause, scope)),
  }));
  const rest = clauses.filter((clause) => !clause.aside);
  if (!rest.some((clause) => clause.asks) || clauses.some((clause) => clause.asks && clause.aside)) return undefined;
  const text = rest.map((clause) => clause.text).join(" ");
  const fitting = rank(search(text, language), questionFrame(text, frames), language, text).fitting;
  const best = fitting[0];
  if (!best) return undefined;
  const weight = questionTerms(text)
    .filter((term) => best.result.queryTerms.includes(term))
    .reduce((sum, term) => sum + rarity(term), 0);
  const asked = weight >= TUNING.uncoveredRestWeight && confidenceOf(text, language, fitting) >= minConfidence;
  return asked ? text : undefined;
}

/** The facet of the paper she names: a notice, a summons, a power of attorney, a living will. */
const PAPER = "paper";

/**
 * Whether the best passage speaks of no paper while she names one, and a passage about that paper comes close
 * (paperRivalShare): the best one may answer something beside her paper ("can my father with dementia still sign
 * a power of attorney" led by what happens when no one was named), so it is offered as unsure, beside the closest
 * topics.
 */
function paperRival(best: Candidate, fitting: readonly Candidate[], frame: Frame): boolean {
  const named = frame.get(PAPER);
  if (!named || best.passage.frame.has(PAPER)) return false;
  return fitting
    .slice(1, TUNING.paperRivalCandidates)
    .some(
      (candidate) =>
        candidate.score >= best.score * TUNING.paperRivalShare &&
        [...(candidate.passage.frame.get(PAPER) ?? [])].some((paper) => named.has(paper)),
    );
}

/**
 * Whether the best passage's match rests only on everyday words: it fits none of her facts, is no glossary term, and
 * none of her own words it matched is one of its distinctive words: a word of its title or other names that is rare
 * in the knowledge base (distinctiveRarity). "The mechanic won't give
 * my car back until I pay" matching a tenant's repairs through "pay" is not sure.
 */
function restsOnCommonWords(question: string, language: AssistantLanguage, best: Candidate): boolean {
  if (best.fit.matches > 0 || best.passage.id.startsWith("glossary#")) return false;
  const { questionTerms, rarity } = index(language);
  const matched = new Set([...best.result.queryTerms, ...best.result.terms]);
  const distinctive = new Set(
    [best.passage.title, ...best.passage.names].flatMap(questionTerms).filter((term) => rarity(term) >= TUNING.distinctiveRarity),
  );
  return !questionTerms(question).some((term) => matched.has(term) && distinctive.has(term));
}

/**
 * Whether the best passage presumes a fact of her situation she did not give (frames.yml `presumes`: that she missed a
 * date or a deadline): "a paper with a date to show up" is not a missed court date.
 */
function presumesUnsaid(best: KnowledgePassage, frame: Frame, presumes: readonly string[] = []): boolean {
  return presumes.some((facet) => best.frame.has(facet) && !frame.has(facet));
}

/** The facet of the side she is on, the side far fewer askers are on (the one who sued), and the other one. */
const SIDE = { facet: "side", suing: "plaintiff", sued: "defendant" } as const;

/**
 * A close passage of the best one's topic written to the one being sued, when the best one is written only to the one
 * who sued and her question does not say which she is ("I missed my pretrial conference": the one who sued has her
 * case dismissed, the one sued gets a default against her). Showing only the best one would present the other
 * side's rule as hers, to the side most people asking are on.
 */
function sideRival(best: KnowledgePassage, rivals: readonly KnowledgePassage[], frame: Frame): KnowledgePassage | undefined {
  const bestSides = best.frame.get(SIDE.facet);
  if (frame.has(SIDE.facet) || bestSides?.size !== 1 || !bestSides.has(SIDE.suing)) return undefined;
  return rivals.find((rival) => rival.frame.get(SIDE.facet)?.has(SIDE.sued) === true && sameTopic(rival, best));
}

const notCovered = (each: QuestionScope) => each.kind === "referred" && each.area === "notCovered";
const outsideSubject = (each: QuestionScope) => each.kind === "out_of_scope" && each.why === "subject";

/** The answer in `language`, from that language's knowledge base (the caller chooses it: question-language.ts). */
export function answerLocally(question: string, language: AssistantLanguage = "en"): LocalAnswer {
  const { replies, scope, frames } = knowledgeBase(language);
  const inScope = questionScope(question, scope);
  // A subject the law sheet does not answer (how long a judgment lasts, suing a city) is referred unless a passage
  // answers her question surely ("the new owner says I must leave, I rent month to month"), or the rest of it, without
  // the parts naming that subject, asks what a passage answers surely ("…, ¿cuánto aviso me tienen que dar?").
  const uncovered = inScope.kind === "referred" && inScope.area === "notCovered";
  if (inScope.kind === "referred" && !uncovered) return noAnswer(language, "referred", replies.referred[inScope.area]);
  if (inScope.kind === "out_of_scope") {
    // A subject outside the knowledge base named in passing ("I also have a parking ticket…"): the rest of her
    // question is answered when a passage answers it. Another state's law is never answered.
    const rest = outsideSubject(inScope) ? askedBeside(question, language, outsideSubject, TUNING.minConfidence) : undefined;
    const answered = rest !== undefined && questionScope(rest, scope).kind !== "out_of_scope";
    return answered ? answerLocally(rest, language) : noAnswer(language, "out_of_scope", replies.outOfScope);
  }

  const frame = questionFrame(question, frames);
  const { fitting, first } = rank(search(question, language), frame, language, question);
  const best = fitting[0];
  const confidence = confidenceOf(question, language, fitting);
  if (
    uncovered &&
    (!best ||
      (confidence < TUNING.uncoveredConfidence &&
        askedBeside(question, language, notCovered, TUNING.sureConfidence) === undefined))
  ) {
    return noAnswer(language, "referred", replies.referred.notCovered);
  }
  const floor = best && best.fit.matches > 0 ? TUNING.minFramedConfidence : TUNING.minConfidence;
  const weak = !best || confidence < TUNING.minWeakConfidence;
  if (!best || confidence < floor) {
    // The closest passage is about another court, side or paper than hers, and none that fits hers comes close
    // enough to offer: ask which one she means.
    const [conflict] = first?.fit.conflicts ?? [];
    if (conflict !== undefined && weak) {
      const named = [...(frame.get(conflict) ?? []), ...(first!.passage.frame.get(conflict) ?? [])];
      return askBack(askFacet(question, conflict, frames, named));
    }
    // A question scope.yml does not set aside is about Florida civil life: a weak match is still offered, marked as
    // unsure and with the closest topics, rather than declined. Only a question nothing matches is declined.
    if (weak) return noAnswer(language, "out_of_scope", replies.outOfScope);
  }
  // A match that fits none of her facts and is not sure is offered only to a question naming something of the law
  // ("how do i fix my iphone screen" matching a landlord's repairs through "fix" is not, nor "best sushi" matching
  // "best interest"). Nor is a match made only through short typos, however far it leads the next ("bake bread" read
  // as "break").
  const unsure = confidence < TUNING.anchoredConfidence || matchedOnlyThroughShortTypos(best.result);
  if (unsure && best.fit.matches === 0 && !matchesAnchor(best.result, question, language)) {
    return noAnswer(language, "out_of_scope", replies.outOfScope);
  }

  const used = fitting
    .filter((candidate) => candidate.score >= best.score * TUNING.minShareOfBestScore)
    .filter((candidate) => candidate === best || sameTopic(candidate.passage, best.passage))
    .slice(0, TUNING.maxAnswerPassages);
  const rivals = fitting
    .slice(0, TUNING.maxAnswerPassages + 2)
    .filter((candidate) => candidate.score >= best.score * TUNING.courtRivalShare)
    .map((candidate) => candidate.passage);
  const courtOpen = openFacet(
    rivals.map((passage) => passage.frame),
    frame,
    "court",
  );
  // The best passage is written to the one who sued, which she did not say she is, and one written to the one being
  // sued comes close: that one is shown too, and she is asked which side she is on (sideRival).
  const otherSide = courtOpen === undefined ? sideRival(best.passage, rivals, frame) : undefined;
  const answering = used.map((candidate) => candidate.passage);
  const passages = otherSide && !answering.includes(otherSide) ? [...answering, otherSide] : answering;
  const body = passages.map((passage) => `**${passage.title}**\n\n${passage.text}`).join("\n\n");
  const rivalOpen = otherSide ? SIDE.facet : courtOpen;
  const open =
    openFacet(
      passages.map((passage) => passage.frame),
      frame,
    ) ?? rivalOpen;
  // A passage of another topic nearly as close: the best one may be about the wrong thing, so it is offered as unsure,
  // beside the closest topics, rather than as the answer.
  const contested = fitting
    .slice(1, TUNING.maxAnswerPassages + 2)
    .some((candidate) => candidate.score >= best.score * TUNING.rivalTopicShare && !sameTopic(candidate.passage, best.passage));
  // A question naming a subject the law sheet does not answer ("the house i rent got sold"), answered because a
  // passage matched it surely: that passage does not speak to the subject, so it is offered as unsure, beside the
  // closest topics, rather than as the answer.
  const sure =
    confidence >= TUNING.sureConfidence &&
    !contested &&
    !uncovered &&
    !paperRival(best, fitting, frame) &&
    !presumesUnsaid(best.passage, frame, frames.presumes) &&
    !namesUnsettled(question, scope) &&
    !(confidence < TUNING.commonWordsSureConfidence && restsOnCommonWords(question, language, best));
  const clarify =
    open !== undefined
      ? askFacet(question, open, frames, namedValues(open === rivalOpen ? rivals : passages, open))
      : sure
        ? undefined
        : chooseTopic(replies.chooseTopic, closestTopics(fitting));
  // Asking which court or side: the next steps of each court or side her answer may be about.
  const nextSteps = nextStepsOf(
    open !== undefined && open === rivalOpen ? rivals.filter((passage) => passage.frame.has(open)) : passages,
    language,
  );
  return {
    answer: sure ? body : `${replies.lowConfidence}\n\n${body}`,
    sources: [...new Set(passages.flatMap((passage) => passage.citations.map((each) => each.citation)))],
    followUpQuestions: followUps(question, passages),
    confidence,
    passages: passages.map(toPassage),
    scope: "florida_civil",
    ...(clarify ? { clarify } : {}),
    ...(nextSteps.length > 0 ? { nextSteps } : {}),
  };
}
