/**
 * Wordy phrases with a short twin of the same meaning (the seventh plain-words round, after the federal
 * plain-language guidelines' list of wordy phrases): "between the hours of 9:00 a.m. and 5:00 p.m." → "between
 * 9:00 a.m. and 5:00 p.m.", "at all times" → "always". Like common-words.ts, swapped only in
 * lower case or at the start of a sentence; legalese.ts swaps them with its other word pairs.
 */
export const WORDY_PHRASES: readonly (readonly [string, string])[] = [
  ["between the hours of", "between"],
  ["in a timely manner", "on time"],
  ["has the ability to", "can"],
  ["make a decision", "decide"],
  ["in spite of the fact that", "although"],
  ["despite the fact that", "although"],
  ["on the grounds that", "because"],
  ["in order for", "for"],
  ["at all times", "always"],
  ["at the present time", "now"],
  ["is in receipt of", "has"],
  ["are in receipt of", "have"],
  ["at your earliest convenience", "as soon as you can"],
  ["on a daily basis", "daily"],
  ["on a weekly basis", "weekly"],
  ["on a regular basis", "regularly"],
  ["the majority of", "most of"],
  ["a majority of", "most of"],
  ["as a consequence of", "because of"],
  ["in reference to", "about"],
  ["with reference to", "about"],
  ["in relation to", "about"],
  ["in conjunction with", "with"],
];
