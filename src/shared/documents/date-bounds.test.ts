/** Dates in every document kind's form stay within what can be counted and printed. */
import { describe, expect, it } from "vitest";
import { buildSchema, DEFAULT_DATE_RANGE } from "./build-schema";
import { fieldMessage } from "./field-messages";
import type { FieldDefinition } from "./fields";

const fields = [
  { name: "served_on", type: "date", required: true },
  { name: "born_on", type: "date", required: true, minAgeYears: 18 },
] as const satisfies readonly FieldDefinition[];
const schema = buildSchema(fields);
const errorsOf = (data: Record<string, unknown>) =>
  Object.fromEntries((schema.safeParse(data).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("date fields", () => {
  it("accept dates from 1900-01-01 to 2100-12-31", () => {
    expect(DEFAULT_DATE_RANGE).toEqual({ min: "1900-01-01", max: "2100-12-31" });
    for (const date of ["1900-01-01", "2026-03-04", "2100-12-31"]) {
      expect(errorsOf({ served_on: date, born_on: "1980-05-05" }), date).toEqual({});
    }
  });

  it("refuse dates outside that range with a message, such as year 9998 that overflowed court-day counting", () => {
    for (const date of ["9998-12-31", "2101-01-01", "1899-12-31", "0001-01-01"]) {
      expect(errorsOf({ served_on: date, born_on: "1980-05-05" }), date).toEqual({
        served_on: fieldMessage("dateRange", { min: "1900-01-01", max: "2100-12-31" }),
      });
    }
  });

  it("refuse a birth date in the future with its own message, and one too recent with the age message", () => {
    expect(errorsOf({ served_on: "2026-01-01", born_on: "2099-01-01" })).toEqual({
      born_on: fieldMessage("birthDateFuture"),
    });
    const recent = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(errorsOf({ served_on: "2026-01-01", born_on: recent })).toEqual({ born_on: fieldMessage("minAge", { years: 18 }) });
  });

  it("still say that a date that does not exist is not a real date", () => {
    expect(errorsOf({ served_on: "2026-02-30", born_on: "1980-05-05" })).toEqual({ served_on: fieldMessage("date") });
  });
});

describe("text fields", () => {
  it("refuse NUL and unpaired surrogates with a field message", () => {
    const text = buildSchema([{ name: "story", type: "textarea", required: true }] as const);
    for (const value of ["a\u0000b", "bad \ud800"]) {
      const issues = text.safeParse({ story: value }).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join("."))).toEqual(["story"]);
    }
  });
});
