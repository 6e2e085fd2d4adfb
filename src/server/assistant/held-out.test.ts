/**
 * The assistant scored on its held-out questions: questions written from the law and from how people type, never used
 * to tune it, so the score estimates how it does on new questions. Each set, in English and Spanish, is a row of SETS
 * below: held-out 1 (test-support/held-out-questions.yml and -es.yml), which the person tuning the engine partly saw,
 * so it is no longer clean; held-out 2, written after the engine was tuned; held-out 3 to 9, each written from the law
 * sheet before the round of tuning it is named for (held-out 5 and 6 also name the passage expected first, and their
 * summary says how often that passage leads the answer: a measure of the ranking itself); held-out 10, written before
 * the tenth round from the law sheet and the spec only; held-out 11, 12, 13, 14, 15 and 16, written before the
 * eleventh, twelfth, thirteenth, fourteenth, fifteenth and sixteenth round from the law sheet and the spec only;
 * held-out 17, written before the eighteenth round from the law sheet, the spec and the glossary only; held-out 18,
 * written after it, before the nineteenth round (measured at the end of the eighteenth), from the same sources only;
 * and the tuning sets 2 to 15, which are tuned on (their misses may be read) and must stay high (tuning 13 is Spanish
 * only).
 * An answerable question passes when the answer is about Florida civil law, lists one of the expected citations among
 * its sources and states one of the expected facts; a question to refer or decline passes when the answer has that
 * scope and no sources. Each summary also counts the misses shown as the answer (not as a question back or topics
 * to choose from) whose sources hold none of the expected statutes: a wrong topic presented as the answer. The scores
 * are printed, one summary line per set, and written to .tmp/assistant-held-out.txt for `npm test` to show. The
 * misses name questions, so they are shown only when asked for: HELD_OUT_MISSES=1 for held-out 1, HELD_OUT_MISSES=2
 * for held-out 2, HELD_OUT_MISSES=tuning for the tuning sets (HELD_OUT_MISSES=3 to =18 for held-outs 3 to 18 exist
 * for whoever reviews the engine, never for whoever tunes it).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as law from "@shared/florida/law";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type AssistantLanguage, type LocalAnswer } from "./local-engine";
import {
  HELD_OUT_10_QUESTIONS,
  HELD_OUT_10_QUESTIONS_ES,
  HELD_OUT_11_QUESTIONS,
  HELD_OUT_11_QUESTIONS_ES,
  HELD_OUT_12_QUESTIONS,
  HELD_OUT_12_QUESTIONS_ES,
  HELD_OUT_13_QUESTIONS,
  HELD_OUT_13_QUESTIONS_ES,
  HELD_OUT_14_QUESTIONS,
  HELD_OUT_14_QUESTIONS_ES,
  HELD_OUT_15_QUESTIONS,
  HELD_OUT_15_QUESTIONS_ES,
  HELD_OUT_16_QUESTIONS,
  HELD_OUT_16_QUESTIONS_ES,
  HELD_OUT_17_QUESTIONS,
  HELD_OUT_17_QUESTIONS_ES,
  HELD_OUT_18_QUESTIONS,
  HELD_OUT_18_QUESTIONS_ES,
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
  TUNING_10_QUESTIONS,
  TUNING_10_QUESTIONS_ES,
  TUNING_11_QUESTIONS,
  TUNING_11_QUESTIONS_ES,
  TUNING_12_QUESTIONS,
  TUNING_12_QUESTIONS_ES,
  TUNING_13_QUESTIONS_ES,
  TUNING_14_QUESTIONS,
  TUNING_14_QUESTIONS_ES,
  TUNING_15_QUESTIONS,
  TUNING_15_QUESTIONS_ES,
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
  TUNING_7_QUESTIONS,
  TUNING_7_QUESTIONS_ES,
  TUNING_8_QUESTIONS,
  TUNING_8_QUESTIONS_ES,
  TUNING_9_QUESTIONS,
  TUNING_9_QUESTIONS_ES,
  type HeldOutQuestion,
} from "./test-support/held-out-questions";
import { QUALITY_QUESTIONS, SPANISH_QUALITY_QUESTIONS } from "./test-support/quality-questions";

/** A share of questions answered right, for each language. */
interface Floor {
  en: number;
  es: number;
}

