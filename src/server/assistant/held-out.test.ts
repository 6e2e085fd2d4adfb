/**
 * The assistant scored on its held-out questions: questions written from the law and from how people type, never used
 * to tune it, so the score estimates how it does on new questions. There are two sets, each in English and Spanish:
 * held-out 1 (test-support/held-out-questions.yml and -es.yml), which the person tuning the engine partly saw, so it
 * is no longer clean; and held-out 2 (test-support/held-out-2-questions.yml and -es.yml), written after the engine was
 * tuned and never seen while tuning it; and held-out 3 (test-support/held-out-3-questions.yml and -es.yml), written
 * from the law sheet before the third round of tuning and never seen while tuning it; held-out 4 and 5, likewise
 * written before the fourth and fifth rounds (held-out 5 also names the passage expected first, and its summary says
 * how often that passage leads the answer: a measure of the ranking itself); held-out 6, written the same way before
 * the sixth round (example questions per passage, Spanish verbs read without their accent); held-out 7, written
 * before the seventh round (glossary asks, lexicon, frames, clarifying questions); held-out 8, written the same way
 * before the eighth round; held-out 9, before the ninth.
 * An answerable question passes when the answer is about Florida civil law, lists one of the expected citations among
 * its sources and states one of the expected facts; a question to refer or decline passes when the answer has that
 * scope and no sources. The scores are printed, one summary line per set, and written to .tmp/assistant-held-out.txt
 * for `npm test` to show. The misses name questions, so they are shown only when asked for: HELD_OUT_MISSES=1 for
 * held-out 1, HELD_OUT_MISSES=2 for held-out 2 (HELD_OUT_MISSES=3 to =9 for held-outs 3 to 9 exist for
 * whoever reviews the engine, never for whoever tunes it).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as law from "@shared/florida/law";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type AssistantLanguage, type LocalAnswer } from "./local-engine";
import {
  HELD_OUT_2_QUESTIONS,
  HELD_OUT_2_QUESTIONS_ES,
  HELD_OUT_3_QUESTIONS,
  HELD_OUT_3_QUESTIONS_ES,
  HELD_OUT_4_QUESTIONS,
  HELD_OUT_4_QUESTIONS_ES,
  HELD_OUT_5_QUESTIONS,
  HELD_OUT_5_QUESTIONS_ES,
  HELD_OUT_6_QUESTIONS,
  HELD_OUT_6_QUESTIONS_ES,
  HELD_OUT_7_QUESTIONS,
  HELD_OUT_7_QUESTIONS_ES,
  HELD_OUT_8_QUESTIONS,
  HELD_OUT_8_QUESTIONS_ES,
  HELD_OUT_9_QUESTIONS,
  HELD_OUT_9_QUESTIONS_ES,
  HELD_OUT_QUESTIONS,
  HELD_OUT_QUESTIONS_ES,
  TUNING_2_QUESTIONS,
  TUNING_2_QUESTIONS_ES,
  TUNING_3_QUESTIONS,
  TUNING_3_QUESTIONS_ES,
  TUNING_4_QUESTIONS,
  TUNING_4_QUESTIONS_ES,
  TUNING_5_QUESTIONS,
  TUNING_5_QUESTIONS_ES,
  TUNING_6_QUESTIONS,
  TUNING_6_QUESTIONS_ES,
  type HeldOutQuestion,
} from "./test-support/held-out-questions";
import { QUALITY_QUESTIONS, SPANISH_QUALITY_QUESTIONS } from "./test-support/quality-questions";

/**
 * Regression floors for held-out 1, set 10 points under the scores measured when the set was written (English 73%,
 * Spanish 81%), rounded down to a multiple of 5, and raised the same way after the sixth round (English 99%, Spanish
 * 100%). They guard against an assistant change that makes answers worse; they are not a target to tune towards.
 */
const FLOOR = { en: 0.85, es: 0.9 } as const;

