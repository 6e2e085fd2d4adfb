/**
 * A street address inside a long sentence makes it much longer: "…delivered to the management office at 1800 Coral
 * Way, Suite 204, Miami, Florida 33145, between 9:00 a.m. and 5:00 p.m." The address goes to a sentence of its own
 * after it ("The management office is at 1800 Coral Way, Suite 204, Miami, Florida 33145."), and the sentence keeps
 * the place's name. Only a Florida address that ends with its ZIP code moves, and only after a place named by a
 * noun ("the clerk of this court at …", "the Orange County Courthouse, 425 …"), never after a verb ("lives at …").
 * A party's own address ("Eleanor Fitzgerald, residing at …") moves the same way (moveResidence).
 */

/** From the address's first figure to its Florida ZIP code, with no sentence break on the way; maybe in capitals. */
const ADDRESS = /^\d[^;:()]{3,140}?\b(?:Florida|FLORIDA|FL)\s+\d{5}(?:-\d{4})?\b/;

/**
 * The place before " at 12 …": "the management office", "your written response", "Rebecca Lindqvist, Esq.". A place's
 * words hold no other preposition than "of": "the delivery of this letter to move out of the home at …" names "the
 * home", never "the delivery of this letter to move out".
 */
const PLACE_BEFORE_AT =
  /(?:\b(?:the|your|our|my|this|his|her|their|its)\s+(?:of\s+(?:the|this|that|your|my|our)\s+|(?!(?:the|your|our|my|this|his|her|their|its|and|or|to|out|for|from|with|by|on|in|into|up|off|after|before|within|until|at)\s)[\w'’-]+\s+){0,5}?[\w'’-]+|\b[A-Z][\w'’&-]*(?:,?\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’.&-]*){0,5}),?$/;

/**
 * The place named just before ", 12 …": "the Orange County Courthouse", "the Alachua County Family and Civil Justice
 * Center" (after "the", a name may hold "and"), or a building said in small letters ("the clerk's office").
 */
const PLACE_BEFORE_COMMA =
  /\bthe\s+(?:[a-z][\w'’-]*\s+){0,2}(?:office|courthouse|clubhouse|building|center|centre)$|\bthe\s+[A-Z][\w'’&-]*(?:\s+(?:(?:of|and|&)\s+(?:the\s+)?)?[A-Z][\w'’.&-]*){1,8}$|\b[A-Z][\w'’&-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’.&-]*){1,6}(?:,\s+(?:LLC|L\.L\.C\.|Inc\.|INC\.|P\.A\.|PLLC|LLP|LP|L\.P\.|N\.A\.|Corp\.|CORP\.))?$/;

/** A last word that is a verb or a plural is not a place that "is at" an address. */
const NOT_A_PLACE =
  /(?:^|\s)(?:[\w'’-]*(?:ed|ing)|[\w'’-]*[^s\s]s|is|are|was|were|be|been|live|reside|meet|appear|arrive|stay|work|sit|remain)$/i;

export interface MovedAddress {
  /** The sentence without the address. */
  rest: string;
  /** Where the place is: "the management office is at …", "the address of Thomas Brennan is …" (no final stop). */
  where: string;
}

function moved(sentence: string, placeEnd: number, place: string, start: number): MovedAddress | undefined {
  const address = ADDRESS.exec(sentence.slice(start))?.[0];
  if (!address) return undefined;
  const trimmedPlace = place.replace(/,$/, "").trim();
  if (NOT_A_PLACE.test(trimmedPlace) || trimmedPlace.split(/\s+/).length > 8) return undefined;
  const before = sentence.slice(0, placeEnd).replace(/,\s*$/, "");
  let after = sentence.slice(start + address.length);
  // The address was set off by commas on both sides ("…Courthouse, 425 …, Florida 32801, on May 14"): both go.
  // A comma that goes on with a list ("…, of 12 Main Street, Miami, Florida 33101, telephone …") stays.
  const closes = /^,\s+(?:on|as|for|in|at|to|by|from|with|before|after|until|within|who|which)\b/.test(after);
  // A name set off by commas ("my friend, Ottoline Fairweather-Musa, of 1402 …, to serve") keeps its closing comma.
  const setOff = /,\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+$/.test(before);
  if (/^,/.test(sentence.slice(placeEnd, start)) && closes && !setOff) after = after.slice(1);
  const rest = before.endsWith(".") ? `${before}${after.replace(/^\./, "")}` : `${before}${after}`;
  // "the home is at …"; a name without "the" may be a person's: "the address of Thomas Brennan is …".
  const named = /^[A-Z]/.test(trimmedPlace) && !/^The\s/.test(trimmedPlace);
  return { rest, where: named ? `the address of ${trimmedPlace} is ${address}` : `${trimmedPlace} is at ${address}` };
}

/** The first address of a sentence that can move to a sentence of its own, if any. */
export function movePlaceAddress(sentence: string): MovedAddress | undefined {
  // Lines of names and addresses run together ("Copies to: … Keisha Monroe, 12 Main Street…") are not a sentence.
  if (!/[.!?]["'”’)]*$/.test(sentence.trim())) return undefined;
  for (const match of sentence.matchAll(/(,?)\s+(at\s+|of\s+)?(?=\d)/g)) {
    const [, comma, word] = match;
    if (!comma && !word) continue;
    // "Denise Carter, of 901 Palm Avenue, …": "of" only after a comma, after a name.
    const of = word?.startsWith("of");
    if (of && !comma) continue;
    const at = word && !of;
    const before = sentence.slice(0, match.index) + (comma ?? "");
    const place = at ? PLACE_BEFORE_AT.exec(before)?.[0] : PLACE_BEFORE_COMMA.exec(before.replace(/,$/, ""))?.[0];
    if (!place) continue;
    const result = moved(sentence, match.index, place, match.index + match[0].length);
    if (result) return result;
  }
  return undefined;
}

const ADDRESS_END = /\b\d{5}(?:-\d{4})?\b/;
/** A company's suffix alone is no name. */
const COMPANY_SUFFIX = /^(?:LLC|L\.L\.C\.|Inc\.?|INC\.?|P\.A\.|PLLC|LLP|LP|L\.P\.|N\.A\.|Corp\.?|CORP\.?|Co\.|CO\.)$/;

/**
 * "I, Eleanor Fitzgerald, residing at 3300 Gulf Shore Boulevard, Naples, Florida 34103 ("Principal"), name..." →
 * "I, Eleanor Fitzgerald ("Principal"), name..." and "Eleanor Fitzgerald lives at 3300 Gulf Shore Boulevard,
 * Naples, Florida 34103." An address that ends with its ZIP code is a sentence of its own.
 */
export function moveResidence(sentence: string): MovedAddress | undefined {
  const match =
    /([A-Z][\w'’.&-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w'’.&-]*){0,5}(?:,\s+(?:LLC|L\.L\.C\.|Inc\.|INC\.|P\.A\.|PLLC|LLP|LP|L\.P\.|N\.A\.|Corp\.|CORP\.|Co\.|CO\.))?),\s+(?:residing|living|located|who lives|whose address is)\s+(?:at\s+)?/.exec(
      sentence,
    );
  if (!match) return undefined;
  // A party's name is taken whole ("HARBORVIEW AUTO FINANCE, INC."), never its last word ("INC.").
  if (COMPANY_SUFFIX.test(match[1]!)) return undefined;
  const start = match.index + match[0].length;
  const zip = ADDRESS_END.exec(sentence.slice(start));
  if (!zip || zip.index > 150) return undefined;
  const end = start + zip.index + zip[0].length;
  const address = sentence.slice(start, end);
  const name = match[1]!;
  const before = sentence.slice(0, match.index + name.length);
  const after = sentence.slice(end);
  // The address's commas: what follows it must go on the same way the sentence did (",", " (", " and").
  const rest = `${before}${after}`;
  const where = /located/.test(match[0])
    ? `${name} is at ${address}`
    : /whose address/.test(match[0])
      ? `the address of ${name} is ${address}`
      : `${name} lives at ${address}`;
  return { rest, where };
}

/** "…is set for July 20, 2027, at 1:30 p.m., in Courtroom 2B of the …": a time, then the room it is in. */
const ROOM_AFTER_TIME =
  /^(.{12,}\b\d{1,2}:\d{2}\s*[ap]\.m\.),\s+(in|at)\s+((?:Courtroom|Hearing Room|Room|the\s+(?:[A-Z][\w'’-]*\s+){0,5}(?:Room|Courtroom|Clubhouse|Courthouse|Office|Hall|Center))\b[^;:()]*?)\.?$/;

/**
 * "The final hearing is set for July 20, 2027, at 1:30 p.m., in Courtroom 2B of the Justice Center." → "The final
 * hearing is set for July 20, 2027, at 1:30 p.m." "It will be in Courtroom 2B of the Justice Center." Only a room or
 * a building after a clock time that ends the sentence.
 */
export function moveRoomAfterTime(sentence: string): string[] | undefined {
  const match = ROOM_AFTER_TIME.exec(sentence.trim());
  if (!match) return undefined;
  const [, when = "", preposition = "", room = ""] = match;
  if (room.split(/\s+/).length < 2 || /,\s+(?:and|or|but|which|who|unless|if)\b/.test(room)) return undefined;
  return [when, `It will be ${preposition} ${room}.`];
}
