import { describe, expect, it } from "vitest";
import { parseGlossaryFiles } from "./parse-glossary";

const entry = (slug: string, term: string, extra = "") =>
  `- slug: ${slug}\n  term: ${term}\n  meaning: The meaning of ${term}.\n  example: An example with ${term}.\n${extra}`;

describe("parseGlossaryFiles", () => {
  it("reads terms, fills law references and the citation, and sorts A–Z", () => {
    const { terms, problems } = parseGlossaryFiles({
      "glossary/s.yaml": [
        entry("small-claims-court", "Small claims court", "  cite: SMALL_CLAIMS.limitDollars\n  see: [answer]\n"),
        "- slug: summons\n  term: Summons\n  meaning: >-\n    Costs {{money:SMALL_CLAIMS.summonsFeeDollars}}; {{value:LANDLORD_TENANT.threeDayNoticeDays}} days.\n  example: A summons came.\n",
      ].join("\n"),
      "glossary/a.yaml": entry("answer", "Answer", "  also: [written answer]\n  ambiguous: true\n"),
    });
    expect(problems).toEqual([]);
    expect(terms.map((term) => term.slug)).toEqual(["answer", "small-claims-court", "summons"]);
    expect(terms[0]).toMatchObject({ letter: "A", also: ["written answer"], ambiguous: true, see: [] });
    expect(terms[1]).toMatchObject({ cite: "SMALL_CLAIMS.limitDollars", citation: "Fla. Sm. Cl. R. 7.010(b)", see: ["answer"] });
    expect(terms[2]?.meaning).toBe("Costs $10; 3 days.");
    expect(terms[2]?.cite).toBeUndefined();
  });

  it("reports what is wrong and leaves broken parts out", () => {
    const { terms, problems } = parseGlossaryFiles({
      "glossary/a.yaml": [
        entry("answer", "Answer", "  see: [nowhere, answer]\n  cite: SMALL_CLAIMS.nope\n"),
        entry("answer", "Another answer"),
        entry("banana", "Banana"),
        "- slug: Bad Slug\n  term: X\n  meaning: m\n  example: e\n",
        "- slug: empty\n  term: Empty\n  meaning: ''\n  example: e\n",
        "- slug: extra\n  term: Extra\n  meaning: m\n  example: e\n  colour: red\n",
        entry("ref", "Ref", "").replace("The meaning of Ref.", "'See {{value:NOPE.key}}.'"),
      ].join("\n"),
      "glossary/b.yaml": "not: a list\n",
      "glossary/c.yaml": "- [unclosed\n",
      "glossary/readme.yaml": "[]\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("cite SMALL_CLAIMS.nope is not a law module key"),
        expect.stringContaining('slug "answer" is used twice'),
        expect.stringContaining('"Banana" belongs in b.yaml'),
        expect.stringContaining("slug: Invalid"),
        expect.stringContaining("meaning:"),
        expect.stringContaining("colour"),
        expect.stringContaining("meaning has {{value:NOPE.key}}"),
        expect.stringContaining("b.yaml: must be a list of terms"),
        expect.stringContaining("c.yaml: not valid YAML"),
        expect.stringContaining("readme.yaml: the file name must be one letter"),
        'answer: see "nowhere" is not another term of the glossary',
        'answer: see "answer" is not another term of the glossary',
      ]),
    );
    const answer = terms.find((term) => term.slug === "answer");
    expect(answer).toMatchObject({ term: "Answer", see: [] });
    expect(answer?.cite).toBeUndefined();
    // "ref" cites an unknown law key: left out rather than shown with the key in it.
    expect(terms.map((term) => term.slug).sort()).toEqual(["answer", "banana"]);
  });
});
