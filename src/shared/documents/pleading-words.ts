/**
 * Her own words that a court paper prints after words of its own, and what the paper calls her: the review shows
 * each as it will read ("Defendant has no valid claim to the deposit because: …"), and says when her words speak
 * as "I" in a paper that speaks of her as "Plaintiff". The lead-ins are the renderers' words
 * (src/server/documents/renderers/; src/server/documents/pleading-words.test.ts renders each and finds it).
 */
export interface PleadingWords {
  /** The paper's words before hers. */
  leadIn: string;
  /** What the paper calls her. */
  party: "Plaintiff" | "Defendant";
}

export const PLEADING_WORDS: Readonly<Record<string, Readonly<Record<string, PleadingWords>>>> = {
  security_deposit_lawsuit: {
    dispute_reason: { leadIn: "Defendant has no valid claim to the deposit because:", party: "Plaintiff" },
  },
  eviction_answer: {
    defense_details: { leadIn: "The facts supporting these defenses are:", party: "Defendant" },
  },
  small_claims_answer: {
    defense_details: { leadIn: "The facts supporting these defenses are:", party: "Defendant" },
  },
};

/** Words that speak as "I" (English, the papers' language). */
const FIRST_PERSON = /\b(I|I'm|I've|I'd|me|my|mine|myself)\b/;

export const speaksAsI = (text: string): boolean => FIRST_PERSON.test(text);
