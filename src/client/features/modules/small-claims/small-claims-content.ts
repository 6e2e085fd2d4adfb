import { preloadModuleContent } from "../module-content";

/** The small claims page's content files (content/<language>/modules/small-claims/). */
export const SMALL_CLAIMS_CONTENT = [
  "small-claims/overview",
  "small-claims/answer-note",
  "small-claims/process",
  "small-claims/fees",
  "small-claims/evidence-tips",
  "small-claims/common-mistakes",
  "small-claims/court-facts",
  "small-claims/clerk-help",
] as const;

export function preloadSmallClaimsContent(): void {
  preloadModuleContent(SMALL_CLAIMS_CONTENT);
}
