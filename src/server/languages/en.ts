/** English, as the server reads and writes it (server-language.ts). */
import { stemmer } from "stemmer";
import type { ServerLanguage } from "./server-language";

export const en: ServerLanguage = {
  search: {
    /** Common English words; a few Spanish ones too, for questions that mix Spanish and English. */
    stopWords:
      "a about after am an and any are as at be been before but by can could did do does for from get got has have how " +
      "i if in into is it its me my of on or our should so than that the their them then there they this to too us " +
      "was we what when where which who why will with would you your " +
      "como con cual de del el en es la las lo los me mi mis por porque que se su un una y yo",
    stem: stemmer,
  },
  questionCues: {
    /** Words that are English and not Spanish. */
    words:
      "about after am an and any are at be been but by can could did do does for from get got have how i if in into is " +
      "it its many much my of on or our should than that the their them there they this to was we what when where " +
      "which who why will with would you your",
  },
  glossaryTitle: (term) => `What is ${term.toLowerCase()}?`,
  assistantInstructions: {
    before: [
      "You explain Florida civil law in plain English to people who have no lawyer. You give legal information, not legal advice.",
    ],
    after: [],
  },
  englishFigures: (text) => text,
  rewriteInstructions:
    "Rewrite the following text in plain English that an 8th grader can read: short sentences, everyday words. " +
    "Keep every dollar amount, date, time, number of days, percentage, statute section and name exactly as written. " +
    "Do not add facts, advice or opinions, and do not leave anything out. Answer with the rewritten text only.",
  commonWords: "the and of to in is that for it with as on be at by this you your are or from have an will must shall may if not",
};
