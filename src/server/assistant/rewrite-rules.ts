/**
 * The words AI polish changes, as data: contractions written out, everyday slang and text-message shorthand in
 * plain formal English, and the joints where a run-on sentence is split. Each replacement keeps the meaning; none
 * adds a fact. Keys are matched as whole words, case-insensitively; an apostrophe may be straight, curly or missing
 * where the entry says so.
 */

/** Contractions, with and without the apostrophe where the bare form is rarely meant as a word of its own. */
export const CONTRACTIONS: Record<string, string> = {
  "can't": "cannot", cant: "cannot", "won't": "will not", wont: "will not", "don't": "do not", dont: "do not", "doesn't": "does not",
  doesnt: "does not", "didn't": "did not", didnt: "did not", "isn't": "is not", isnt: "is not", "aren't": "are not",
  arent: "are not", "wasn't": "was not", wasnt: "was not", "weren't": "were not", werent: "were not",
  "haven't": "have not", havent: "have not", "hasn't": "has not", hasnt: "has not", "hadn't": "had not",
  hadnt: "had not", "wouldn't": "would not", wouldnt: "would not", "couldn't": "could not", couldnt: "could not",
  "shouldn't": "should not", shouldnt: "should not", "ain't": "is not", aint: "is not", "i'm": "I am", im: "I am",
  "i've": "I have", "i'll": "I will", "i'd": "I would", "you're": "you are", "you've": "you have", "you'll": "you will",
  "we're": "we are", "we've": "we have", "we'll": "we will", "they're": "they are", "they've": "they have",
  "they'll": "they will", "it's": "it is", "it's been": "it has been", "its been": "it has been", "that's": "that is", thats: "that is", "there's": "there is",
  "what's": "what is", "he's": "he is", "she's": "she is", "he'll": "he will", "she'll": "she will",
  "let's": "let us", "y'all": "you all",
};

/** Slang and shorthand. */
export const SLANG: Record<string, string> = {
  gonna: "going to", wanna: "want to", gotta: "have to", kinda: "somewhat", sorta: "somewhat", dunno: "do not know",
  lemme: "let me", gimme: "give me", cuz: "because", coz: "because", bc: "because", "b/c": "because", tho: "though",
  thru: "through", pls: "please", plz: "please", thx: "thank you", idk: "I do not know", u: "you", ur: "your",
  ya: "you", yeah: "yes", yea: "yes", yep: "yes", nope: "no", til: "until", till: "until", prolly: "probably",
  ppl: "people", "w/": "with", "w/o": "without", b4: "before", bout: "about", "'bout": "about", cus: "because",
  lil: "little", alot: "a lot", asap: "as soon as possible", rn: "right now", imo: "in my opinion",
  tbh: "to be honest",
};

/** Where a long sentence may be split: the joint, and how the next sentence starts. */
export const RUN_ON_JOINTS: { joint: RegExp; next: string }[] = [
  { joint: /,?\s+and then\s+/i, next: "Then " },
  { joint: /,\s+and\s+(?=(?:i|he|she|they|we|my|the|his|her|their)\b)/i, next: "" },
  { joint: /,?\s+but\s+/i, next: "However, " },
  { joint: /,\s+so\s+/i, next: "As a result, " },
  { joint: /,\s+(?=(?:i|he|she|they|we)\s)/i, next: "" },
  { joint: /\s+and\s+(?=(?:i|he|she|they|we|it|its|it's|my|the|his|her|their)\s)/i, next: "" },
];

/** Month names, capitalized before a day ("march 1" is a date). */
export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Abbreviations whose period does not end a sentence. */
export const ABBREVIATIONS = ["i.e", "e.g", "Mr", "Mrs", "Ms", "Dr", "St", "vs", "etc", "Jr", "Sr", "No"];

/** A sentence with more words than this is split at its first joint, again and again. */
export const LONG_SENTENCE_WORDS = 25;
