/**
 * Whether a question is one the knowledge base may answer: criminal, immigration and family-law questions are
 * referred elsewhere; questions about another state's law, or about a subject listed as out of scope, are outside
 * it, unless it names a subject the knowledge base answers (`answered`: a tax refund's time limit, though taxes are
 * not answered; a collector threatening arrest, though arrests are referred), phrase by phrase or by a subject named
 * with a word of its own ("the collector said i'll be arrested": a collector with an arrest; "my 2020 taxes … a
 * refund": a refund with taxes). Referred and out-of-scope subjects may be named apart the same way
 * (`referredTogether`, `outOfScopeTogether`: an HOA with its dues, a rented building with its sale). The words that
 * decide are data, in the language answered in (content/<language>/assistant/scope.yml).
 */
import { hasPhrase, normalizeText } from "./search-terms";
import type { AssistantScope, ReferredArea, TogetherPair } from "./knowledge-base";

/** Out of scope: a subject the knowledge base does not answer (`subject`), or another state's law (`otherState`). */
export type QuestionScope =
  { kind: "florida_civil" } | { kind: "referred"; area: ReferredArea } | { kind: "out_of_scope"; why: "subject" | "otherState" };

const REFERRED_AREAS: readonly ReferredArea[] = ["criminal", "immigration", "family", "notCovered"];

export function questionScope(question: string, scope: AssistantScope): QuestionScope {
  const text = normalizeText(question);
  const mentions = (phrases: readonly string[]) => phrases.some((phrase) => hasPhrase(text, phrase));
  const together = (pairs: readonly TogetherPair[] = []) => pairs.some((pair) => mentions(pair.subject) && mentions(pair.with));
  const answered = mentions(scope.answered ?? []) || together(scope.answeredTogether);
  const area = answered
    ? undefined
    : REFERRED_AREAS.find((each) => mentions(scope.referred[each]) || together(scope.referredTogether?.[each]));
  if (area) return { kind: "referred", area };
  if ((mentions(scope.outOfScope) || together(scope.outOfScopeTogether)) && !answered) {
    return { kind: "out_of_scope", why: "subject" };
  }
  const otherState = mentions(scope.otherStates) && !mentions(scope.otherStateOnlyWhereTheyLive);
  if (otherState && !hasPhrase(text, "florida")) return { kind: "out_of_scope", why: "otherState" };
  return { kind: "florida_civil" };
}

/**
 * Whether a question names a subject the passages near it do not settle (`unsettledTogether`: whether a parent with
 * dementia can still sign a power of attorney): a passage may be offered for it only as unsure.
 */
export function namesUnsettled(question: string, scope: AssistantScope): boolean {
  const text = normalizeText(question);
  const mentions = (phrases: readonly string[]) => phrases.some((phrase) => hasPhrase(text, phrase));
  return (scope.unsettledTogether ?? []).some((pair) => mentions(pair.subject) && mentions(pair.with));
}