/**
 * Regression floors for held-out 2, set 10 points under the scores measured when the set was written (English 71%,
 * Spanish 83%), rounded down to a multiple of 5, and raised the same way after the sixth round (English 85%, Spanish
 * 87%). Like the first set's, they guard against an assistant change that makes answers worse; they are not a target
 * to tune towards.
 */
const FLOOR_2 = { en: 0.75, es: 0.75 } as const;

/**
 * Regression floors for held-out 3, set 10 points under the scores measured when the set was written, before any
 * tuning (English 73/92, 79%; Spanish 29/37, 78%), rounded down to a multiple of 5, and raised the same way after the
 * sixth round (English 79/92, 86%; Spanish 31/37, 84%). Not a target to tune towards.
 */
const FLOOR_3 = { en: 0.75, es: 0.7 } as const;

/**
 * Regression floors for held-out 4, set 10 points under the scores measured when the set was written, before any
 * tuning (English 62/72, 86%; Spanish 49/63, 78%), rounded down to a multiple of 5, and raised the same way after the
 * sixth round (English 62/72, 86%; Spanish 52/63, 83%). Not a target to tune towards.
 */
const FLOOR_4 = { en: 0.75, es: 0.7 } as const;

/**
 * Regression floors for held-out 5, set 10 points under the scores measured when the set was written, before the
 * fifth round's ranking change (English 52/67, 78%; Spanish 38/45, 84%), rounded down to a multiple of 5, and raised
 * the same way after the sixth round (English 56/67, 84%; Spanish 40/45, 89%). Not a target to tune towards.
 */
const FLOOR_5 = { en: 0.7, es: 0.75 } as const;

/**
 * Regression floors for held-out 6, at its scores rounded down to a whole percent: measured when the set was written,
 * before the sixth round (English 57/68, 84%; Spanish 38/47, 81%), and raised to those after it (English 63/68, 92%;
 * Spanish 43/47, 91%). Lowered to English 91% after the eighth round (62/68: its passages from more angles cost one
 * held-out 6 question while held-out 7 and 8 gained; which one was not read). Not a target to tune towards.
 */
const FLOOR_6 = { en: 0.91, es: 0.91 } as const;

/**
 * Regression floors for held-out 7, 10 points under its scores measured when the set was written, before the seventh
 * round (English 76/97, 78%; Spanish 50/60, 83%), rounded down to a multiple of 5. Not a target to tune towards.
 */
const FLOOR_7 = { en: 0.65, es: 0.7 } as const;

/**
 * Regression floors for held-out 8, 10 points under its scores measured when the set was written, before the eighth
 * round (English 76/105, 72%; Spanish 47/57, 82%), rounded down to a multiple of 5. Not a target to tune towards.
 */
const FLOOR_8 = { en: 0.6, es: 0.7 } as const;

/**
 * Regression floors for held-out 9, 10 points under its scores measured when the set was written, before the ninth
 * round (English 79/90, 88%; Spanish 39/46, 85%), rounded down to a multiple of 5; after it, English 78/90 (87%) and
 * Spanish 41/46 (89%). Not a target to tune towards.
 */
const FLOOR_9 = { en: 0.75, es: 0.75 } as const;

/** Tuning 5 is tuned on: written for the seventh round, it must stay at 90% or more. */
const TUNING_5_FLOOR = { en: 0.9, es: 0.9 } as const;

/**
 * Tuning 6 is tuned on: written for the eighth round, after held-out 8 (English 36/47, Spanish 22/28 before it; 44/47
 * and 27/28 after), it must stay at 90% or more.
 */
const TUNING_6_FLOOR = { en: 0.9, es: 0.9 } as const;

/** Tuning 2 is tuned on (its misses may be read): it must stay at 90% or more in both languages. */
const TUNING_2_FLOOR = { en: 0.9, es: 0.9 } as const;

