import { describe, expect, it } from "vitest";
import { validationDisputeDeadline } from "@shared/florida/deadlines";
import { inLanguage } from "../../request-language";
import { explanationWithCitation } from "./cited-rule";

describe("explanationWithCitation", () => {
  const deadline = validationDisputeDeadline("2026-07-15");

  it("writes a computed deadline's explanation in English, then its citation", () => {
    expect(inLanguage("en", () => explanationWithCitation(deadline))).toBe(
      "Send your written dispute to the debt collector by Friday, August 14, 2026, 30 days after you received its " +
        "validation notice. Sooner is safer. Once it gets your dispute, the collector must stop collecting until it " +
        "sends you proof of the debt. (15 U.S.C. § 1692g; 12 C.F.R. § 1006.34; 15 U.S.C. § 1692g(b))",
    );
  });

  it("follows the request's language on the instructions pages: Spanish words and dates, the same citation", () => {
    const spanish = inLanguage("es", () => explanationWithCitation(deadline));
    expect(spanish).toContain("a más tardar el viernes, 14 de agosto de 2026");
    expect(spanish).toMatch(/^Envíe su disputa por escrito/);
    expect(spanish).toMatch(/\(15 U\.S\.C\. § 1692g; 12 C\.F\.R\. § 1006\.34; 15 U\.S\.C\. § 1692g\(b\)\)$/);
  });
});
