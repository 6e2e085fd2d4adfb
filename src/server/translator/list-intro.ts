/**
 * A whole sentence that announces a list ends with a full stop, not a colon: "The court orders the following:" →
 * "The court orders the following.", "Before moving out of the home, the Tenant must do these things:" → "… these
 * things.". The list's items follow as sentences of their own. Only a sentence that names what follows ("the
 * following", "as follows", "these things") and has a verb of its own; a label ("Copies to:", "According to the
 * following:") or an unfinished clause ("It is ORDERED that:") keeps its colon.
 */

/** "the following", "as follows", "these things", "these steps": what follows is named. */
const ANNOUNCES = /\b(?:the following|as follows|these (?:things|steps|rules|items|amounts|charges))\b/i;

/** A verb: the sentence says something ("orders", "must do", "are owed", "ARE"). */
const VERB =
  /\b(?:is|are|was|were|must|will|may|can|shall|has|have|orders?|finds?|owes?|includes?|asks?|wants?|needs?|applies|apply|sets?|lists?|requires?|agrees?|makes?|explains?|states?|says?|do|does)\b/i;

export function endListIntro(sentence: string): string {
  const trimmed = sentence.trimEnd();
  if (!trimmed.endsWith(":") || (trimmed.slice(0, -1).match(/:/g) ?? []).length > 0) return sentence;
  const at = trimmed.search(ANNOUNCES);
  if (at < 0 || !VERB.test(trimmed) || trimmed.split(/\s+/).length < 4) return sentence;
  // What is announced ends the sentence ("the following matter:"): "the following described property in Martin County,
  // Florida:" goes on after its address ("… and to put Plaintiff in possession of it"), and keeps its colon.
  if (trimmed.slice(at).split(/\s+/).length > 4) return sentence;
  return `${trimmed.slice(0, -1).trimEnd()}.`;
}
