import { describe, expect, it } from "vitest";
import { statuteInText } from "./statute-in-text";

describe("statuteInText", () => {
  it.each([
    ["Fla. Stat. § 83.64", "section 83.64, Florida Statutes"],
    ["Fla. Stat. § 83.49(3)(a)", "section 83.49(3)(a), Florida Statutes"],
    ["Fla. Stat. §§ 83.49(3)(c), 83.48", "sections 83.49(3)(c) and 83.48, Florida Statutes"],
    ["Fla. Stat. §§ 83.60(2), 51.011, 83.59", "sections 83.60(2), 51.011 and 83.59, Florida Statutes"],
  ])("writes %s as %s", (citation, words) => {
    expect(statuteInText(citation)).toBe(words);
  });
});
