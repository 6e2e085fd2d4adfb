/**
 * A match made only through short typos ("bread" read as "break") is never sure: the question is declined unless it
 * ties to the law's vocabulary; a misspelling long enough to be sure of, or beside a word matched exactly, still reads.
 */
import type { SearchResult } from "minisearch";
import { describe, expect, it } from "vitest";
import { matchedOnlyThroughShortTypos } from "./anchor-words";
import { answerLocally } from "./local-engine";

const result = (queryTerms: string[], terms: string[]) => ({ queryTerms, terms }) as unknown as SearchResult;

describe("a match made only through short typos", () => {
  it("is one where no word of hers matched as written and each is too short to be a sure typo", () => {
    expect(matchedOnlyThroughShortTypos(result(["bread"], ["break"]))).toBe(true);
    expect(matchedOnlyThroughShortTypos(result(["bread", "leas"], ["break", "lease"]))).toBe(true);
    expect(matchedOnlyThroughShortTypos(result(["bread", "lease"], ["break", "lease"]))).toBe(false);
    expect(matchedOnlyThroughShortTypos(result(["landlrod"], ["landlord"]))).toBe(false);
    expect(matchedOnlyThroughShortTypos(result([], []))).toBe(false);
  });

  it("declines a question it alone ties to a passage, and still answers a misspelled one", () => {
    expect(answerLocally("how do i bake bread").scope).toBe("out_of_scope");
    expect(answerLocally("how do i bake bread").sources).toEqual([]);
    const misspelled = answerLocally("can i brake my lease early");
    expect(misspelled.scope).toBe("florida_civil");
    expect(misspelled.sources).toContain("Fla. Stat. §§ 83.575, 83.595");
  });
});
