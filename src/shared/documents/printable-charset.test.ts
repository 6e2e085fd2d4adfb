import { describe, expect, it } from "vitest";
import { buildSchema } from "./build-schema";
import { isPrintable, unsupportedCharacters } from "./printable-charset";
import { englishMessage } from "./test-support/english-messages";

const NAMES = ["Nguyễn Thị Hồng", "Łukasz Wójcik", "Ævar Þórsson", "Zoë Ødegård", "Αθηνά Παπαδοπούλου", "Олена Ґудзь"];

describe("unsupportedCharacters", () => {
  it("accepts Latin, Vietnamese, Polish, Nordic, Greek and Cyrillic names, and line breaks and tabs", () => {
    for (const name of NAMES) expect(unsupportedCharacters(name), name).toEqual([]);
    expect(unsupportedCharacters("line one\nline two\r\n\tindented — “quoted” § 83.60 €5")).toEqual([]);
  });

  it("reads accents typed as separate marks as the letters they make", () => {
    expect(unsupportedCharacters("Zoe\u0308 Nguye\u0302\u0303n")).toEqual([]);
  });

  it("accepts the hyphens and spaces word processors paste, which print as their plain forms", () => {
    expect(unsupportedCharacters("non\u2011breaking\u2010hyphen 10\u202fam")).toEqual([]);
  });

  it("names each letter no font has once, in the order typed", () => {
    expect(unsupportedCharacters("Ali 😀 שלום 😀 李")).toEqual(["😀", "ש", "ל", "ו", "ם", "李"]);
    expect(unsupportedCharacters("Combining cedilla: q\u0327")).toEqual(["\u0327"]);
  });

  it("knows the edges of its ranges", () => {
    expect(isPrintable(0x20)).toBe(true);
    expect(isPrintable(0x7e)).toBe(true);
    expect(isPrintable(0x7f)).toBe(false);
    expect(isPrintable(0xa0)).toBe(true);
    expect(isPrintable(0x1ef9)).toBe(true); // ỹ, the last Vietnamese letter
    expect(isPrintable(0x05d0)).toBe(false); // Hebrew alef
    expect(isPrintable(0x1f600)).toBe(false);
  });
});

describe("a document's text fields", () => {
  const schema = buildSchema([{ name: "plaintiff_name", type: "text", required: true }] as const);
  const errors = (value: string) => {
    const result = schema.safeParse({ plaintiff_name: value });
    return result.success ? [] : result.error.issues.map((issue) => englishMessage(issue.message));
  };

  it("take every name the fonts can print, unchanged", () => {
    for (const name of NAMES) expect(schema.parse({ plaintiff_name: name })).toEqual({ plaintiff_name: name });
  });

  it("refuse a letter no font has with a plain message naming it", () => {
    expect(errors("Wei 李")).toEqual(["This letter cannot be printed: “李”. Please type it another way."]);
    expect(errors("😀 Ana 🌴")).toEqual(["These letters cannot be printed: “😀”, “🌴”. Please type them another way."]);
  });

  it("name an invisible character by its code", () => {
    expect(errors("Ana\u2066 Ruiz")).toEqual(["This letter cannot be printed: “U+2066”. Please type it another way."]);
  });
});
