/**
 * How well papers are recognised, on a corpus of Florida papers (test-support/corpus/). The held-out parts were written
 * apart from the cue table and are never used to tune it: each one's floor is what it scored when first measured,
 * less 10 points (the fourth, fifth, sixth and seventh: what they scored, no less). The translator's held-out set 8 and
 * tuning set 8, the translator's held-out set 9 (here "held-out-8", by this file's numbering) and tuning set 9, and
 * the translator's held-out set 10 (here "held-out-9") and tuning set 10, are read here from their own folders
 * (src/server/translator/test-support/), with what each paper must be read as beside its values, and so is tuning set
 * 11, written without a held-out twin, and the translator's held-out set 11 (here "held-out-10"), written after it;
 * the tuning sets' misses are printed, the held-out sets' never.
 */
import { describe, expect, it } from "vitest";
import { HELD_OUT } from "./test-support/corpus/held-out";
import { HELD_OUT_2 } from "./test-support/corpus/held-out-2";
import { HELD_OUT_3 } from "./test-support/corpus/held-out-3";
import { HELD_OUT_4 } from "./test-support/corpus/held-out-4";
import { HELD_OUT_5 } from "./test-support/corpus/held-out-5";
import { HELD_OUT_6 } from "./test-support/corpus/held-out-6";
import { ratio, scoreCorpus, share } from "./test-support/corpus/score";
import { TUNED } from "./test-support/corpus/tuned";
import { HELD_OUT_8_READING, HELD_OUT_PAPERS_8, heldOutText8 } from "../translator/test-support/held-out-papers-8/index";
import { TUNING_8_READING, TUNING_PAPERS_8, tuningText8 } from "../translator/test-support/tuning-papers-8/index";
import { HELD_OUT_9_READING, HELD_OUT_PAPERS_9, heldOutText9 } from "../translator/test-support/held-out-papers-9/index";
import { TUNING_9_READING, TUNING_PAPERS_9, tuningText9 } from "../translator/test-support/tuning-papers-9/index";
import { HELD_OUT_10_READING, HELD_OUT_PAPERS_10, heldOutText10 } from "../translator/test-support/held-out-papers-10/index";
import { TUNING_10_READING, TUNING_PAPERS_10, tuningText10 } from "../translator/test-support/tuning-papers-10/index";
import { TUNING_11_READING, TUNING_PAPERS_11, tuningText11 } from "../translator/test-support/tuning-papers-11/index";
import { HELD_OUT_11_READING, HELD_OUT_PAPERS_11, heldOutText11 } from "../translator/test-support/held-out-papers-11/index";
import type { Paper } from "../translator/test-support/papers/index";

/** The held-out kinds' first measured share, less 10 points. */
const HELD_OUT_KIND_FLOOR = 0.9;
/** The second held-out set's first measured shares (kind 21/28, fields 123/149, deadlines 23/30), less 10 points. */
const HELD_OUT_2_FLOOR = { kind: 0.65, fields: 0.72, deadlines: 0.66 } as const;
/** The third held-out set's first measured shares (kind 19/19, fields 82/96, deadlines 21/23), less 10 points. */
const HELD_OUT_3_FLOOR = { kind: 0.9, fields: 0.75, deadlines: 0.81 } as const;
/** The fourth held-out set's first measured shares themselves (kind 19/20, fields 78/110, deadlines 26/26). */
const HELD_OUT_4_FLOOR = { kind: 0.95, fields: 0.7, deadlines: 1 } as const;
/** The fifth held-out set's first measured shares themselves (kind 20/22, fields 108/127, deadlines 23/27), rounded down. */
const HELD_OUT_5_FLOOR = { kind: 0.9, fields: 0.85, deadlines: 0.85 } as const;
/** The sixth held-out set's first measured shares themselves (kind 12/12, fields 66/77, deadlines 15/16), rounded down. */
const HELD_OUT_6_FLOOR = { kind: 1, fields: 0.85, deadlines: 0.93 } as const;
/**
 * The seventh held-out set (the translator's held-out set 8) and tuning set 8: their first measured shares themselves,
 * rounded down, at 14:57 UTC on 29 Nov 2026 on commit 03480d8 (held-out kind 12/12, fields 70/80, deadlines 13/13;
 * tuning kind 13/14, fields 80/96, deadlines 15/16).
 */
const HELD_OUT_7_FLOOR = { kind: 1, fields: 0.87, deadlines: 1 } as const;
const TUNING_8_FLOOR = { kind: 0.92, fields: 0.83, deadlines: 0.93 } as const;
/**
 * The eighth held-out set (the translator's held-out set 9) and tuning set 9: their first measured shares themselves,
 * rounded down, at 18:12 UTC on 29 Nov 2026 on commit f5e4f64 (held-out kind 12/12, fields 75/80, deadlines 18/18;
 * tuning kind 13/14, fields 88/93, deadlines 17/17).
 */