/** One set of questions scored here, in both languages. */
interface QuestionSet {
  name: string;
  /** What the set is, in brackets after its name on its summary line. */
  note: string;
  english: readonly HeldOutQuestion[];
  spanish: readonly HeldOutQuestion[];
  /** Regression floors: they guard against an assistant change that makes answers worse; not a target to tune to. */
  floor: Floor;
  /** The HELD_OUT_MISSES value that prints this set's misses. */
  misses: string;
  /** The fewest questions the set may hold, and the fewest it must refer or decline, per language. */
  size?: { en: number; es: number; refusedEn: number; refusedEs: number };
  /** Each answerable question names the passage expected first, and the summary says how often it leads. */
  namesPassages?: true;
}

const SETS: readonly QuestionSet[] = [
  {
    name: "held-out 1",
    note: "partly seen while tuning",
    english: HELD_OUT_QUESTIONS,
    spanish: HELD_OUT_QUESTIONS_ES,
    // 10 points under the scores measured when the set was written (English 73%, Spanish 81%), rounded down to a
    // multiple of 5, and raised the same way after the sixth round (English 99%, Spanish 100%).
    floor: { en: 0.85, es: 0.9 },
    misses: "1",
    size: { en: 110, es: 45, refusedEn: 10, refusedEs: 4 },
  },
  {
    name: "held-out 2",
    note: "written after the engine was tuned, never seen",
    english: HELD_OUT_2_QUESTIONS,
    spanish: HELD_OUT_2_QUESTIONS_ES,
    // 10 points under the scores measured when the set was written (English 71%, Spanish 83%), rounded down to a
    // multiple of 5, and raised the same way after the sixth round (English 85%, Spanish 87%).
    floor: { en: 0.75, es: 0.75 },
    misses: "2",
    size: { en: 110, es: 50, refusedEn: 10, refusedEs: 4 },
  },
  {
    name: "held-out 3",
    note: "written from the law sheet before the third round of tuning, never seen",
    english: HELD_OUT_3_QUESTIONS,
    spanish: HELD_OUT_3_QUESTIONS_ES,
    // 10 points under the scores measured when the set was written, before any tuning (English 73/92, 79%; Spanish
    // 29/37, 78%), rounded down to a multiple of 5, and raised the same way after the sixth round (English 79/92, 86%;
    // Spanish 31/37, 84%).
    floor: { en: 0.75, es: 0.7 },
    misses: "3",
    size: { en: 60, es: 30, refusedEn: 5, refusedEs: 3 },
  },
  {
    name: "held-out 4",
    note: "written from the law sheet and glossary before the fourth round, never seen",
    english: HELD_OUT_4_QUESTIONS,
    spanish: HELD_OUT_4_QUESTIONS_ES,
    // 10 points under the scores measured when the set was written, before any tuning (English 62/72, 86%; Spanish
    // 49/63, 78%), rounded down to a multiple of 5, and raised the same way after the sixth round (English 62/72, 86%;
    // Spanish 52/63, 83%).
    floor: { en: 0.75, es: 0.7 },
    misses: "4",
    size: { en: 60, es: 60, refusedEn: 4, refusedEs: 4 },
  },
  {
    name: "held-out 5",
    note: "written before the fifth round's ranking change, never seen",
    english: HELD_OUT_5_QUESTIONS,
    spanish: HELD_OUT_5_QUESTIONS_ES,
    // 10 points under the scores measured when the set was written, before the fifth round's ranking change (English
    // 52/67, 78%; Spanish 38/45, 84%), rounded down to a multiple of 5, and raised the same way after the sixth round
    // (English 56/67, 84%; Spanish 40/45, 89%).
    floor: { en: 0.7, es: 0.75 },
    misses: "5",
    size: { en: 60, es: 40, refusedEn: 3, refusedEs: 3 },
    namesPassages: true,
  },
  {
    name: "held-out 6",
    note: "written before the sixth round's example questions and stemming, never seen",
    english: HELD_OUT_6_QUESTIONS,
    spanish: HELD_OUT_6_QUESTIONS_ES,
    // At its scores rounded down to a whole percent: measured when the set was written, before the sixth round
    // (English 57/68, 84%; Spanish 38/47, 81%), and raised to those after it (English 63/68, 92%; Spanish 43/47, 91%).
    // Lowered to English 91% after the eighth round (62/68: its passages from more angles cost one held-out 6 question
    // while held-out 7 and 8 gained; which one was not read).
    floor: { en: 0.91, es: 0.91 },
    misses: "6",
    size: { en: 60, es: 45, refusedEn: 3, refusedEs: 3 },
    namesPassages: true,
  },
  {
    name: "held-out 7",
    note: "written before the seventh round, never seen",
    english: HELD_OUT_7_QUESTIONS,
    spanish: HELD_OUT_7_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the seventh round (English 76/97, 78%;
    // Spanish 50/60, 83%), rounded down to a multiple of 5.
    floor: { en: 0.65, es: 0.7 },
    misses: "7",
    size: { en: 70, es: 50, refusedEn: 3, refusedEs: 3 },
  },
  {
    name: "held-out 8",
    note: "written before the eighth round, never seen",
    english: HELD_OUT_8_QUESTIONS,
    spanish: HELD_OUT_8_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the eighth round (English 76/105, 72%;
    // Spanish 47/57, 82%), rounded down to a multiple of 5.
    floor: { en: 0.6, es: 0.7 },
    misses: "8",
    size: { en: 80, es: 50, refusedEn: 3, refusedEs: 3 },
  },
  {
    name: "held-out 9",
    note: "written before the ninth round, never seen",
    english: HELD_OUT_9_QUESTIONS,
    spanish: HELD_OUT_9_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the ninth round (English 79/90, 88%;
    // Spanish 39/46, 85%), rounded down to a multiple of 5; after it, English 78/90 (87%) and Spanish 41/46 (89%).
    floor: { en: 0.75, es: 0.75 },
    misses: "9",
    size: { en: 70, es: 40, refusedEn: 3, refusedEs: 3 },
  },
  {
    name: "held-out 10",
    note: "written before the tenth round from the law sheet and spec only, never seen",
    english: HELD_OUT_10_QUESTIONS,
    spanish: HELD_OUT_10_QUESTIONS_ES,
    // 5 points under its scores measured when the set was written, before the tenth round (English 105/146, 72%;
    // Spanish 48/59, 81%), rounded down to a multiple of 5.
    floor: { en: 0.65, es: 0.75 },
    misses: "10",
    size: { en: 100, es: 50, refusedEn: 5, refusedEs: 3 },
  },
  {
    name: "held-out 11",
    note: "written before the eleventh round from the law sheet and spec only, never seen",
    english: HELD_OUT_11_QUESTIONS,
    spanish: HELD_OUT_11_QUESTIONS_ES,
    // 5 points under its scores measured when the set was written, before the eleventh round (English 146/177, 82%;
    // Spanish 57/62, 92%, on the last landed commit and on the tree then being tuned), rounded down to a multiple of 5.
    floor: { en: 0.75, es: 0.85 },
    misses: "11",
    size: { en: 150, es: 55, refusedEn: 10, refusedEs: 5 },
  },
  {
    name: "held-out 12",
    note: "written before the twelfth round from the law sheet and spec only, never seen",
    english: HELD_OUT_12_QUESTIONS,
    spanish: HELD_OUT_12_QUESTIONS_ES,
    // 5 points under its scores measured when the set was written, before the twelfth round (English 151 and 152/190,
    // 79-80%, on a tree other content changes were landing in; Spanish 61/74, 82%), rounded down to a multiple of 5.
    floor: { en: 0.7, es: 0.75 },
    misses: "12",
    size: { en: 170, es: 70, refusedEn: 10, refusedEs: 5 },
  },
  {
    name: "held-out 13",
    note: "written before the thirteenth round from the law sheet and spec only, in a new style, never seen",
    english: HELD_OUT_13_QUESTIONS,
    spanish: HELD_OUT_13_QUESTIONS_ES,
    // 5 points under its scores measured when the set was written, before the thirteenth round (English 145/171, 85%;
    // Spanish 62/72, 86%), rounded down to a multiple of 5.
    floor: { en: 0.75, es: 0.8 },
    misses: "13",
    size: { en: 170, es: 70, refusedEn: 10, refusedEs: 5 },
  },
  {
    name: "held-out 14",
    note: "written before the fourteenth round from the law sheet and spec only, in a new style, never seen",
    english: HELD_OUT_14_QUESTIONS,
    spanish: HELD_OUT_14_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the fourteenth round (English 158/172,
    // 92%; Spanish 69/76, 91%), rounded down to a multiple of 5.
    floor: { en: 0.8, es: 0.8 },
    misses: "14",
    size: { en: 170, es: 75, refusedEn: 9, refusedEs: 4 },
  },
  {
    name: "held-out 15",
    note: "written before the fifteenth round from the law sheet and spec only, never seen",
    english: HELD_OUT_15_QUESTIONS,
    spanish: HELD_OUT_15_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the fifteenth round (English 168/187,
    // 89.8%; Spanish 77/79, 97.5%), rounded down to a multiple of 5.
    floor: { en: 0.75, es: 0.85 },
    misses: "15",
    size: { en: 180, es: 75, refusedEn: 8, refusedEs: 5 },
  },
  {
    name: "held-out 16",
    note: "written before the sixteenth round from the law sheet and spec only, in a new style, never seen",
    english: HELD_OUT_16_QUESTIONS,
    spanish: HELD_OUT_16_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the sixteenth round (English 164/184,
    // 89.1%; Spanish 75/90, 83.3%), rounded down to a multiple of 5.
    floor: { en: 0.75, es: 0.7 },
    misses: "16",
    size: { en: 180, es: 85, refusedEn: 8, refusedEs: 4 },
  },
  {
    name: "held-out 17",
    note: "written before the eighteenth round from the law sheet, spec and glossary only, never seen",
    english: HELD_OUT_17_QUESTIONS,
    spanish: HELD_OUT_17_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the eighteenth round, on the commit the
    // round started from (English 158/188, 84.0%; Spanish 90/102, 88.2%), rounded down to a multiple of 5.
    floor: { en: 0.7, es: 0.75 },
    misses: "17",
    size: { en: 180, es: 95, refusedEn: 15, refusedEs: 8 },
  },
  {
    name: "held-out 18",
    note: "written before the nineteenth round from the law sheet, spec and glossary only, never seen",
    english: HELD_OUT_18_QUESTIONS,
    spanish: HELD_OUT_18_QUESTIONS_ES,
    // 10 points under its scores measured when the set was written, before the next round, on the commit it was
    // written on (English 191/211, 90.5%; Spanish 91/100, 91.0%), rounded down to a multiple of 5.
    floor: { en: 0.8, es: 0.8 },
    misses: "18",
    size: { en: 210, es: 100, refusedEn: 19, refusedEs: 9 },
  },
  {
    name: "tuning 2",
    note: "tuned on",
    english: TUNING_2_QUESTIONS,
    spanish: TUNING_2_QUESTIONS_ES,
    // Written for the fourth round; its misses may be read: it must stay at 90% or more.
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 3",
    note: "tuned on",
    english: TUNING_3_QUESTIONS,
    spanish: TUNING_3_QUESTIONS_ES,
    // Written for the fifth round (English 23/24, Spanish 13/16, both before and after it): 80% or more; its Spanish
    // half is short of 90%: its misses tell apart passages of one topic, which the fifth round's ranking did not learn.
    floor: { en: 0.8, es: 0.8 },
    misses: "tuning",
  },
  {
    name: "tuning 4",
    note: "tuned on",
    english: TUNING_4_QUESTIONS,
    spanish: TUNING_4_QUESTIONS_ES,
    // Written for the sixth round (English 25/31, Spanish 18/25 before it; 30/31 and 24/25 after): 90% or more.
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 5",
    note: "tuned on",
    english: TUNING_5_QUESTIONS,
    spanish: TUNING_5_QUESTIONS_ES,
    // Written for the seventh round: 90% or more.
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 6",
    note: "tuned on",
    english: TUNING_6_QUESTIONS,
    spanish: TUNING_6_QUESTIONS_ES,
    // Written for the eighth round, after held-out 8 (English 36/47, Spanish 22/28 before it; 44/47 and 27/28 after):
    // 90% or more.
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 7",
    note: "tuned on",
    english: TUNING_7_QUESTIONS,
    spanish: TUNING_7_QUESTIONS_ES,
    // Written for the tenth round by the hand that tuned on it (English 65/71, Spanish 30/33 before; 69 and 32 after).
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 8",
    note: "tuned on",
    english: TUNING_8_QUESTIONS,
    spanish: TUNING_8_QUESTIONS_ES,
    // Written for the tenth round from the law sheet and the spec only (English 133/157, 85%; Spanish 52/60, 87%,
    // before it): 10 points under, rounded down to a multiple of 5; raised the same way after the round tuned on it
    // (English 136/157, 87%; Spanish 54/60, 90%).
    floor: { en: 0.75, es: 0.8 },
    misses: "tuning",
  },
  {
    name: "tuning 9",
    note: "tuned on",
    english: TUNING_9_QUESTIONS,
    spanish: TUNING_9_QUESTIONS_ES,
    // Written for the twelfth round beside held-out 12, from the law sheet and the spec only (English 126/179, 70%;
    // Spanish 60/79, 76%, before it); raised after the twelfth round tuned on it (English 172/179, 96%; Spanish 78/79,
    // 99%) to 5 points under, rounded down to a multiple of 5.
    floor: { en: 0.9, es: 0.9 },
    misses: "tuning",
  },
  {
    name: "tuning 10",
    note: "tuned on",
    english: TUNING_10_QUESTIONS,
    spanish: TUNING_10_QUESTIONS_ES,
    // Written for the thirteenth round beside held-out 13, from the law sheet and the spec only (English 122/152, 80%;
    // Spanish 52/62, 84%, before it): 5 points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0.75, es: 0.75 },
    misses: "tuning",
  },
  {
    name: "tuning 11",
    note: "tuned on",
    english: TUNING_11_QUESTIONS,
    spanish: TUNING_11_QUESTIONS_ES,
    // Written for the fourteenth round beside held-out 14, from the law sheet and the spec only (English 143/150, 95%;
    // Spanish 61/66, 92%, before it): 10 points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0.85, es: 0.8 },
    misses: "tuning",
  },
  {
    name: "tuning 12",
    note: "tuned on",
    english: TUNING_12_QUESTIONS,
    spanish: TUNING_12_QUESTIONS_ES,
    // Written for the sixteenth round beside held-out 16, from the law sheet and the spec only (English 138/153, 90%;
    // Spanish 69/79, 87%, before it): 10 points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0.8, es: 0.75 },
    misses: "tuning",
  },
  {
    name: "tuning 13",
    note: "tuned on, Spanish only",
    // Written in Spanish only: no English twin exists, so the English list is empty and not scored.
    english: [],
    spanish: TUNING_13_QUESTIONS_ES,
    // Written for the seventeenth round from the law sheet and the spec only (Spanish 118/131, 90%, before it): 10
    // points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0, es: 0.8 },
    misses: "tuning",
  },
  {
    name: "tuning 14",
    note: "tuned on",
    english: TUNING_14_QUESTIONS,
    spanish: TUNING_14_QUESTIONS_ES,
    // Written for the eighteenth round from the law sheet, the spec and the glossary only (English 154/171, 90%;
    // Spanish 83/91, 91%, before it): 10 points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0.8, es: 0.8 },
    misses: "tuning",
  },
  {
    name: "tuning 15",
    note: "tuned on",
    english: TUNING_15_QUESTIONS,
    spanish: TUNING_15_QUESTIONS_ES,
    // Written for the nineteenth round from the law sheet, the spec and the glossary only (English 144/159, 91%;
    // Spanish 71/80, 89%, before it): 10 points under, rounded down to a multiple of 5, until the round tuned on it.
    floor: { en: 0.8, es: 0.75 },
    misses: "tuning",
  },
];

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
  /**
   * Misses shown as an answer, with neither a question back nor the closest topics to choose from: none of the
   * expected statutes among its sources, or an answer given to a question to refer or decline. The "never
   * confidently wrong".
   */
  shownWrong: number;
  /** Answerable questions whose first passage is the one expected (only sets that name it), of those that name one. */
  firstPassage: { right: number; total: number };
  misses: string[];
}

/** A miss the assistant presents as the answer (see Score.shownWrong). */
function shownAsWrongAnswer(expected: HeldOutQuestion, answer: LocalAnswer): boolean {
  if (answer.scope !== "florida_civil" || answer.clarify) return false;
  return expected.scope !== undefined || !expected.citations.some((citation) => answer.sources.includes(citation));
}

function score(questions: readonly HeldOutQuestion[], language: AssistantLanguage): Score {
  const misses: string[] = [];
  let right = 0;
  let shownWrong = 0;
  const firstPassage = { right: 0, total: 0 };
  for (const expected of questions) {
    const answer = answerLocally(expected.question, language);
    if (expected.passage !== undefined) {
      firstPassage.total += 1;
      if (answer.passages[0]?.id === expected.passage) firstPassage.right += 1;
    }
    if (passes(expected, answer, language)) right += 1;
    else {
      if (shownAsWrongAnswer(expected, answer)) shownWrong += 1;
      const best = answer.passages[0]?.id ?? "no passage";
      misses.push(`  ✗ ${expected.question} → ${answer.scope} ${best} [${answer.sources.join("; ")}]`);
    }
  }
  return { right, total: questions.length, shownWrong, firstPassage, misses };
}

const percent = (right: number, total: number) => Math.round((right / total) * 100);

/** A language's share on a summary line; a set written in the other language only has none. */
const scoreIn = (language: string, { right, total }: Score) =>
  total === 0 ? `${language} none` : `${language} ${right}/${total} (${percent(right, total)}%)`;

/** The summary lines of the sets scored in this run, in order: the file holds one line per set. */
const summaries: string[] = [];

function report(summary: string, misses: string[], set: string) {
  const shown = process.env.HELD_OUT_MISSES === set ? misses.join("\n") : "";
  console.log(`\n${summary}\n${shown}\n`);
  summaries.push(summary);
  const tmp = new URL("../../../.tmp/", import.meta.url);
  mkdirSync(tmp, { recursive: true });
  writeFileSync(new URL("assistant-held-out.txt", tmp), `${summaries.join("\n")}\n`);
}

const summaryOf = (label: string, english: Score, spanish: Score) =>
  `Assistant ${label}: ` +
  `${scoreIn("English", english)}, ${scoreIn("Spanish", spanish)}; ` +
  `a wrong topic shown as the answer: English ${english.shownWrong}, Spanish ${spanish.shownWrong}`;

/** The question texts of every set but the one named, the first tuning set too: a question must be in no other set. */
function questionsOutside(name: string): Set<string> {
  const others = [
    ...QUALITY_QUESTIONS,
    ...SPANISH_QUALITY_QUESTIONS,
    ...SETS.filter((set) => set.name !== name).flatMap((set) => [...set.english, ...set.spanish]),
  ];
  return new Set(others.map((each) => each.question.trim()));
}

const expectedFirst = ({ firstPassage }: Score) => `${firstPassage.right}/${firstPassage.total}`;

describe.each(SETS)("the assistant's $name questions", (set) => {
  const languages = [
    ["English", "en", set.english],
    ["Spanish", "es", set.spanish],
  ] as const;
  const { size } = set;

  // Only held-out sets have a size to keep; tuning sets grow as they are tuned on.
  if (size) {
    it("has enough questions, and enough it must refer or decline, in each language", () => {
      expect(set.english.length).toBeGreaterThanOrEqual(size.en);
      expect(set.spanish.length).toBeGreaterThanOrEqual(size.es);
      expect(set.english.filter((each) => each.scope).length).toBeGreaterThanOrEqual(size.refusedEn);
      expect(set.spanish.filter((each) => each.scope).length).toBeGreaterThanOrEqual(size.refusedEs);
    });
  }

  if (set.namesPassages) {
    it("names, for each answerable question, a passage the knowledge base has", () => {
      for (const [, language, questions] of languages) {
        const ids = new Set(knowledgeBase(language).passages.map((passage) => passage.id));
        for (const expected of questions.filter((each) => !each.scope)) {
          expect(ids.has(expected.passage ?? ""), `${expected.question} → ${expected.passage}`).toBe(true);
        }
      }
    });
  }

  it.each(languages)(
    "lists, in %s, a scope or citations the law module has and facts, for questions in no other set",
    (_language, _code, questions) => {
      const elsewhere = questionsOutside(set.name);
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

  it(`answers at least as well as its floors (English ${Math.round(set.floor.en * 100)}%, Spanish ${Math.round(set.floor.es * 100)}%)`, () => {
    const english = score(set.english, "en");
    const spanish = score(set.spanish, "es");
    const summary = summaryOf(`${set.name} (${set.note})`, english, spanish);
    report(
      set.namesPassages
        ? `${summary}; expected passage first: English ${expectedFirst(english)}, Spanish ${expectedFirst(spanish)}`
        : summary,
      [...english.misses, ...spanish.misses],
      set.misses,
    );

    for (const [scored, floor] of [
      [english, set.floor.en],
      [spanish, set.floor.es],
    ] as const) {
      if (scored.total > 0) expect(scored.right / scored.total).toBeGreaterThanOrEqual(floor);
    }
  });
});
