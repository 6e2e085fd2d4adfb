import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { brokenLawReferences, lawReferences, parseContentFile } from "./content-file";
import { allLawKeys, findLaw } from "./law-refs";
import { filesUnder, readText, relativeToRepo } from "../i18n/test-support/source-files";

const files = filesUnder("content", /\.md$/);
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
