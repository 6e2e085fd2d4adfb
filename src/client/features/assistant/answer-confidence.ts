/**
 * The answer's confidence in words instead of a bare number. The server keeps its 0-to-1 figure; the screen says
 * what it means for her: nothing when it is sure, a caution in the middle, and when it is not sure, a pointer to
 * the choices or to asking again.
 */

/** At or above this the answer fits her question well: no words added. */
export const SURE_CONFIDENCE = 0.75;
/**
 * Below this the answer is only the closest information there is. It matches the engine's own line, under which the
 * answer's text opens with "I am not sure this answers your question".
 */
export const DOUBTFUL_CONFIDENCE = 0.5;

export type ConfidenceTier = "none" | "sure" | "middle" | "low";

/**
 * "none": not an answer from the law (out of scope, referred elsewhere, or a question back), so no sources and
 * nothing to say about how well it fits. Null confidence (a person's message) is "none" too.
 */
export function confidenceTier(confidence: number | null, hasSources: boolean): ConfidenceTier {
  if (confidence === null || !hasSources) return "none";
  if (confidence >= SURE_CONFIDENCE) return "sure";
  if (confidence >= DOUBTFUL_CONFIDENCE) return "middle";
  return "low";
}

/**
 * The catalog keys (assistant.json) of the words above an answer, in order. `alreadyDoubted`: the answer's own text
 * opens with the words of doubt (a local answer under DOUBTFUL_CONFIDENCE does), so they are not said twice.
 */
export function confidenceNoteKeys(tier: ConfidenceTier, alreadyDoubted: boolean, hasChoices: boolean): string[] {
  if (tier === "middle") return ["chat.confidenceMiddle"];
  if (tier !== "low") return [];
  const next = hasChoices ? "chat.confidenceLowChoose" : "chat.confidenceLowRetry";
  return alreadyDoubted ? [next] : ["chat.confidenceLow", next];
}
