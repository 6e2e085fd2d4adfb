import { z } from "zod";
import { describe, expect, it } from "vitest";
import { HttpError } from "./http-errors";
import { parseInput } from "./validate";

const fail = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected an HttpError");
};

describe("parseInput", () => {
  it("answers 400 with field errors from the schema", () => {
    const error = fail(() => parseInput(z.object({ name: z.string({ error: "Please type a name" }) }), {}));
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors).toEqual({ name: ["Please type a name"] });
    expect(error.message).toBe("name: Please type a name");
  });

  it("is a net under every schema: text that cannot be stored is refused even where a schema used plain z.string()", () => {
    const schema = z.object({ note: z.string(), extra: z.record(z.string(), z.unknown()) });
    const nul = fail(() => parseInput(schema, { note: "a\u0000b", extra: {} }));
    expect(nul.statusCode).toBe(400);
    expect(nul.fieldErrors).toEqual({ note: ["This text contains a hidden control character. Please retype it."] });
    const lone = fail(() => parseInput(schema, { note: "ok", extra: { deeper: ["\ud800"] } }));
    expect(lone.fieldErrors).toEqual({ "extra.deeper.0": ["This text contains a broken character. Please retype it."] });
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { x: deep };
    expect(fail(() => parseInput(schema, { note: "ok", extra: { deep } })).statusCode).toBe(400);
  });

  it("leaves the fields another schema checks next to that schema", () => {
    const schema = z.object({ title: z.string(), answers: z.record(z.string(), z.unknown()) });
    const parsed = parseInput(schema, { title: "ok", answers: { a: "x\u0000" } }, { checkedLater: ["answers"] });
    expect(parsed.answers).toEqual({ a: "x\u0000" });
    expect(() => parseInput(schema, { title: "x\u0000", answers: {} }, { checkedLater: ["answers"] })).toThrow(HttpError);
  });
});
