import { describe, expect, it } from "vitest";
import { rewriteLegalese } from "./legalese";
import { splitLongSentence } from "./split-long";
import { simplifySentence, translateText } from "./translate";
import { lostValues } from "./values";
import { fleschKincaidGrade } from "./readability";

const lease = { self: "this lease" };
const plain = (sentence: string) => rewriteLegalese(sentence, lease);

describe("legalese rewrites", () => {
  it.each([
    ['Maria Lopez (hereinafter referred to as "Tenant") rents the unit.', 'Maria Lopez ("Tenant") rents the unit.'],
    ["Rent is due pursuant to Section 3.", "Rent is due under Section 3."],
    ["Tenant shall pay rent.", "Tenant must pay rent."],
    ["Tenant shall not smoke.", "Tenant must not smoke."],
    ["Notwithstanding the foregoing, Tenant may leave.", "Even so, Tenant may leave."],
    ["The late fee shall be deemed additional rent.", "The late fee will count as extra rent."],
    [
      "Tenant shall indemnify and hold harmless Landlord from all claims.",
      "Tenant must protect Landlord and pay Landlord back for any loss from all claims.",
    ],
    ["Any and all notices are null and void.", "All notices are not valid."],
    [
      "Prior to the commencement of the term, Tenant shall remit the deposit.",
      "Before the start of the term, Tenant must pay the deposit.",
    ],
    [
      "In the event that Tenant fails to pay, Landlord may terminate this Lease.",
      "If Tenant does not pay, Landlord may end this Lease.",
    ],
    ["The parties hereto agree.", "Both sides agree."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("keeps quoted words and a sentence in capitals as they are", () => {
    expect(plain('the "Premises" and the premises')).toBe('The "Premises" and the home');
    expect(plain("TENANT SHALL PAY RENT.")).toBe("TENANT MUST PAY RENT.");
  });
});

describe("long sentences", () => {
  it("splits at a semicolon, at ', which' and at ', unless', keeping every word's meaning", () => {
    expect(
      splitLongSentence("Tenant must pay the Landlord a late fee of $75.00, which will be added to the rent due that month."),
    ).toEqual(["Tenant must pay the Landlord a late fee of $75.00.", "The late fee will be added to the rent due that month."]);
    expect(
      splitLongSentence("Tenant must pay a late fee of $75.00 each month, which will be added to the rent due that month."),
    ).toEqual(["Tenant must pay a late fee of $75.00 each month, which will be added to the rent due that month."]);
    // "This" could be the fee or the day: the sentence stays whole (round 9).
    const unclear =
      "Tenant must pay a late fee of $75.00 on the 6th day of the month, which will be added to the rent due that month.";
    expect(splitLongSentence(unclear)).toEqual([unclear]);
    expect(
      splitLongSentence(
        "Rent is due on the 1st day of every month at the office of the landlord, unless Landlord agrees otherwise in writing.",
      ),
    ).toEqual([
      "Rent is due on the 1st day of every month at the office of the landlord.",
      "But not if Landlord agrees otherwise in writing.",
    ]);
  });

  it("does not split off a condition that cannot stand alone", () => {
    const sentence =
      "If Tenant does not pay the rent that is due on time, and Landlord gives the notice the law requires, Landlord may file.";
    expect(splitLongSentence(sentence)[0]).toMatch(/^If Tenant does not pay/);
    expect(splitLongSentence(sentence).join(" ")).toContain("Landlord may file");
  });

  it("leaves a short sentence alone", () => {
    expect(splitLongSentence("Tenant must pay rent on time.")).toEqual(["Tenant must pay rent on time."]);
  });
});

describe("the engine", () => {
  it("keeps a sentence's original words when its rewrite would change a value (here a company's name)", () => {
    const sentence = "Premises Holdings Group shall receive the rent.";
    expect(rewriteLegalese(sentence, lease)).toBe("Home Holdings Group must get the rent.");
    expect(simplifySentence(sentence, lease)).toEqual([sentence]);
  });

  it("leaves a word inside a name alone, so the sentence is still rewritten", () => {
    expect(simplifySentence("Tenant shall pay rent to Premises Holdings Group.", lease)).toEqual([
      "Tenant must pay rent to Premises Holdings Group.",
    ]);
  });

  it("rewrites a sentence and keeps its values", () => {
    const sentence = "Tenant shall pay $500.00 on or before May 1, 2025.";
    expect(simplifySentence(sentence, lease).join(" ")).toBe("Tenant must pay $500.00 by May 1, 2025.");
    // "The sum of" in front of a written-out amount would go; the figure stays.
    expect(simplifySentence("Tenant shall pay the sum of Five Hundred Dollars ($500.00).", lease).join(" ")).toBe(
      "Tenant must pay $500.00.",
    );
  });

  it("translates a lease: plain words, every value kept, key points, Florida rules, legal terms, complexity", () => {
    const original = [
      'This Lease is made on January 15, 2025, by and between Sunshine Property Management, LLC (hereinafter referred to as "Landlord") and Maria Lopez (hereinafter referred to as "Tenant").',
      "Tenant shall pay to Landlord the sum of One Thousand Four Hundred Fifty Dollars ($1,450.00) per month, due and payable on or before the first (1st) day of each calendar month.",
      "In the event that rent is not received prior to the fifth (5th) day of the month, Tenant shall pay a late charge of $75.00, which shall be deemed additional rent hereunder.",
      "Tenant hereby waives any and all rights under Section 83.49, Florida Statutes, and agrees that the security deposit is non-refundable.",
      "Landlord shall have the right to enter the Premises at any time without notice to Tenant.",
      "Tenant shall give Landlord not less than thirty (30) days' written notice prior to vacating the Premises.",
    ].join("\n\n");
    const result = translateText(original);
    expect(result.documentKind).toBe("lease_or_addendum");
    expect(lostValues(original, result.simplifiedContent)).toEqual([]);
    // The legal word stays only in parentheses after its plain word, the first time (first-use-terms.ts).
    const withoutNotes = result.simplifiedContent.replace(/ \((?:hereunder|premises)\)/gi, "");
    expect(withoutNotes).not.toMatch(/\b(?:shall|hereinafter|hereunder|hereby|pursuant|any and all)\b/i);
    expect(result.simplifiedContent).not.toMatch(/\(shall\)/);
    expect(result.simplifiedContent).toContain("Tenant must pay to Landlord $1,450.00 per month");
    expect(result.simplifiedContent).toContain("Landlord may enter the home (Premises) at any time");
    expect(result.simplifiedContent).toContain("before moving out of the home.");
    expect(result.readingGrade.simplified).toBeLessThan(result.readingGrade.original);

    const kinds = result.keyPoints.map((point) => point.kind);
    expect(kinds).toContain("money");
    expect(kinds).toContain("deadline");
    const rules = result.keyPoints.filter((point) => point.kind === "florida_rule");
    expect(rules.map((rule) => rule.citation)).toEqual([
      "Fla. Stat. § 83.47; Fla. Stat. § 83.49; Fla. Stat. §§ 83.575, 83.595",
      "Fla. Stat. § 83.53(2)",
    ]);
    expect(rules[0]!.text).toMatch(/may not be enforceable/);

    const terms = result.legalTerms.map((term) => term.slug);
    expect(terms.length).toBeGreaterThan(3);
    for (const term of result.legalTerms) expect(term.meaning.length).toBeGreaterThan(10);
    expect(["simple", "moderate", "complex"]).toContain(result.complexity);
  });

  it("finds the § 83.48 fee rule in a lease that makes the tenant pay fees whoever wins", () => {
    const result = translateText(
      "RESIDENTIAL LEASE\n\nLandlord and Tenant agree to this lease. Tenant shall pay all of Landlord's attorney's fees regardless of which party prevails.",
    );
    expect(result.keyPoints.find((point) => point.kind === "florida_rule")?.citation).toBe("Fla. Stat. § 83.48");
  });

  it("does not call a courthouse's street address a deadline", () => {
    const result = translateText(
      "EVICTION SUMMONS/RESIDENTIAL\n\nThe written reason(s) must be given to the Clerk of the Court at the Bay County Courthouse, 300 East 4th Street, Panama City, Florida 32401.",
    );
    expect(result.keyPoints.filter((point) => point.kind === "deadline")).toEqual([]);
  });

  it("names the rule a reader of an eviction summons must know", () => {
    const result = translateText(
      "EVICTION SUMMONS/RESIDENTIAL\n\nYou are being sued by Palm Homes LLC to require you to move out of the place where you are living.",
    );
    expect(result.documentKind).toBe("eviction_summons");
    expect(result.keyPoints[0]).toMatchObject({ kind: "florida_rule", citation: expect.stringContaining("83.60(2)") });
  });

  it("reads at a lower grade than the original on a dense clause", () => {
    const original =
      "Notwithstanding anything to the contrary contained herein, in the event that Tenant fails to remit the monthly installment of rent on or before the fifth (5th) day of the month, Tenant shall be deemed to be in default hereunder, and Landlord shall have the right to terminate this Lease pursuant to Chapter 83, Florida Statutes.";
    const result = translateText(original);
    expect(fleschKincaidGrade(result.simplifiedContent)).toBeLessThan(fleschKincaidGrade(original) - 4);
    expect(lostValues(original, result.simplifiedContent)).toEqual([]);
  });
});
