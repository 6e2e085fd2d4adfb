import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { brokenLawReferences, lawReferences, parseContentFile } from "./content-file";
import { allLawKeys, findLaw } from "./law-refs";
import { filesUnder, readText, relativeToRepo } from "../i18n/test-support/source-files";

/**
 * The letter templates in another language than English (content/<language>/templates/*.md) hold only front matter:
 * the name, description and tags a reader sees; the letter itself stays English (src/server/templates).
 */
const TRANSLATED_TEMPLATE = /\/content\/(?!en\/)[^/]+\/templates\/[^/]+\.md$/;
const allFiles = filesUnder("content", /\.md$/);
const files = allFiles.filter((file) => !TRANSLATED_TEMPLATE.test(file));
const translatedTemplates = allFiles.filter((file) => TRANSLATED_TEMPLATE.test(file));
/** The instructions pages' messages (content/<language>/instructions/**.yml): YAML maps of text. */
const instructionFiles = filesUnder("content", /\/instructions\/.*\.yml$/);

const textsOf = (node: unknown): string[] =>
  typeof node === "string" ? [node] : typeof node === "object" && node !== null ? Object.values(node).flatMap(textsOf) : [];

describe("content files", () => {
  it.each(files.map((file) => [relativeToRepo(file), file]))("%s parses and every law reference resolves", (_name, file) => {
    const { meta, body } = parseContentFile(readText(file));
    expect(typeof meta).toBe("object");
    expect(body.trim().length).toBeGreaterThan(0);
    expect(brokenLawReferences(body)).toEqual([]);
    for (const key of (meta as { citations?: string[] }).citations ?? []) expect(findLaw(key), key).toBeDefined();
  });

  it.each(translatedTemplates.map((file) => [relativeToRepo(file), file]))(
    "%s: front matter only, the English file's keys, a title and a description",
    (_name, file) => {
      const { meta, body } = parseContentFile<Record<string, unknown>>(readText(file));
      expect(body.trim(), "the letter stays English: no body").toBe("");
      expect(typeof meta.title === "string" && meta.title.trim().length > 0, "title").toBe(true);
      expect(typeof meta.description === "string" && meta.description.trim().length > 0, "description").toBe(true);
      const englishFile = file.replace(/\/content\/[^/]+\/templates\//, "/content/en/templates/");
      const english = parseContentFile<Record<string, unknown>>(readText(englishFile)).meta;
      expect(Object.keys(meta).sort()).toEqual(Object.keys(english).sort());
      // Type and category are codes, not words: the English file's.
      expect([meta.type, meta.category]).toEqual([english.type, english.category]);
      if (meta.tags !== undefined) expect(Array.isArray(meta.tags), "tags is a list").toBe(true);
      expect(brokenLawReferences(`${String(meta.title)} ${String(meta.description)}`)).toEqual([]);
    },
  );

  it("finds the translated letter templates (front matter only)", () => {
    expect(translatedTemplates.length).toBeGreaterThan(0);
    expect(TRANSLATED_TEMPLATE.test("/repo/content/es/templates/x.md")).toBe(true);
    expect(TRANSLATED_TEMPLATE.test("/repo/content/en/templates/x.md")).toBe(false);
  });

  it.each(instructionFiles.map((file) => [relativeToRepo(file), file]))("%s parses and every law reference resolves", (_name, file) => {
    const texts = textsOf(parseYaml(readText(file)));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap(brokenLawReferences)).toEqual([]);
  });

  it("flags an unknown key, a non-number used as money and a missing summary", () => {
    expect(brokenLawReferences("{{cite:SMALL_CLAIMS.limitDollars}} {{money:SMALL_CLAIMS.limitDollars}}")).toEqual([]);
    expect(brokenLawReferences("{{cite:SMALL_CLAIMS.nope}} {{money:LANDLORD_TENANT.threeDayNoticeContents}}")).toEqual([
      "{{cite:SMALL_CLAIMS.nope}}",
      "{{money:LANDLORD_TENANT.threeDayNoticeContents}}",
    ]);
    // SMALL_CLAIMS.pleadingsRule has no sentence in locales/en/law.json.
    expect(brokenLawReferences("{{summary:SMALL_CLAIMS.limitDollars}} {{summary:SMALL_CLAIMS.pleadingsRule}}")).toEqual([
      "{{summary:SMALL_CLAIMS.pleadingsRule}}",
    ]);
    expect(lawReferences("a {{value:A.b}} b")).toEqual([{ kind: "value", key: "A.b" }]);
  });

  it("reads front matter", () => {
    const file = parseContentFile("---\ntitle: Rights\ncitations: [SMALL_CLAIMS.limitDollars]\n---\nBody {{x}}\n");
    expect(file.meta).toEqual({ title: "Rights", citations: ["SMALL_CLAIMS.limitDollars"] });
    expect(file.body).toBe("Body {{x}}\n");
  });

  it("knows the law module's keys", () => {
    expect(allLawKeys()).toContain("LANDLORD_TENANT.threeDayNoticeDays");
  });
});
