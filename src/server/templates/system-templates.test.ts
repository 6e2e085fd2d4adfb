import { describe, expect, it } from "vitest";
import { inLanguageOf, systemTemplates } from "./system-templates";

describe("the starting letters in another language", () => {
  const english = systemTemplates("en");

  it("take name, description and tags from content/<language>/templates, type, category and letter from English", () => {
    const spanish = systemTemplates("es");
    const records = spanish.find((template) => template.id === "system-records-request")!;
    const recordsInEnglish = english.find((template) => template.id === "system-records-request")!;
    expect(records).toEqual({
      ...recordsInEnglish,
      name: "Pedido de registros",
      description: expect.stringContaining("registros"),
      tags: ["registros", "copias"],
    });
  });

  it("keep the English words when a language has no file for a letter", () => {
    expect(systemTemplates("fr")).toEqual(english);
  });

  it("refuse a file with a letter in it, or without a title and description", () => {
    const template = english[0]!;
    expect(() => inLanguageOf(template, "---\ntitle: Carta\ndescription: Una carta\n---\nQuerido señor", "es")).toThrow(
      /only front matter/,
    );
    expect(() => inLanguageOf(template, "---\ntitle: Carta\n---\n", "es")).toThrow(/title and description/);
    expect(inLanguageOf(template, "---\ntitle: Carta\ndescription: Una carta\n---\n", "es")).toMatchObject({
      name: "Carta",
      tags: template.tags,
      template: template.template,
    });
  });
});

describe("the starting letters' legal notes", () => {
  const english = systemTemplates("en");
  const spanish = systemTemplates("es");
  const find = (list: typeof english, id: string) => list.find((template) => template.id === id)!;

  it("H1: the repair letter names the problems and the intent to withhold rent, and never says the law simply allows it", () => {
    const repairs = find(english, "system-repair-request-seven-day-notice");
    expect(repairs.template).toContain(
      "If they are not repaired within 7 days after you receive this letter, I intend to withhold rent because of them. (Fla. Stat. § 83.60(1)(b))",
    );
    expect(repairs.template).not.toContain("as Florida law allows");
  });

  it("H1: before she uses the repair letter, it tells her withholding covers only § 83.51(1) problems and the rent must be set aside and deposited within 5 business days", () => {
    for (const description of [
      find(english, "system-repair-request-seven-day-notice").description,
      find(spanish, "system-repair-request-seven-day-notice").description,
    ]) {
      expect(description).toContain("(Fla. Stat. §§ 83.51, 83.60(1)(b))");
      expect(description).toContain("5");
      expect(description).toContain("(Fla. Stat. § 83.60(2))");
      expect(description).not.toContain("{{");
    }
    const english_ = find(english, "system-repair-request-seven-day-notice").description;
    expect(english_).toContain("roof, windows, doors, floors, steps, outside walls, foundation or plumbing");
    expect(english_).toContain(
      "Set the rent you hold back aside. If the landlord files an eviction, you must pay it into the court registry within 5 business days",
    );
    expect(find(spanish, "system-repair-request-seven-day-notice").description).toContain(
      "registro del tribunal dentro de 5 días hábiles",
    );
  });

  it("M17: the charge dispute gives the 60 days to dispute a credit card charge with the card issuer (15 U.S.C. § 1666)", () => {
    const dispute = find(english, "system-charge-dispute");
    expect(dispute.description).toContain("within 60 days after the statement that first showed the charge. (15 U.S.C. § 1666)");
    expect(dispute.template).toContain(
      "If this is a credit card account, this letter is my written notice of a billing error (15 U.S.C. § 1666).",
    );
    expect(find(spanish, "system-charge-dispute").description).toContain("dentro de 60 días");
  });
});
