import { z } from "zod";
import { describe, expect, it } from "vitest";
import { FORM_DATA_LIMITS, jsonLimits, jsonProblems, safeText, SAFE_TEXT_MESSAGES, textProblem } from "./safe-text";

describe("safeText", () => {
  const schema = z.object({ name: safeText().trim().max(20, "too long") });
  const errors = (value: unknown) => schema.safeParse({ name: value }).error?.issues.map((issue) => issue.message);

  it("accepts ordinary text in any script, emoji (surrogate pairs), tabs and line breaks", () => {
    for (const value of ["José Núñez", "王小明", "Привет", "ok 👍🏽", "line\nbreak\ttab\r\n"]) {
      expect(schema.safeParse({ name: value }).success, value).toBe(true);
    }
  });

  it("refuses NUL and other control characters", () => {
    for (const value of ["a\u0000b", "\u0007bell", "esc\u001b[0m", "del\u007f"]) {
      expect(errors(value), JSON.stringify(value)).toEqual([SAFE_TEXT_MESSAGES.control]);
    }
  });

  it("refuses unpaired surrogates, high or low, at either end", () => {
    for (const value of ["\ud800", "a\ud800b", "\udc00x", "x\udfff", "\ud83d"]) {
      expect(errors(value), JSON.stringify(value)).toEqual([SAFE_TEXT_MESSAGES.surrogate]);
    }
  });

  it("keeps the schema's own checks and messages", () => {
    expect(errors("x".repeat(21))).toEqual(["too long"]);
    expect(errors(42)).toHaveLength(1);
  });
});

describe("jsonProblems / jsonLimits", () => {
  const nest = (levels: number) => {
    let value: unknown = "leaf";
    for (let i = 0; i < levels; i++) value = { next: value };
    return value;
  };

  it("accepts a form's answers within the limits", () => {
    expect(jsonProblems({ a: "x", list: [1, 2, { b: true, c: null }], deep: nest(6) }, FORM_DATA_LIMITS)).toEqual([]);
  });

  it("reports bad text in values and in keys, with the path to it", () => {
    expect(jsonProblems({ a: { b: ["ok", "bad\u0000"] } }, FORM_DATA_LIMITS)).toEqual([
      { message: SAFE_TEXT_MESSAGES.control, path: ["a", "b", 1] },
    ]);
    expect(jsonProblems({ a: { "k\ud800": 1 } }, FORM_DATA_LIMITS)).toEqual([{ message: SAFE_TEXT_MESSAGES.key, path: ["a"] }]);
  });

  it("stops at the depth limit without walking 5,000 levels", () => {
    const problems = jsonProblems(nest(5000), FORM_DATA_LIMITS);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(SAFE_TEXT_MESSAGES.depth(FORM_DATA_LIMITS.maxDepth));
    expect(problems[0]!.path).toHaveLength(FORM_DATA_LIMITS.maxDepth);
  });

  it("limits the number of entries and the characters in all", () => {
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`k${i}`, i]));
    expect(jsonProblems(many, FORM_DATA_LIMITS)).toEqual([{ message: SAFE_TEXT_MESSAGES.keys(2000), path: [] }]);
    expect(jsonProblems({ a: "x".repeat(60), b: "y".repeat(50) }, { maxDepth: 3, maxEntries: 10, maxChars: 100 })).toEqual([
      { message: SAFE_TEXT_MESSAGES.chars(100), path: [] },
    ]);
  });

  it("can leave text to another schema", () => {
    expect(jsonProblems({ a: "\u0000" }, { maxDepth: 3, maxEntries: 10, text: false })).toEqual([]);
  });

  it("works as a zod check with paths under the field", () => {
    const schema = z.object({ formData: z.record(z.string(), z.unknown()).check(jsonLimits(FORM_DATA_LIMITS)) });
    const result = schema.safeParse({ formData: { answers: { name: "\ud800" } } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["formData.answers.name", SAFE_TEXT_MESSAGES.surrogate],
    ]);
  });

  it("textProblem is undefined for good text", () => {
    expect(textProblem("fine")).toBeUndefined();
  });
});