/**
 * Tuning 3 is tuned on too: written for the fifth round (English 23/24, Spanish 13/16, both before and after it), it
 * must stay at 80% or more; its Spanish half is short of 90%: its misses tell apart passages of one topic, which the
 * fifth round's ranking did not learn to do.
 */
const TUNING_3_FLOOR = { en: 0.8, es: 0.8 } as const;

/**
 * Tuning 4 is tuned on: written for the sixth round (English 25/31, Spanish 18/25 before it; 30/31 and 24/25 after),
 * it must stay at 90% or more.
 */
const TUNING_4_FLOOR = { en: 0.9, es: 0.9 } as const;

/** Every citation an answer can carry: the assistant's passages cite entries of the law module. */
const LAW_CITATIONS = new Set(
  (Object.values(law) as unknown[])
    .filter((group): group is Record<string, unknown> => typeof group === "object" && group !== null)
    .flatMap((group) => Object.values(group))
    .flatMap((entry) =>
      typeof entry === "object" && entry !== null && "citation" in entry && typeof entry.citation === "string"
        ? [entry.citation]
        : [],
    ),
);

/** Lower case; for Spanish also without accents, as people often type it. */
function comparable(text: string, language: AssistantLanguage): string {
  const lower = text.toLowerCase();
  return language === "es" ? lower.normalize("NFD").replace(/\p{M}/gu, "") : lower;
}

/**
 * Whether the fact is in the text as a whole number or word start: "5 days" must not be found inside "15 days", nor
 * "3 years" count for "30 years". A fact may end mid-word ("exterminat"), to accept every ending.
 */
function states(text: string, fact: string): boolean {
  const alphanumeric = /[\p{L}\p{N}]/u;
  const digit = /\p{N}/u;
  for (let at = text.indexOf(fact); at !== -1; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1];
    const after = text[at + fact.length];
    if (alphanumeric.test(fact[0]!) && before !== undefined && alphanumeric.test(before)) continue;
    if (digit.test(fact.at(-1)!) && after !== undefined && digit.test(after)) continue;
    return true;
  }
  return false;
}

function passes(expected: HeldOutQuestion, answer: LocalAnswer, language: AssistantLanguage): boolean {
  if (expected.scope) return answer.scope === expected.scope && answer.sources.length === 0;
  const text = comparable(answer.answer, language);
  return (
    answer.scope === "florida_civil" &&
    expected.citations.some((citation) => answer.sources.includes(citation)) &&
    expected.facts.some((fact) => states(text, comparable(fact, language)))
  );
}

interface Score {
  right: number;
  total: number;
  /** Answerable questions whose first passage is the one expected (only sets that name it), of those that name one. */
  firstPassage: { right: number; total: number };
  misses: string[];
}

function score(questions: readonly HeldOutQuestion[], language: AssistantLanguage): Score {
  const misses: string[] = [];
  let right = 0;
  const firstPassage = { right: 0, total: 0 };
  for (const expected of questions) {
    const answer = answerLocally(expected.question, language);
    if (expected.passage !== undefined) {
      firstPassage.total += 1;
      if (answer.passages[0]?.id === expected.passage) firstPassage.right += 1;
    }
    if (passes(expected, answer, language)) right += 1;
    else {
      const best = answer.passages[0]?.id ?? "no passage";
      misses.push(`  ✗ ${expected.question} → ${answer.scope} ${best} [${answer.sources.join("; ")}]`);
    }
  }
  return { right, total: questions.length, firstPassage, misses };
}

const percent = (right: number, total: number) => Math.round((right / total) * 100);

/** The summary lines of the sets scored in this run, in order: the file holds one line per set. */
const summaries: string[] = [];

function report(summary: string, misses: string[], set: "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "tuning") {
  const shown = process.env.HELD_OUT_MISSES === set ? misses.join("\n") : "";
  console.log(`\n${summary}\n${shown}\n`);
  summaries.push(summary);
  const tmp = new URL("../../../.tmp/", import.meta.url);
  mkdirSync(tmp, { recursive: true });
  writeFileSync(new URL("assistant-held-out.txt", tmp), `${summaries.join("\n")}\n`);
}

