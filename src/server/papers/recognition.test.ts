/**
 * How well papers are recognised, on a corpus of Florida papers (test-support/corpus/). The held-out part was written
 * before the cue table and is never used to tune it: its floor is what it scored when first measured, less 10 points.
 */
import { describe, expect, it } from "vitest";
import { HELD_OUT } from "./test-support/corpus/held-out";
import { ratio, scoreCorpus, share } from "./test-support/corpus/score";
import { TUNED } from "./test-support/corpus/tuned";

/** The held-out kinds' first measured share, less 10 points. */
const HELD_OUT_KIND_FLOOR = 0.9;

describe("paper recognition", () => {
  it("recognises the corpus's papers, their fields and their deadlines", () => {
    const tuned = scoreCorpus(TUNED);
    const heldOut = scoreCorpus(HELD_OUT);
    const fields = { passed: tuned.fields.passed + heldOut.fields.passed, total: tuned.fields.total + heldOut.fields.total };
    const deadlines = {
      passed: tuned.deadlines.passed + heldOut.deadlines.passed,
      total: tuned.deadlines.total + heldOut.deadlines.total,
    };
    console.log(
      `Paper recognition: tuned ${ratio(tuned.kind)}, held-out ${ratio(heldOut.kind)} (kind), fields ${ratio(fields)}, deadlines ${ratio(deadlines)}` +
        ` (held-out fields ${ratio(heldOut.fields)}, deadlines ${ratio(heldOut.deadlines)})`,
    );
    if (tuned.misses.length + heldOut.misses.length > 0) console.log([...tuned.misses, ...heldOut.misses].join("\n"));
    expect(share(tuned.kind)).toBeGreaterThanOrEqual(0.9);
    expect(share(tuned.fields)).toBeGreaterThanOrEqual(0.9);
    expect(share(tuned.deadlines)).toBeGreaterThanOrEqual(0.9);
    expect(share(heldOut.kind)).toBeGreaterThanOrEqual(HELD_OUT_KIND_FLOOR);
  });
});
