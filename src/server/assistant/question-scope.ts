/**
 * Whether a question is one the knowledge base may answer: criminal, immigration and family-law questions are
 * referred elsewhere; questions about another state's law, or about a subject listed as out of scope, are outside
 * it, unless it names a subject the knowledge base answers (`answered`: a tax refund's time limit, though taxes are
 * not answered; a collector threatening arrest, though arrests are referred), phrase by phrase or by a subject named
 * with a word of its own ("the collector said i'll be arrested": a collector with an arrest; "my 2020 taxes … a
 * refund": a refund with taxes). The words that decide are data, in the language answered in
 * (content/<language>/assistant/scope.yml).
 */
import { hasPhrase, normalizeText } from "./search-terms";
import type { AssistantScope, ReferredArea } from "./knowledge-base";

export type QuestionScope = { kind: "florida_civil" } | { kind: "referred"; area: ReferredArea } | { kind: "out_of_scope" };

const REFERRED_AREAS: readonly ReferredArea[] = ["criminal", "immigration", "family", "notCovered"];

export function questionScope(question: string, scope: AssistantScope): QuestionScope {
  const text = normalizeText(question);
  const mentions = (phrases: readonly string[]) => phrases.some((phrase) => hasPhrase(text, phrase));
  const answered =
    mentions(scope.answered ?? []) ||
    (scope.answeredTogether ?? []).some((pair) => mentions(pair.subject) && mentions(pair.with));
  const area = answered ? undefined : REFERRED_AREAS.find((each) => mentions(scope.referred[each]));
  if (area) return { kind: "referred", area };
  if (mentions(scope.outOfScope) && !answered) return { kind: "out_of_scope" };
  const otherState = mentions(scope.otherStates) && !mentions(scope.otherStateOnlyWhereTheyLive);
  if (otherState && !hasPhrase(text, "florida")) return { kind: "out_of_scope" };
  return { kind: "florida_civil" };
}
