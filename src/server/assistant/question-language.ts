/**
 * The language a question is answered in: the one it is written in, told by its small words ("de", "el", "que",
 * "puedo" against "the", "my", "how", "can") and by what only Spanish writes (¿ ¡ ñ and accents). A statistical
 * detector (trigrams) needs longer text than most questions have, and people here often mix the two languages:
 * a question with as many Spanish words as English ones ("tengo un desalojo, how many days?") is answered in
 * Spanish, since its writer reads Spanish. A question with no such word ("eviction 3 days") is answered in the
 * language of the interface, and so is an English term asked in the Spanish interface ("power of attorney").
 */
import type { AssistantLanguage } from "./knowledge-base";
import { normalizeText } from "./search-terms";

/**
 * Words that are Spanish and not English (written without accents, as questions are read). Words both languages
 * write ("a", "me", "no", "he", "has", "son", "come") tell nothing and are left out.
 */
const SPANISH_WORDS = new Set(
  (
    "al algo alguien aqui cada como con contra cual cuales cuando cuanto cuanta cuantos cuantas de del desde " +
    "donde el ella ellos en entre es esa ese eso esta estan estoy este esto hay la las le les lo los mas mi mis mucho " +
    "muy nada nos o otra otro para pero por porque puede pueden puedo que quien se si sin sobre su sus tambien " +
    "tengo tiene tienen todo tu un una uno unos usted y ya yo hago hacer debo quiero dice dijo dieron " +
    // Everyday words of the knowledge base that are Spanish only.
    "dueno casero desalojo deuda deudas deposito demanda demandaron abogado alquiler renta corte inquilino cobrador"
  ).split(" "),
);

/** Words that are English and not Spanish. */
const ENGLISH_WORDS = new Set(
  (
    "about after am an and any are at be been but by can could did do does for from get got have how i if in into is " +
    "it its many much my of on or our should than that the their them there they this to was we what when where " +
    "which who why will with would you your"
  ).split(" "),
);

/** Only Spanish writes these: ¿ ¡ ñ and accented vowels. */
const SPANISH_LETTERS = /[¿¡ñáéíóúü]/i;

/** The language of a question, or `fallback` (the interface's language) when its words do not tell. */
export function questionLanguage(question: string, fallback: AssistantLanguage): AssistantLanguage {
  const words = normalizeText(question).split(" ");
  const spanish = words.filter((word) => SPANISH_WORDS.has(word)).length + (SPANISH_LETTERS.test(question) ? 1 : 0);
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (spanish === 0 && english === 0) return fallback;
  if (spanish >= english) return "es";
  // One English word in a Spanish interface is a term ("power of attorney", "living will"), not a choice.
  return fallback === "es" && english < 2 ? "es" : "en";
}
