/**
 * A lease's or an addendum's opening sentence said in three: when it is made, between whom, and for what. "This
 * Addendum is made on March 18, 2028 between OAK TOWNHOMES, LLC ("Landlord") and ANN LEE ("Tenant") for Townhome 7, 14
 * Elm Street, Monticello, Florida 32344." → "This Addendum is made on March 18, 2028." "It is between OAK TOWNHOMES,
 * LLC ("Landlord") and ANN LEE ("Tenant")." "It is for Townhome 7, 14 Elm Street, …". Every word of the parties and
 * the place is kept as written.
 */
import { fillSentence } from "./sentence-templates";

const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
const MADE_BETWEEN = new RegExp(
  `^(This\\b[^,;]{0,80}?\\bis (?:made|entered into|signed|dated)(?: and entered into)?(?: on| as of)?\\s+${MONTH}\\s+\\d{1,2},\\s+\\d{4}),?\\s+(?:by and )?between\\s+(.+?)(?:(?:,\\s+|\\s+)for\\s+((?:Apartment|Unit|Townhome|Lot|Suite|Villa|Bungalow|Cottage|the\\s+(?:home|premises|property|apartment|unit|house|dwelling))\\b.+?|\\d.+?))?\\.?$`,
);

export function splitMadeBetween(sentence: string): string[] | undefined {
  const match = MADE_BETWEEN.exec(sentence.trim());
  if (!match) return undefined;
  const [, made = "", parties = "", place] = match;
  // The parties end where the sentence ends, or before what the paper is for; a clause after them stays whole.
  if (/\b(?:and|which|who)\s+(?:is|are|becomes?|will|must|shall)\b/.test(parties)) return undefined;
  const pieces = [`${made}.`, fillSentence("is-between", { parties: parties.replace(/,$/, "") })];
  if (place === undefined) return pieces;
  // "…for Townhome 7, …, Florida 32344, and becomes part of the Residential Lease dated…": what it also does, apart.
  const also = /,?\s+and\s+((?:becomes|is|will be|forms)\s.+)$/.exec(place);
  const thing = also ? place.slice(0, also.index) : place;
  pieces.push(fillSentence("is-for", { thing: thing.replace(/,$/, "") }));
  if (also) pieces.push(fillSentence("it-does", { what: also[1]! }));
  return pieces;
}
