import { describe, expect, it } from "vitest";
import { createTermFinder, distinctTerms, termForms } from "./find-terms";
import type { GlossaryTerm } from "./glossary-term";
import { glossaryFromDisk } from "./test-support/glossary-from-disk";

function term(name: string, extra: Partial<GlossaryTerm> = {}): GlossaryTerm {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    slug,
    term: name,
    also: [],
    ambiguous: false,
    meaning: "m",
    example: "e",
    see: [],
    letter: name[0]!.toUpperCase(),
    ...extra,
  };
}

const found = (finder: ReturnType<typeof createTermFinder>, text: string) =>
  finder(text).map((match) => [match.term.slug, match.text]);

describe("termForms", () => {
  it("adds the plural of the main noun", () => {
    expect(termForms("judgment")).toEqual(["judgment", "judgments"]);
    expect(termForms("party")).toEqual(["party", "parties"]);
    expect(termForms("witness")).toEqual(["witness", "witnesses"]);
    expect(termForms("writ of possession")).toEqual(["writ of possession", "writs of possession"]);
    expect(termForms("attorney-in-fact")).toEqual(["attorney in fact", "attorneys in fact"]);
    expect(termForms("POA")).toEqual(["POA", "POAs"]);
  });
});

describe("createTermFinder", () => {
  const finder = createTermFinder([
    term("Writ"),
    term("Writ of possession"),
    term("Party"),
    term("Agent"),
    term("Attorney-in-fact"),
    term("Hold harmless"),
    term("Three-day notice", { also: ["3-day notice"] }),
    term("Will", { ambiguous: true, also: ["last will"] }),
    term("Landlord"),
  ]);

  it("finds whole words in any case, in order, with where they start", () => {
    const matches = finder("The LANDLORD's agent called. Reagents and agentive do not count.");
    expect(matches.map((match) => [match.term.slug, match.text, match.index])).toEqual([
      ["landlord", "LANDLORD", 4],
      ["agent", "agent", 15],
    ]);
  });

  it("prefers the longest term at a place", () => {
    expect(found(finder, "The clerk issued a writ of possession, and then another writ.")).toEqual([
      ["writ-of-possession", "writ of possession"],
      ["writ", "writ"],
    ]);
  });

  it("finds plurals, hyphenated and spaced forms, and other names", () => {
    expect(
      found(finder, "Both parties signed. Writs of possession issued. Attorneys in fact act; hold-harmless clauses bind."),
    ).toEqual([
      ["party", "parties"],
      ["writ-of-possession", "Writs of possession"],
      ["attorney-in-fact", "Attorneys in fact"],
      ["hold-harmless", "hold-harmless"],
    ]);
    expect(found(finder, "She got a 3-day notice, then a second three day notice.")).toEqual([
      ["three-day-notice", "3-day notice"],
      ["three-day-notice", "three day notice"],
    ]);
  });

  it("finds a term that is an everyday word only by its other names", () => {
    expect(found(finder, "You will get a hearing. Her last will names her son.")).toEqual([["will", "last will"]]);
    expect(found(createTermFinder([term("Will", { ambiguous: true })], { includeAmbiguous: true }), "You will")).toEqual([
      ["will", "will"],
    ]);
  });

  it("lists each term once, in the order first found", () => {
    expect(distinctTerms(finder("agent, landlord, agent")).map((found) => found.slug)).toEqual(["agent", "landlord"]);
    expect(createTermFinder([])("anything")).toEqual([]);
  });

  it("finds the real glossary's terms in a Florida eviction paper", () => {
    const { terms } = glossaryFromDisk();
    const findTerms = createTermFinder(terms);
    const text =
      "The Plaintiff served a 3-day notice. If the Defendant does not pay the rent into the court registry, " +
      "a default judgment and a writ of possession may follow. The tenant will be heard at the hearing; " +
      "notwithstanding the lease, attorneys' fees go to the prevailing party.";
    expect(distinctTerms(findTerms(text)).map((found) => found.slug)).toEqual([
      "plaintiff",
      "served",
      "three-day-notice",
      "defendant",
      "rent",
      "court-registry",
      "default-judgment",
      "writ-of-possession",
      "tenant",
      "hearing",
      "notwithstanding",
      "lease",
      "attorney-fees",
      "prevailing-party",
    ]);
  });
});