const HELD_OUT_8_FLOOR = { kind: 1, fields: 0.93, deadlines: 1 } as const;
/** Tuning set 9 after its recognition round (kind 14/14, fields 93/93, deadlines 17/17). */
const TUNING_9_FLOOR = { kind: 1, fields: 1, deadlines: 1 } as const;
/**
 * The ninth held-out set (the translator's held-out set 10) and tuning set 10: their first measured shares themselves,
 * rounded down, at 21:59 UTC on 29 Nov 2026 on commit 7a1edb9 (held-out kind 11/12, fields 73/81, deadlines 15/15;
 * tuning kind 13/14, fields 87/93, deadlines 14/14).
 */
const HELD_OUT_9_FLOOR = { kind: 0.91, fields: 0.9, deadlines: 1 } as const;
/** Tuning set 10 after its recognition round (kind 14/14, fields 93/93, deadlines 14/14). */
const TUNING_10_FLOOR = { kind: 1, fields: 1, deadlines: 1 } as const;
/**
 * Tuning set 11 (written alone, from the law sheet and the spec), first measured at 00:19 UTC on 30 Nov 2026 over
 * commit a992225 (kind 14/14, fields 90/93, deadlines 16/16), and after its recognition round (14/14, 93/93, 16/16).
 */
const TUNING_11_FLOOR = { kind: 1, fields: 1, deadlines: 1 } as const;
/**
 * The tenth held-out set (the translator's held-out set 11), written from the law sheet and the spec only: its first
 * measured shares at 01:56 UTC on 30 Nov 2026 over commit 71fb2b4, with other helpers' uncommitted work (kind
 * 11/12, fields 76/79, deadlines 12/15), each floor a little under.
 */
const HELD_OUT_10_FLOOR = { kind: 0.91, fields: 0.95, deadlines: 0.79 } as const;

/** A paper's text from its translator set, by file name. */
const textFrom = (papers: readonly Paper[], text: (paper: Paper) => string) => (file: string) => {
  const paper = papers.find((candidate) => candidate.file === file);
  if (!paper) throw new Error(`no paper ${file}`);
  return text(paper);
};
const heldOut8Text = textFrom(HELD_OUT_PAPERS_8, heldOutText8);
const tuning8Text = textFrom(TUNING_PAPERS_8, tuningText8);
const heldOut9Text = textFrom(HELD_OUT_PAPERS_9, heldOutText9);
const tuning9Text = textFrom(TUNING_PAPERS_9, tuningText9);
const heldOut10Text = textFrom(HELD_OUT_PAPERS_10, heldOutText10);
const tuning10Text = textFrom(TUNING_PAPERS_10, tuningText10);
const tuning11Text = textFrom(TUNING_PAPERS_11, tuningText11);
const heldOut11Text = textFrom(HELD_OUT_PAPERS_11, heldOutText11);

