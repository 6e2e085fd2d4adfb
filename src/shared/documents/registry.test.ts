import { describe, expect, it } from "vitest";
import { CASE_TYPES } from "../case-enums";
import { FLORIDA_COUNTIES } from "../counties";
import { DOCUMENT_TYPES } from "../document-enums";
import { COUNTY_CODES, countyOfCode } from "./county-codes";
import { documentMessage } from "./field-messages";
import { FIELD_TYPES } from "./fields";
import { DOCUMENT_MODULES } from "./kind";
import { DOCUMENT_KINDS, findKind, resolveKind } from "./registry";

describe("the document catalog", () => {
  it("has unique kinds, each a valid entry", () => {
    expect(new Set(DOCUMENT_KINDS.map((kind) => kind.kind)).size).toBe(DOCUMENT_KINDS.length);
    for (const kind of DOCUMENT_KINDS) {
      expect(DOCUMENT_TYPES).toContain(kind.libraryType);
      expect(DOCUMENT_MODULES).toContain(kind.module);
      if (kind.caseType) expect(CASE_TYPES).toContain(kind.caseType);
      expect(kind.statutes.length).toBeGreaterThan(0);
    }
  });

  it("gives every field a unique name, a known type and options where needed", () => {
    for (const kind of DOCUMENT_KINDS) {
      const names = kind.fields.map((field) => field.name);
      expect(new Set(names).size, kind.kind).toBe(names.length);
      for (const field of kind.fields) {
        expect(FIELD_TYPES).toContain(field.type);
        if ("options" in field) expect(field.options.length, field.name).toBeGreaterThan(0);
        if ("when" in field) {
          const target = kind.fields.find((other) => other.name === field.when.field);
          expect(target && "options" in target ? target.options : [], field.name).toContain(field.when.equals);
        }
      }
    }
  });

  it("offers all 67 counties and caps the statement of claim at the small claims limit", () => {
    const statement = findKind("small_claims_statement")!;
    const county = statement.fields.find((field) => field.name === "county");
    expect(county && "options" in county ? county.options : []).toEqual(COUNTY_CODES);
    expect(COUNTY_CODES.map(countyOfCode)).toEqual(FLORIDA_COUNTIES);
    expect(statement.fields.find((field) => field.name === "claim_amount")).toMatchObject({ max: 8000, required: true });
  });
});

describe("resolveKind", () => {
  it.each([
    [{ type: "small_claims" }, "small_claims_statement"],
    [{ type: "small_claims_answer" }, "small_claims_answer"],
    [{ type: "eviction_answer" }, "eviction_answer"],
    [{ type: "answer", kind: "debt_answer" }, "debt_answer"],
    [{ type: "cease_desist", kind: "ip_cease_desist" }, "ip_cease_desist"],
    [{ type: "demand_letter", kind: "debt_validation_letter" }, "debt_validation_letter"],
    [{ type: "complaint", kind: "small_claims_statement" }, "small_claims_statement"],
  ])("resolves %j to %s", (input, kind) => {
    const resolved = resolveKind(input);
    expect(resolved.ok && resolved.kind.kind).toBe(kind);
  });

  it("refuses unknown, mismatched and unsupported kinds", () => {
    const unknown = documentMessage("unknownKind");
    expect(resolveKind({ type: "motion" })).toEqual({ ok: false, field: "type", message: unknown });
    // A library type several kinds share says too little: the kind must be given.
    for (const type of ["answer", "complaint", "cease_desist", "notice"]) {
      expect(resolveKind({ type })).toEqual({ ok: false, field: "type", message: unknown });
    }
    expect(resolveKind({ type: "complaint", kind: "x" })).toEqual({ ok: false, field: "kind", message: unknown });
    expect(resolveKind({ type: "answer", kind: "small_claims_statement" })).toEqual({
      ok: false,
      field: "type",
      message: documentMessage("kindMismatch"),
    });
  });
});