const summaryOf = (label: string, english: Score, spanish: Score) =>
  `Assistant ${label}: ` +
  `English ${english.right}/${english.total} (${percent(english.right, english.total)}%), ` +
  `Spanish ${spanish.right}/${spanish.total} (${percent(spanish.right, spanish.total)}%)`;

/** The questions of the tuning sets and of both held-out sets, English and Spanish together, by set. */
const ALL_SETS = {
  tuning: [...QUALITY_QUESTIONS, ...SPANISH_QUALITY_QUESTIONS],
  "tuning 2": [...TUNING_2_QUESTIONS, ...TUNING_2_QUESTIONS_ES],
  "tuning 3": [...TUNING_3_QUESTIONS, ...TUNING_3_QUESTIONS_ES],
  "tuning 4": [...TUNING_4_QUESTIONS, ...TUNING_4_QUESTIONS_ES],
  "tuning 5": [...TUNING_5_QUESTIONS, ...TUNING_5_QUESTIONS_ES],
  "tuning 6": [...TUNING_6_QUESTIONS, ...TUNING_6_QUESTIONS_ES],
  "held-out 1": [...HELD_OUT_QUESTIONS, ...HELD_OUT_QUESTIONS_ES],
  "held-out 2": [...HELD_OUT_2_QUESTIONS, ...HELD_OUT_2_QUESTIONS_ES],
  "held-out 3": [...HELD_OUT_3_QUESTIONS, ...HELD_OUT_3_QUESTIONS_ES],
  "held-out 4": [...HELD_OUT_4_QUESTIONS, ...HELD_OUT_4_QUESTIONS_ES],
  "held-out 5": [...HELD_OUT_5_QUESTIONS, ...HELD_OUT_5_QUESTIONS_ES],
  "held-out 6": [...HELD_OUT_6_QUESTIONS, ...HELD_OUT_6_QUESTIONS_ES],
  "held-out 7": [...HELD_OUT_7_QUESTIONS, ...HELD_OUT_7_QUESTIONS_ES],
  "held-out 8": [...HELD_OUT_8_QUESTIONS, ...HELD_OUT_8_QUESTIONS_ES],
  "held-out 9": [...HELD_OUT_9_QUESTIONS, ...HELD_OUT_9_QUESTIONS_ES],
} as const;

/** The question texts of every set but the one named: a held-out question must be in none of them. */
function questionsOutside(set: keyof typeof ALL_SETS): Set<string> {
  return new Set(
    (Object.keys(ALL_SETS) as (keyof typeof ALL_SETS)[])
      .filter((name) => name !== set)
      .flatMap((name) => ALL_SETS[name].map((each) => each.question.trim())),
  );
}

