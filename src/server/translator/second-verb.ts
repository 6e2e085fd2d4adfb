/**
 * A second thing the same side may do, after ", and" without its helping verb: "If you do not pay, the Landlord may
 * begin an eviction lawsuit against you, and ask the court for the rent and costs." → "If you do not pay, the Landlord
 * may begin an eviction lawsuit against you." "The Landlord may also ask the court for the rent and costs." The
 * subject and its helping verb are said again; never after "not" (a ban covers both verbs) and never after "must" (a
 * duty to do both at once stays one sentence).
 */
import { countWords } from "./readability";

const SECOND_VERB =
  /^(.*?\b((?:[Tt]he|[Yy]our|[Tt]his) [A-Za-z][\w'’]*|[A-Z][\w'’]*|you|we|they)\s+(may|can|will)\s+(?!not\b|also\b)[a-z]+\b[^;]*?)(,?)\s+and\s+((?:ask|seek|request|sue|recover|file|charge|collect|report|apply|refer)\s.+)$/;

export function splitSecondVerb(sentence: string): string[] | undefined {
  const match = SECOND_VERB.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", subject = "", modal = "", comma = "", right = ""] = match;
  // Without a comma, "may enter to inspect it and ask…" may be two things to do after "to": the sentence stays whole.
  if (!comma && /\bto\s+[a-z]+/.test(left.slice(left.lastIndexOf(subject)))) return undefined;
  // One "and" only, outside the first piece's own list ("the rent, costs and fees" is fine after the cut).
  if (/,\s+and\s/.test(left) || /\bnot\b/.test(left.slice(left.lastIndexOf(subject))) || countWords(left) < 8) return undefined;
  const who = /^(?:the|your|this)\s/i.test(subject) ? `${subject[0]!.toUpperCase()}${subject.slice(1)}` : subject;
  const spoken = /^(?:you|we|they)$/.test(who) ? `${who[0]!.toUpperCase()}${who.slice(1)}` : who;
  return [`${left}.`, `${spoken} ${modal} also ${right.replace(/\.?$/, ".")}`];
}

/** "Resident will be liable for A, and for B": what the same side answers for, twice. */
const LIABLE_TWICE =
  /^((?:the |your |this )?(?:[A-Z][\w'’]*|you|we|they|tenant|landlord|resident|owner))\s+(will|must|may|shall)?\s*(be|is|are)\s+(liable|responsible)\s+for\s+([^,;]+),\s+and\s+for\s+(.+)$/i;

/**
 * "Resident will be liable for damage caused by a failure to report, and for the cost of repairing any damage caused by
 * Resident's guests, other than normal wear and tear." → "Resident will be liable for damage caused by a failure to
 * report." "Resident will also be liable for the cost of repairing any damage caused by Resident's guests, other than
 * normal wear and tear."
 */
export function splitLiableTwice(sentence: string): string[] | undefined {
  const match = LIABLE_TWICE.exec(sentence.trim());
  if (!match) return undefined;
  const [, subject = "", helper = "", be = "", kind = "", first = "", second = ""] = match;
  if (countWords(first) < 3 || countWords(second) < 3) return undefined;
  const who = `${subject[0]!.toUpperCase()}${subject.slice(1)}`;
  const modal = helper.toLowerCase() === "shall" ? "must" : helper;
  const verb = modal ? `${modal} ${be}` : be;
  const also = modal ? `${modal} also ${be}` : `${be} also`;
  return [`${who} ${verb} ${kind} for ${first}.`, `${who} ${also} ${kind} for ${second.replace(/\.?$/, ".")}`];
}
