import { describe, expect, it } from "vitest";
import { extractVariables, fillTemplate, isLongVariable, missingVariables, templatePreview } from "./variables";

describe("template variables", () => {
  it("finds {{name}} placeholders, trimmed and de-duplicated, in order of first use", () => {
    expect(extractVariables("Dear {{ landlord_name }},\n{{date}} {{landlord_name}} {{  date}} {{repair_details}}")).toEqual([
      "landlord_name",
      "date",
      "repair_details",
    ]);
  });

  it("skips empty placeholders, law references and single braces", () => {
    expect(extractVariables("{{}} {{   }} {{cite:LANDLORD_TENANT.landlordMaintenanceDuties}} {name} {{a}}")).toEqual(["a"]);
  });

  it("fills values as plain text, in one pass, leaving unfilled placeholders", () => {
    const filled = fillTemplate("Hi {{ name }}, owe {{amount}}. {{other}}", { name: "<b>{{amount}}</b>", amount: "$5" });
    expect(filled).toBe("Hi <b>{{amount}}</b>, owe $5. {{other}}");
  });

  it("does not read inherited object keys as values", () => {
    expect(fillTemplate("{{constructor}} {{toString}}", {})).toBe("{{constructor}} {{toString}}");
  });

  it("lists the variables still empty", () => {
    expect(missingVariables(["a", "b", "c"], { a: "x", b: "  " })).toEqual(["b", "c"]);
  });

  it("gives description, details, summary and content names a multi-line input", () => {
    expect(["repair_details", "Case Summary", "description", "letter_content"].every(isLongVariable)).toBe(true);
    expect(isLongVariable("tenant_name")).toBe(false);
  });

  it("cuts the preview at 500 characters with an ellipsis", () => {
    expect(templatePreview("a".repeat(500))).toBe("a".repeat(500));
    expect(templatePreview("a".repeat(501))).toBe(`${"a".repeat(500)}...`);
  });
});