describe("the assistant's held-out questions", () => {
  const sets = [
    ["held-out 1", "English", HELD_OUT_QUESTIONS],
    ["held-out 1", "Spanish", HELD_OUT_QUESTIONS_ES],
    ["held-out 2", "English", HELD_OUT_2_QUESTIONS],
    ["held-out 2", "Spanish", HELD_OUT_2_QUESTIONS_ES],
    ["held-out 3", "English", HELD_OUT_3_QUESTIONS],
    ["held-out 3", "Spanish", HELD_OUT_3_QUESTIONS_ES],
    ["held-out 4", "English", HELD_OUT_4_QUESTIONS],
    ["held-out 4", "Spanish", HELD_OUT_4_QUESTIONS_ES],
    ["held-out 5", "English", HELD_OUT_5_QUESTIONS],
    ["held-out 5", "Spanish", HELD_OUT_5_QUESTIONS_ES],
    ["held-out 6", "English", HELD_OUT_6_QUESTIONS],
    ["held-out 6", "Spanish", HELD_OUT_6_QUESTIONS_ES],
    ["held-out 7", "English", HELD_OUT_7_QUESTIONS],
    ["held-out 7", "Spanish", HELD_OUT_7_QUESTIONS_ES],
    ["held-out 8", "English", HELD_OUT_8_QUESTIONS],
    ["held-out 8", "Spanish", HELD_OUT_8_QUESTIONS_ES],
    ["held-out 9", "English", HELD_OUT_9_QUESTIONS],
    ["held-out 9", "Spanish", HELD_OUT_9_QUESTIONS_ES],
    ["tuning 2", "English", TUNING_2_QUESTIONS],
    ["tuning 2", "Spanish", TUNING_2_QUESTIONS_ES],
    ["tuning 3", "English", TUNING_3_QUESTIONS],
    ["tuning 3", "Spanish", TUNING_3_QUESTIONS_ES],
    ["tuning 4", "English", TUNING_4_QUESTIONS],
    ["tuning 4", "Spanish", TUNING_4_QUESTIONS_ES],
    ["tuning 5", "English", TUNING_5_QUESTIONS],
    ["tuning 5", "Spanish", TUNING_5_QUESTIONS_ES],
    ["tuning 6", "English", TUNING_6_QUESTIONS],
    ["tuning 6", "Spanish", TUNING_6_QUESTIONS_ES],
  ] as const;

  it("has at least 110 English and 45 Spanish questions in held-out 1, with at least 10 English ones it must not answer", () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(110);
    expect(HELD_OUT_QUESTIONS_ES.length).toBeGreaterThanOrEqual(45);
    expect(HELD_OUT_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(4);
  });

  it("has at least 110 English and 50 Spanish questions in held-out 2, with at least 10 English ones it must not answer", () => {
    expect(HELD_OUT_2_QUESTIONS.length).toBeGreaterThanOrEqual(110);
    expect(HELD_OUT_2_QUESTIONS_ES.length).toBeGreaterThanOrEqual(50);
    expect(HELD_OUT_2_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT_2_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(4);
  });

  it("has at least 60 English and 30 Spanish questions in held-out 3, with at least 5 English ones it must not answer", () => {
    expect(HELD_OUT_3_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_3_QUESTIONS_ES.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT_3_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(5);
    expect(HELD_OUT_3_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
  });

  it("has at least 60 English and 60 Spanish questions in held-out 4, with at least 4 of each it must not answer", () => {
    expect(HELD_OUT_4_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_4_QUESTIONS_ES.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_4_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(4);
    expect(HELD_OUT_4_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(4);
  });

  it("has at least 60 English and 40 Spanish questions in held-out 5, each answerable one naming a passage the knowledge base has", () => {
    expect(HELD_OUT_5_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_5_QUESTIONS_ES.length).toBeGreaterThanOrEqual(40);
    for (const [language, questions] of [
      ["en", HELD_OUT_5_QUESTIONS],
      ["es", HELD_OUT_5_QUESTIONS_ES],
    ] as const) {
      const ids = new Set(knowledgeBase(language).passages.map((passage) => passage.id));
      expect(questions.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
      for (const expected of questions.filter((each) => !each.scope)) {
        expect(ids.has(expected.passage ?? ""), `${expected.question} → ${expected.passage}`).toBe(true);
      }
    }
  });

  it("has at least 60 English and 45 Spanish questions in held-out 6, each answerable one naming a passage the knowledge base has", () => {
    expect(HELD_OUT_6_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(HELD_OUT_6_QUESTIONS_ES.length).toBeGreaterThanOrEqual(45);
    for (const [language, questions] of [
      ["en", HELD_OUT_6_QUESTIONS],
      ["es", HELD_OUT_6_QUESTIONS_ES],
    ] as const) {
      const ids = new Set(knowledgeBase(language).passages.map((passage) => passage.id));
      expect(questions.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
      for (const expected of questions.filter((each) => !each.scope)) {
        expect(ids.has(expected.passage ?? ""), `${expected.question} → ${expected.passage}`).toBe(true);
      }
    }
  });

  it.each(sets)(
    "lists, in %s %s, a scope or citations the law module has and facts, for questions in no other set",
    (set, _language, questions) => {
      const elsewhere = questionsOutside(set);
      expect(elsewhere.size).toBeGreaterThan(0);
      expect(LAW_CITATIONS.size).toBeGreaterThan(100);
      const seen = new Set<string>();
      for (const expected of questions) {
        expect(typeof expected.question, JSON.stringify(expected)).toBe("string");
        expect(seen.has(expected.question.trim()), expected.question).toBe(false);
        seen.add(expected.question.trim());
        expect(elsewhere.has(expected.question.trim()), expected.question).toBe(false);
        if (expected.scope) {
          expect(["referred", "out_of_scope"]).toContain(expected.scope);
          expect(expected.citations ?? expected.facts, expected.question).toBeUndefined();
          continue;
        }
        expect(expected.citations.length, expected.question).toBeGreaterThan(0);
        expect(expected.facts.length, expected.question).toBeGreaterThan(0);
        for (const citation of expected.citations) expect(LAW_CITATIONS.has(citation), citation).toBe(true);
        for (const fact of expected.facts) expect(fact.trim(), expected.question).not.toBe("");
      }
    },
  );

  it("answers the held-out 1 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_QUESTIONS, "en");
    const spanish = score(HELD_OUT_QUESTIONS_ES, "es");
    report(summaryOf("held-out 1 (partly seen while tuning)", english, spanish), [...english.misses, ...spanish.misses], "1");

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR.es);
  });

  it("answers the held-out 2 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_2_QUESTIONS, "en");
    const spanish = score(HELD_OUT_2_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 2 (written after the engine was tuned, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "2",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_2.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_2.es);
  });

  it("answers the held-out 3 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_3_QUESTIONS, "en");
    const spanish = score(HELD_OUT_3_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 3 (written from the law sheet before the third round of tuning, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "3",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_3.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_3.es);
  });

  it("answers the held-out 4 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_4_QUESTIONS, "en");
    const spanish = score(HELD_OUT_4_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 4 (written from the law sheet and glossary before the fourth round, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "4",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_4.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_4.es);
  });

  it("answers the held-out 5 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_5_QUESTIONS, "en");
    const spanish = score(HELD_OUT_5_QUESTIONS_ES, "es");
    const first = ({ firstPassage }: Score) => `${firstPassage.right}/${firstPassage.total}`;
    report(
      `${summaryOf("held-out 5 (written before the fifth round's ranking change, never seen)", english, spanish)}; ` +
        `expected passage first: English ${first(english)}, Spanish ${first(spanish)}`,
      [...english.misses, ...spanish.misses],
      "5",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_5.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_5.es);
  });

  it("answers the held-out 6 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_6_QUESTIONS, "en");
    const spanish = score(HELD_OUT_6_QUESTIONS_ES, "es");
    const first = ({ firstPassage }: Score) => `${firstPassage.right}/${firstPassage.total}`;
    report(
      `${summaryOf("held-out 6 (written before the sixth round's example questions and stemming, never seen)", english, spanish)}; ` +
        `expected passage first: English ${first(english)}, Spanish ${first(spanish)}`,
      [...english.misses, ...spanish.misses],
      "6",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_6.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_6.es);
  });

  it("has at least 70 English and 50 Spanish questions in held-out 7, with at least 3 of each it must not answer", () => {
    expect(HELD_OUT_7_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    expect(HELD_OUT_7_QUESTIONS_ES.length).toBeGreaterThanOrEqual(50);
    expect(HELD_OUT_7_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT_7_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
  });

  it("answers the held-out 7 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_7_QUESTIONS, "en");
    const spanish = score(HELD_OUT_7_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 7 (written before the seventh round, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "7",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_7.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_7.es);
  });

  it("has at least 80 English and 50 Spanish questions in held-out 8, with at least 3 of each it must not answer", () => {
    expect(HELD_OUT_8_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    expect(HELD_OUT_8_QUESTIONS_ES.length).toBeGreaterThanOrEqual(50);
    expect(HELD_OUT_8_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT_8_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
  });

  it("answers the held-out 8 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_8_QUESTIONS, "en");
    const spanish = score(HELD_OUT_8_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 8 (written before the eighth round, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "8",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_8.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_8.es);
  });

  it("has at least 70 English and 40 Spanish questions in held-out 9, with at least 3 of each it must not answer", () => {
    expect(HELD_OUT_9_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    expect(HELD_OUT_9_QUESTIONS_ES.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_9_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT_9_QUESTIONS_ES.filter((each) => each.scope).length).toBeGreaterThanOrEqual(3);
  });

  it("answers the held-out 9 questions at least as well as the regression floors", () => {
    const english = score(HELD_OUT_9_QUESTIONS, "en");
    const spanish = score(HELD_OUT_9_QUESTIONS_ES, "es");
    report(
      summaryOf("held-out 9 (written before the ninth round, never seen)", english, spanish),
      [...english.misses, ...spanish.misses],
      "9",
    );

    expect(english.right / english.total).toBeGreaterThanOrEqual(FLOOR_9.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(FLOOR_9.es);
  });

  it("answers the tuning 2 questions, the set the fourth round was tuned on, at 90% or more", () => {
    const english = score(TUNING_2_QUESTIONS, "en");
    const spanish = score(TUNING_2_QUESTIONS_ES, "es");
    report(summaryOf("tuning 2 (tuned on)", english, spanish), [...english.misses, ...spanish.misses], "tuning");

    expect(english.right / english.total).toBeGreaterThanOrEqual(TUNING_2_FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(TUNING_2_FLOOR.es);
  });

  it("answers the tuning 3 questions, the set the fifth round was tuned on, at 80% or more", () => {
    const english = score(TUNING_3_QUESTIONS, "en");
    const spanish = score(TUNING_3_QUESTIONS_ES, "es");
    report(summaryOf("tuning 3 (tuned on)", english, spanish), [...english.misses, ...spanish.misses], "tuning");

    expect(english.right / english.total).toBeGreaterThanOrEqual(TUNING_3_FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(TUNING_3_FLOOR.es);
  });

  it("answers the tuning 4 questions, the set the sixth round was tuned on, at 90% or more", () => {
    const english = score(TUNING_4_QUESTIONS, "en");
    const spanish = score(TUNING_4_QUESTIONS_ES, "es");
    report(summaryOf("tuning 4 (tuned on)", english, spanish), [...english.misses, ...spanish.misses], "tuning");

    expect(english.right / english.total).toBeGreaterThanOrEqual(TUNING_4_FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(TUNING_4_FLOOR.es);
  });

  it("answers the tuning 5 questions, the set the seventh round was tuned on, at 90% or more", () => {
    const english = score(TUNING_5_QUESTIONS, "en");
    const spanish = score(TUNING_5_QUESTIONS_ES, "es");
    report(summaryOf("tuning 5 (tuned on)", english, spanish), [...english.misses, ...spanish.misses], "tuning");

    expect(english.right / english.total).toBeGreaterThanOrEqual(TUNING_5_FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(TUNING_5_FLOOR.es);
  });

  it("answers the tuning 6 questions, the set the eighth round was tuned on, at 90% or more", () => {
    const english = score(TUNING_6_QUESTIONS, "en");
    const spanish = score(TUNING_6_QUESTIONS_ES, "es");
    report(summaryOf("tuning 6 (tuned on)", english, spanish), [...english.misses, ...spanish.misses], "tuning");

    expect(english.right / english.total).toBeGreaterThanOrEqual(TUNING_6_FLOOR.en);
    expect(spanish.right / spanish.total).toBeGreaterThanOrEqual(TUNING_6_FLOOR.es);
  });
});
