/** Spanish, as the server reads and writes it (server-language.ts). */
import { stemmer as spanishStemmer } from "@orama/stemmers/spanish";
import { normalizeText } from "../assistant/normalize-text";
import { englishFigures } from "../assistant/spanish-figures";
import type { ServerLanguage } from "./server-language";

/**
 * The Spanish stem of a word written without accents. The stemmer's rules for "-ción" need the accent, so it is
 * put back there ("notificacion" and "notificaciones" both become "notif"); the stem is then read without accents.
 */
function spanishStem(plain: string): string {
  const accented = plain.replace(/([cs])ion$/, "$1ión");
  return normalizeText(spanishStemmer(accented)) || plain;
}

export const es: ServerLanguage = {
  search: {
    /**
     * Common Spanish words (written without accents, as questions are read); a few English ones too, for questions
     * that mix English and Spanish ("tengo un desalojo, how many days?").
     */
    stopWords:
      "a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales " +
      "cualquier cuando cuanto cuanta cuantos cuantas de del desde donde durante e el ella ellas ello ellos en entre " +
      "era eran es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy fue fueron ha han has hay " +
      "he hemos la las le les lo los mas me mi mia mio mis mucho muy ni no nos nosotros o otra otras otro otros para " +
      "pero poco por porque puede pueden puedo que quien quienes se sea ser si sin sobre solo son su sus tambien tan " +
      "tanto te tengo tiene tienen ti tu tus u un una unas uno unos usted ustedes y ya yo " +
      "about and are can do does for from how i in is it many much my of on the to what with you your",
    stem: spanishStem,
  },
  questionCues: {
    /**
     * Words that are Spanish and not English (written without accents, as questions are read). Words both languages
     * write ("a", "me", "no", "he", "has", "son", "come") tell nothing and are left out.
     */
    words:
      "al algo alguien aqui cada como con contra cual cuales cuando cuanto cuanta cuantos cuantas de del desde " +
      "donde el ella ellos en entre es esa ese eso esta estan estoy este esto hay la las le les lo los mas mi mis mucho " +
      "muy nada nos o otra otro para pero por porque puede pueden puedo que quien se si sin sobre su sus tambien " +
      "tengo tiene tienen todo tu un una uno unos usted y ya yo hago hacer debo quiero dice dijo dieron " +
      // Everyday words of the knowledge base that are Spanish only.
      "dueno casero desalojo deuda deudas deposito demanda demandaron abogado alquiler renta corte inquilino cobrador",
    /** Only Spanish writes these: ¿ ¡ ñ and accented vowels. */
    letters: /[¿¡ñáéíóúü]/i,
  },
  glossaryTitle: (term) => `¿Qué es ${term.toLowerCase()}?`,
  assistantInstructions: {
    before: [
      "You explain Florida civil law to people who have no lawyer. You give legal information, not legal advice.",
      "The person asked in Spanish and the passages below are in Spanish: write your whole answer in Spanish, plain",
      "and neutral Latin American Spanish, addressing the reader as usted, in short sentences.",
      "Keep citations, statute and form names in English exactly as the passages write them, and write every amount,",
      "date and number of days exactly as the passages write it.",
    ],
    after: ["Responda en español."],
  },
  /** "15 días hábiles", "$8.000", "1 de julio de 2025" read as "15 business days", "$8,000", "July 1, 2025". */
  englishFigures,
  rewriteInstructions:
    "Translate the following plain-English explanation of a legal paper into plain, neutral Latin American Spanish " +
    "that an 8th grader can read: short sentences, everyday words, usted (never tú). " +
    'Copy every dollar amount, date and time exactly as written in English (for example keep "March 12, 2025" and ' +
    '"$1,275.00"; you may add the Spanish date in parentheses after it), and keep every statute section and every ' +
    'name as written. Write numbers of days as figures ("3 días"). Keep the party words the paper capitalizes ' +
    "(Tenant, Landlord, Plaintiff, Defendant…) in English the first time, with the Spanish in parentheses: " +
    '"Tenant (inquilino)". Do not add facts, advice or opinions, and do not leave anything out. ' +
    "Answer with the Spanish text only.",
  commonWords:
    "de la el que en los las del por para con una un es su usted se no al lo como más pero sus le ya o este si porque esta cuando muy sin sobre también debe puede",
};
