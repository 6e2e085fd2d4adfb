/**
 * The English words the third-person converter (third-person.ts) knows, as data: what may stand between "I" and its
 * verb, the verbs that read the same after any subject, and the present-tense verbs that take an "-s" after a name.
 * A word it does not find here makes it leave the sentence for her to reword.
 */

/** Adverbs that may stand between "I" and its verb ("I never received…"). */
export const ADVERBS = new Set(
  (
    "never also always still just only already then even really later immediately recently actually personally " +
    "repeatedly again truly certainly often usually sometimes rarely promptly specifically clearly definitely " +
    "previously first finally since ever currently honestly"
  ).split(" "),
);

/** Verbs that read the same after "I" and after a name: modals and the past tense. */
export const SAME_AFTER_ANY = new Set(
  (
    "will would can could should shall may might must did didn't can't cannot won't wouldn't couldn't shouldn't " +
    "wasn't was had hadn't " +
    // The irregular past (-ed pasts are recognized by their ending).
    "paid told sent left gave got went made took saw said kept found bought came knew thought brought spent lost lent " +
    "wrote spoke heard felt held met ran sold stood understood won wore drove ate fell forgot began became chose put " +
    "set cut let quit hit shut built taught caught sought slept swore threw meant hung dealt fought tore woke laid " +
    "gotten"
  ).split(" "),
);

/** Present-tense verbs after "I" that change after a name: "I am" → "Plaintiff is". */
export const IRREGULAR_PRESENT: Readonly<Record<string, string>> = {
  am: "is",
  have: "has",
  do: "does",
  go: "goes",
  "don't": "doesn't",
  "haven't": "hasn't",
};

/** Common present-tense verbs that take the regular "-s"/"-es"/"-ies" after a name ("I owe" → "Plaintiff owes"). */
export const PRESENT_VERBS = new Set(
  (
    "live pay owe rent want need believe think know ask request work own deny dispute agree disagree feel understand " +
    "remember keep use intend plan hope stay reside object demand claim seek expect suffer care support rely receive " +
    "share lease sublet occupy continue refuse admit contend state assert allege maintain represent wish prefer attend " +
    "accept drive park see hear say make take give send leave call text email check try mean doubt fear worry lack " +
    "earn depend struggle speak recognize remain"
  ).split(" "),
);

/** Of those, the ones that are nouns as often ("the rent and work orders"): after "and" they leave the sentence. */
export const ALSO_NOUNS = new Set(
  (
    "rent work pay use need call text email check demand claim care support lease park plan fear worry lack doubt " +
    "request dispute object share try drive wish hope state"
  ).split(" "),
);

/** After "I'd": a past participle means "had", a plain verb "would". */
export const PARTICIPLES = new Set(
  "been paid told sent left given gone done seen made had kept taken gotten got written spoken known found bought brought spent lost".split(
    " ",
  ),
);

/** Words that take "myself" as their object, where "myself" is the person ("for myself" → "for Plaintiff"). */
export const PREPOSITIONS = new Set("for to of with about on behind against from".split(" "));

/** Common Spanish words that are not English ones: two or more, and more of them than English ones, is Spanish. */
export const SPANISH_WORDS = new Set(
  "el la los las que de y en mi mis yo no por para con una un se lo del al es pero nos su sus le les fue está estaba".split(" "),
);
export const ENGLISH_WORDS = new Set("the and to of my i a an in is was that for it on with this they he she".split(" "));
