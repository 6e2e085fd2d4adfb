/**
 * Stock phrases of motions, certificates, addenda and powers of attorney with everyday words: "shall not be
 * construed to waive" → "will not waive", "by and through its undersigned counsel" → "through its lawyer",
 * "upon execution" → "when signed", and words that outlived the first round ("hereinabove", "enumerated",
 * "pendency"). Each is [pattern source, replacement]; legalese.ts runs them before its other rules.
 */
export type PhraseReplacement = string | ((...groups: string[]) => string);

const POSSESSIVE = "(its|his|her|their|your|our|my)";

export const COURT_PHRASES: readonly (readonly [string, PhraseReplacement])[] = [
  // Constructions of meaning.
  ["\\b(?:shall|will) not be (?:construed|interpreted) (?:so as )?to\\b", "will not"],
  ["\\b(?:shall|will) not be (?:construed|interpreted) as\\b", "will not count as"],
  ["\\b(?:shall|will) be (?:construed|interpreted) as\\b", "will count as"],
  ["\\bconstrued\\b", "read"],
  // Lawyers and their papers.
  [`\\b(?:by and )?through ${POSSESSIVE} (?:undersigned )?(?:counsel|attorneys?)\\b`, (who = "") => `through ${who} lawyer`],
  [`\\b${POSSESSIVE} (?:undersigned )?counsel\\b`, (who = "") => `${who} lawyer`],
  ["\\bcounsel for\\b", "lawyer for"],
  ["\\bas grounds therefor(?:e)?,?\\s*", ""],
  ["\\bstates? as follows\\b", "says"],
  ["\\btherefor\\b", "for it"],
  ["\\brespectfully (?:requests|moves|asks)\\b", "asks"],
  // A notary's certificate: "who produced a Florida driver license as identification".
  ["\\bproduced ([^,.;]{1,80}?) as identification\\b", (what = "") => `showed ${what} as ID`],
  ["\\bsworn to and subscribed\\b", "sworn to and signed"],
  ["\\bsubscribed\\b", "signed"],
  // "was furnished to you" is "was given to you", "is furnished with a refrigerator" is "is provided with" one, and
  // "the Landlord shall furnish appliances" is "provide" them (not "give": they stay the landlord's); a "furnished
  // apartment" stays furnished.
  ["\\bfurnished(?=\\s+with\\b)", "provided"],
  [
    "(?<=\\b(?:be|been|being|is|are|was|were|has|have|had)\\s+)furnished\\b|\\bfurnished(?=\\s+(?:to|by|upon|within)\\b)",
    "given",
  ],
  ["\\bfurnish\\b", "provide"],
  ["\\bin a conspicuous place\\b", "where it is easy to see"],
  // Signing and taking effect.
  [
    "\\b(?:shall|will) (?:be|become) effective immediately upon (?:its )?(?:execution|signing)\\b",
    "will take effect when signed",
  ],
  // "Upon execution of this Lease" is "When this Lease is signed", never "When signed of this Lease".
  ["\\bupon (?:the )?execution of (this|the) ([A-Za-z]+)\\b", (det = "", what = "") => `when ${det} ${what} is signed`],
  ["\\bupon (?:its )?execution\\b", "when signed"],
  ["\\bincapacitated\\b", "unable to make decisions"],
  ["\\bexceeding\\b", "over"],
  ["\\bexceeds\\b", "is more than"],
  ["(?<!not to )\\bexceed\\b", "go over"],
  // Ending a lease early.
  ["\\belect(s?) early termination\\b", (s = "") => `choose${s} to end early`],
  ["\\bearly termination fee\\b", "fee for ending early"],
  ["\\b(?:the )?(proposed )?date of (?:termination|expiration)\\b", (proposed = "") => `the ${proposed}end date`],
  // Passives that hide who acted: "The Board has been advised that…" → "The Board has learned that…".
  ["\\b(has|have) been (?:advised|informed|notified|made aware) that\\b", (verb = "") => `${verb} learned that`],
  // "You have failed to comply" is "You did not comply", never "You have did not…".
  ["\\b(?:has|have|had) failed (?:or refused )?to\\b", "did not"],
  // Reasons and wants.
  [",\\s+in that\\b", ", because"],
  ["(?<!\\b(?:is|are) )\\bin violation of\\b", "breaking"],
  ["\\b(my|his|her|their|your|our|a|the) desire\\b", (det = "") => `${det} wish`],
  ["\\bdesires\\b", "wants"],
  ["\\bdesire\\b", "want"],
  // Words the first round left.
  ["\\bhereinabove\\b", "above"],
  ["\\bhereinbelow\\b", "below"],
  ["\\benumerated\\b", "listed"],
  [
    "\\bduring the pendency of (this|the) (?:action|case|lawsuit|proceeding|suit)\\b",
    (det = "this") => `while ${det.toLowerCase()} case is going on`,
  ],
  ["\\bduring the pendency of\\b", "while waiting for"],
  ["\\bpendency\\b", "course"],
];