describe("paper recognition", () => {
  it("recognises the corpus's papers, their fields and their deadlines", () => {
    const tuned = scoreCorpus(TUNED);
    const heldOut = scoreCorpus(HELD_OUT);
    const heldOut2 = scoreCorpus(HELD_OUT_2);
    const heldOut3 = scoreCorpus(HELD_OUT_3);
    const heldOut4 = scoreCorpus(HELD_OUT_4);
    const heldOut5 = scoreCorpus(HELD_OUT_5);
    const heldOut6 = scoreCorpus(HELD_OUT_6);
    const heldOut7 = scoreCorpus(HELD_OUT_8_READING, (expected) => heldOut8Text(expected.file));
    const tuning8 = scoreCorpus(TUNING_8_READING, (expected) => tuning8Text(expected.file));
    const heldOut8 = scoreCorpus(HELD_OUT_9_READING, (expected) => heldOut9Text(expected.file));
    const tuning9 = scoreCorpus(TUNING_9_READING, (expected) => tuning9Text(expected.file));
    const heldOut9 = scoreCorpus(HELD_OUT_10_READING, (expected) => heldOut10Text(expected.file));
    const tuning10 = scoreCorpus(TUNING_10_READING, (expected) => tuning10Text(expected.file));
    const tuning11 = scoreCorpus(TUNING_11_READING, (expected) => tuning11Text(expected.file));
    const heldOut10 = scoreCorpus(HELD_OUT_11_READING, (expected) => heldOut11Text(expected.file));
    const fields = { passed: tuned.fields.passed + heldOut.fields.passed, total: tuned.fields.total + heldOut.fields.total };
    const deadlines = {
      passed: tuned.deadlines.passed + heldOut.deadlines.passed,
      total: tuned.deadlines.total + heldOut.deadlines.total,
    };
    console.log(
      `Paper recognition: tuned ${ratio(tuned.kind)}, held-out ${ratio(heldOut.kind)} (kind), fields ${ratio(fields)}, deadlines ${ratio(deadlines)}` +
        ` (held-out fields ${ratio(heldOut.fields)}, deadlines ${ratio(heldOut.deadlines)})`,
    );
    console.log(
      `Paper recognition, held-out-2: kind ${ratio(heldOut2.kind)}, fields ${ratio(heldOut2.fields)}, deadlines ${ratio(heldOut2.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-3: kind ${ratio(heldOut3.kind)}, fields ${ratio(heldOut3.fields)}, deadlines ${ratio(heldOut3.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-4: kind ${ratio(heldOut4.kind)}, fields ${ratio(heldOut4.fields)}, deadlines ${ratio(heldOut4.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-5: kind ${ratio(heldOut5.kind)}, fields ${ratio(heldOut5.fields)}, deadlines ${ratio(heldOut5.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-6: kind ${ratio(heldOut6.kind)}, fields ${ratio(heldOut6.fields)}, deadlines ${ratio(heldOut6.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-7 (translator held-out 8): kind ${ratio(heldOut7.kind)}, fields ${ratio(heldOut7.fields)}, deadlines ${ratio(heldOut7.deadlines)}`,
    );
    console.log(
      `Paper recognition, tuning 8: kind ${ratio(tuning8.kind)}, fields ${ratio(tuning8.fields)}, deadlines ${ratio(tuning8.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-8 (translator held-out 9): kind ${ratio(heldOut8.kind)}, fields ${ratio(heldOut8.fields)}, deadlines ${ratio(heldOut8.deadlines)}`,
    );
    console.log(
      `Paper recognition, tuning 9: kind ${ratio(tuning9.kind)}, fields ${ratio(tuning9.fields)}, deadlines ${ratio(tuning9.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-9 (translator held-out 10): kind ${ratio(heldOut9.kind)}, fields ${ratio(heldOut9.fields)}, deadlines ${ratio(heldOut9.deadlines)}`,
    );
    console.log(
      `Paper recognition, tuning 10: kind ${ratio(tuning10.kind)}, fields ${ratio(tuning10.fields)}, deadlines ${ratio(tuning10.deadlines)}`,
    );
    if (tuned.misses.length + heldOut.misses.length > 0) console.log([...tuned.misses, ...heldOut.misses].join("\n"));
    console.log(
      `Paper recognition, tuning 11: kind ${ratio(tuning11.kind)}, fields ${ratio(tuning11.fields)}, deadlines ${ratio(tuning11.deadlines)}`,
    );
    console.log(
      `Paper recognition, held-out-10 (translator held-out 11): kind ${ratio(heldOut10.kind)}, fields ${ratio(heldOut10.fields)}, deadlines ${ratio(heldOut10.deadlines)}`,
    );
    if (heldOut2.misses.length > 0) console.log(`held-out-2 misses: ${heldOut2.misses.length} (not printed: never tuned on)`);
    if (heldOut3.misses.length > 0) console.log(`held-out-3 misses: ${heldOut3.misses.length} (not printed: never tuned on)`);
    if (heldOut4.misses.length > 0) console.log(`held-out-4 misses: ${heldOut4.misses.length} (not printed: never tuned on)`);
    if (heldOut5.misses.length > 0) console.log(`held-out-5 misses: ${heldOut5.misses.length} (not printed: never tuned on)`);
    if (heldOut6.misses.length > 0) console.log(`held-out-6 misses: ${heldOut6.misses.length} (not printed: never tuned on)`);
    if (heldOut7.misses.length > 0) console.log(`held-out-7 misses: ${heldOut7.misses.length} (not printed: never tuned on)`);
    if (tuning8.misses.length > 0) console.log(`tuning 8 misses:\n${tuning8.misses.join("\n")}`);
    if (heldOut8.misses.length > 0) console.log(`held-out-8 misses: ${heldOut8.misses.length} (not printed: never tuned on)`);
    if (tuning9.misses.length > 0) console.log(`tuning 9 misses:\n${tuning9.misses.join("\n")}`);
    if (heldOut9.misses.length > 0) console.log(`held-out-9 misses: ${heldOut9.misses.length} (not printed: never tuned on)`);
    if (tuning10.misses.length > 0) console.log(`tuning 10 misses:\n${tuning10.misses.join("\n")}`);
    if (tuning11.misses.length > 0) console.log(`tuning 11 misses:\n${tuning11.misses.join("\n")}`);
    if (heldOut10.misses.length > 0) console.log(`held-out-10 misses: ${heldOut10.misses.length} (not printed: never tuned on)`);
    expect(share(tuned.kind)).toBeGreaterThanOrEqual(0.9);
    expect(share(tuned.fields)).toBeGreaterThanOrEqual(0.9);
    expect(share(tuned.deadlines)).toBeGreaterThanOrEqual(0.9);
    expect(share(heldOut.kind)).toBeGreaterThanOrEqual(HELD_OUT_KIND_FLOOR);
    expect(share(heldOut2.kind)).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR.kind);
    expect(share(heldOut2.fields)).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR.fields);
    expect(share(heldOut2.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_2_FLOOR.deadlines);
    expect(share(heldOut3.kind)).toBeGreaterThanOrEqual(HELD_OUT_3_FLOOR.kind);
    expect(share(heldOut3.fields)).toBeGreaterThanOrEqual(HELD_OUT_3_FLOOR.fields);
    expect(share(heldOut3.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_3_FLOOR.deadlines);
    expect(share(heldOut4.kind)).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR.kind);
    expect(share(heldOut4.fields)).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR.fields);
    expect(share(heldOut4.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR.deadlines);
    expect(share(heldOut5.kind)).toBeGreaterThanOrEqual(HELD_OUT_5_FLOOR.kind);
    expect(share(heldOut5.fields)).toBeGreaterThanOrEqual(HELD_OUT_5_FLOOR.fields);
    expect(share(heldOut5.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_5_FLOOR.deadlines);
    expect(share(heldOut6.kind)).toBeGreaterThanOrEqual(HELD_OUT_6_FLOOR.kind);
    expect(share(heldOut6.fields)).toBeGreaterThanOrEqual(HELD_OUT_6_FLOOR.fields);
    expect(share(heldOut6.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_6_FLOOR.deadlines);
    expect(share(heldOut7.kind)).toBeGreaterThanOrEqual(HELD_OUT_7_FLOOR.kind);
    expect(share(heldOut7.fields)).toBeGreaterThanOrEqual(HELD_OUT_7_FLOOR.fields);
    expect(share(heldOut7.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_7_FLOOR.deadlines);
    expect(share(tuning8.kind)).toBeGreaterThanOrEqual(TUNING_8_FLOOR.kind);
    expect(share(tuning8.fields)).toBeGreaterThanOrEqual(TUNING_8_FLOOR.fields);
    expect(share(tuning8.deadlines)).toBeGreaterThanOrEqual(TUNING_8_FLOOR.deadlines);
    expect(share(heldOut8.kind)).toBeGreaterThanOrEqual(HELD_OUT_8_FLOOR.kind);
    expect(share(heldOut8.fields)).toBeGreaterThanOrEqual(HELD_OUT_8_FLOOR.fields);
    expect(share(heldOut8.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_8_FLOOR.deadlines);
    expect(share(tuning9.kind)).toBeGreaterThanOrEqual(TUNING_9_FLOOR.kind);
    expect(share(tuning9.fields)).toBeGreaterThanOrEqual(TUNING_9_FLOOR.fields);
    expect(share(tuning9.deadlines)).toBeGreaterThanOrEqual(TUNING_9_FLOOR.deadlines);
    expect(share(heldOut9.kind)).toBeGreaterThanOrEqual(HELD_OUT_9_FLOOR.kind);
    expect(share(heldOut9.fields)).toBeGreaterThanOrEqual(HELD_OUT_9_FLOOR.fields);
    expect(share(heldOut9.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_9_FLOOR.deadlines);
    expect(share(tuning10.kind)).toBeGreaterThanOrEqual(TUNING_10_FLOOR.kind);
    expect(share(tuning10.fields)).toBeGreaterThanOrEqual(TUNING_10_FLOOR.fields);
    expect(share(tuning10.deadlines)).toBeGreaterThanOrEqual(TUNING_10_FLOOR.deadlines);
    expect(share(tuning11.kind)).toBeGreaterThanOrEqual(TUNING_11_FLOOR.kind);
    expect(share(tuning11.fields)).toBeGreaterThanOrEqual(TUNING_11_FLOOR.fields);
    expect(share(tuning11.deadlines)).toBeGreaterThanOrEqual(TUNING_11_FLOOR.deadlines);
    expect(share(heldOut10.kind)).toBeGreaterThanOrEqual(HELD_OUT_10_FLOOR.kind);
    expect(share(heldOut10.fields)).toBeGreaterThanOrEqual(HELD_OUT_10_FLOOR.fields);
    expect(share(heldOut10.deadlines)).toBeGreaterThanOrEqual(HELD_OUT_10_FLOOR.deadlines);
  });
});
