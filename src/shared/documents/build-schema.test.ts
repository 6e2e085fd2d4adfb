import { describe, expect, it } from "vitest";
import { buildSchema } from "./build-schema";
import { englishMessage } from "./test-support/english-messages";
import { fieldChecks } from "./test-support/field-checks";

const schema = buildSchema([
  { name: "name", type: "text", required: true },
  { name: "note", type: "textarea", maxLength: 10 },
  { name: "amount", type: "number", required: true, min: 1, max: 8000, format: "money" },
  { name: "count", type: "number" },
  { name: "day", type: "date" },
  { name: "color", type: "select", required: true, options: ["Red", "Blue"] },
  { name: "size", type: "radio", options: ["S", "M"] },
  { name: "extras", type: "checkbox", options: ["Bag", "Box"] },
  { name: "email", type: "text", format: "email" },
  { name: "phone", type: "text", format: "phone" },
  { name: "why", type: "textarea", required: true, when: { field: "size", equals: "M" } },
] as const);

const valid = { name: "Ana", amount: 10, color: "Red" };

const { errors } = fieldChecks({ schema }, valid);

describe("buildSchema", () => {
  it("gives the spec's messages for missing required text, select and number", () => {
    expect(errors({ name: "  ", color: "" })).toEqual({
      name: ["This field is required"],
      amount: ["This field is required"],
      color: ["This field is required"],
    });
  });

  it("coerces numbers, and says 'Maximum value is {max}' over the max", () => {
    expect(schema.parse({ ...valid, amount: "$1,234.56", count: "7" })).toMatchObject({ amount: 1234.56, count: 7 });
    expect(errors({ ...valid, amount: 8000.01 })).toEqual({ amount: ["Maximum value is 8000"] });
    expect(errors({ ...valid, amount: "0.5" })).toEqual({ amount: ["Minimum value is 1"] });
    expect(errors({ ...valid, amount: "ten", count: "many" })).toEqual({
      amount: ["Please enter a number"],
      count: ["Please enter a number"],
    });
    expect(errors({ ...valid, amount: "12.345" })).toEqual({ amount: ["Please enter dollars and cents, like 1250.50"] });
  });

  it("treats an empty optional number, date or choice as not given", () => {
    const parsed = schema.parse({ ...valid, count: "", day: "", size: "" });
    expect(parsed.count).toBeUndefined();
    expect(parsed.day).toBeUndefined();
    expect(parsed.size).toBeUndefined();
  });

  it("accepts only options for select, radio and checkbox", () => {
    expect(errors({ ...valid, color: "Green", size: "XL", extras: ["Bag", "Crate"] })).toEqual({
      color: ["Please choose one of the options"],
      size: ["Please choose one of the options"],
      "extras.1": ["Please choose one of the options"],
    });
  });

  it("makes checkboxes an optional list, without repeats", () => {
    expect(schema.parse(valid).extras).toEqual([]);
    expect(schema.parse({ ...valid, extras: "Box" }).extras).toEqual(["Box"]);
    expect(schema.parse({ ...valid, extras: ["Box", "Bag", "Box"] }).extras).toEqual(["Box", "Bag"]);
  });

  it("checks real dates, lengths, e-mail addresses and phone numbers", () => {
    expect(schema.parse({ ...valid, day: "2024-02-29" }).day).toBe("2024-02-29");
    expect(errors({ ...valid, day: "2026-02-29", note: "x".repeat(11), email: "ana@", phone: "call me" })).toEqual({
      day: ["Please enter a real date"],
      note: ["Please use at most 10 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(schema.parse({ ...valid, phone: "+1 (305) 555-0123" }).phone).toBe("+1 (305) 555-0123");
  });

  it("requires a conditional field only when it applies, and drops it when it does not", () => {
    expect(errors({ ...valid, size: "M" })).toEqual({ why: ["This field is required"] });
    expect(schema.parse({ ...valid, size: "M", why: "Fits" }).why).toBe("Fits");
    expect(schema.parse({ ...valid, size: "S", why: "Ignored" }).why).toBeUndefined();
  });

  it("reports every field at once, conditional ones included", () => {
    expect(Object.keys(errors({ size: "M", amount: 9000 })).sort()).toEqual(["amount", "color", "name", "why"]);
  });

  it("drops answers to fields it does not know, and trims text", () => {
    expect(schema.parse({ ...valid, name: "  Ana  ", admin: true })).not.toHaveProperty("admin");
    expect(schema.parse({ ...valid, name: "  Ana  " }).name).toBe("Ana");
  });

  it("refuses something that is not an object", () => {
    expect(englishMessage(schema.safeParse("nope").error?.issues[0]?.message ?? "")).toBe("Please send the form's answers");
  });
});
