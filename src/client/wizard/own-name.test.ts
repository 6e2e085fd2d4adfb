import { describe, expect, it } from "vitest";
import { findKind } from "@shared/documents/registry";
import { OWN_NAME_FIELD, ownNameAnswer } from "./own-name";

describe("her own name in a new paper", () => {
  it("names a question each kind asks", () => {
    for (const [kind, field] of Object.entries(OWN_NAME_FIELD)) {
      expect(
        findKind(kind)?.fields.map((asked) => asked.name),
        kind,
      ).toContain(field);
    }
  });

  it("starts the question with her account's name, and nothing without one", () => {
    const debtAnswer = findKind("debt_answer")!;
    expect(ownNameAnswer(debtAnswer, { firstName: "Angela", lastName: "Brooks" })).toEqual({ defendant_name: "Angela Brooks" });
    expect(ownNameAnswer(debtAnswer, { firstName: null, lastName: null })).toEqual({});
    expect(ownNameAnswer(findKind("landlord_notice")!, { firstName: "Angela", lastName: "Brooks" })).toEqual({});
  });
});
