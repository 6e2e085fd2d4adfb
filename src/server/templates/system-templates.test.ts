import { describe, expect, it } from "vitest";
import { inLanguageOf, systemTemplates } from "./system-templates";

describe("the starting letters in another language", () => {
  const english = systemTemplates("en");

  it("take name, description and tags from content/<language>/templates, type, category and letter from English", () => {
    const spanish = systemTemplates("es");
    const records = spanish.find((template) => template.id === "system-records-request")!;
    const recordsInEnglish = english.find((template) => template.id === "system-records-request")!;
    expect(records).toEqual({ ...recordsInEnglish, name: "Pedido de registros", description: expect.stringContaining("registros"), tags: ["registros", "copias"] });
  });

  it("keep the English words when a language has no file for a letter", () => {
    expect(systemTemplates("fr")).toEqual(english);
  });

  it("refuse a file with a letter in it, or without a title and description", () => {
    const template = english[0]!;
    expect(() => inLanguageOf(template, "---\ntitle: Carta\ndescription: Una carta\n---\nQuerido señor", "es")).toThrow(/only front matter/);
    expect(() => inLanguageOf(template, "---\ntitle: Carta\n---\n", "es")).toThrow(/title and description/);
    expect(inLanguageOf(template, "---\ntitle: Carta\ndescription: Una carta\n---\n", "es")).toMatchObject({
      name: "Carta",
      tags: template.tags,
      template: template.template,
    });
  });
});
