/**
 * The instructions pages' content files (content/en/instructions/): each parses, with every law reference resolved
 * (content-files.test.ts checks the references too), every key a renderer asks for exists, and every message is
 * asked for by some renderer: no dead text a lawyer would review for nothing. The render tests
 * (approved-text.test.ts and each kind's test) show the words land on the page.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { filesUnder, readText, relativeToRepo, REPO_ROOT } from "@shared/i18n/test-support/source-files";
import { instructionsKeys, type InstructionsKeyUse } from "../test-support/instructions-keys";
import {
  instructionsMessages,
  instructionsText,
  parseInstructions,
  SHARED_INSTRUCTIONS,
  type InstructionsFile,
} from "./instructions-text";

const FOLDER = path.join(REPO_ROOT, "content/en/instructions");
const files = filesUnder("content/en/instructions", /\.ya?ml$/).map(
  (file) => path.relative(FOLDER, file).replace(/\.ya?ml$/, "") as InstructionsFile,
);

const sources = filesUnder("src/server", /\.ts$/).filter((file) => !/\.test\.ts$|test-support/.test(file));
const scans = sources.map((file) => instructionsKeys(relativeToRepo(file), readText(file)));
const uses: InstructionsKeyUse[] = scans.flatMap((scan) => scan.uses);

describe("instructions content files", () => {
  it("are named for a document kind or a shared part, with the .yml extension", () => {
    const known = new Set<string>([
      ...DOCUMENT_KINDS.map((entry) => entry.kind),
      ...SHARED_INSTRUCTIONS.map((name) => `shared/${name}`),
    ]);
    expect(files.filter((file) => !known.has(file))).toEqual([]);
    expect(filesUnder("content/en/instructions", /\.yaml$/)).toEqual([]);
  });

  it("has a file for every document kind", () => {
    const missing = DOCUMENT_KINDS.map((entry) => entry.kind as string).filter(
      (kind) => !files.includes(kind as InstructionsFile),
    );
    expect(missing).toEqual([]);
  });

  it.each(files)("%s.yml parses into messages", (file) => {
    expect(instructionsMessages(file).size).toBeGreaterThan(0);
  });

  it("has every message the sources ask for, asked for with a literal key", () => {
    expect(scans.flatMap((scan) => scan.unreadable)).toEqual([]);
    const missing = uses.filter(
      (use) => !files.includes(use.file as InstructionsFile) || !instructionsMessages(use.file as InstructionsFile).has(use.key),
    );
    expect(missing.map((use) => `${use.file}: ${use.key}`)).toEqual([]);
  });

  it("keeps no message that no renderer asks for", () => {
    const used = new Set(uses.map((use) => `${use.file}: ${use.key}`));
    const unused = files.flatMap((file) => [...instructionsMessages(file).keys()].map((key) => `${file}: ${key}`));
    expect(unused.filter((key) => !used.has(key))).toEqual([]);
  });
});

describe("instructions text", () => {
  it("fills law references when loaded and values when asked", () => {
    const messages = parseInstructions(
      "limit:\n  text: Up to {{money:SMALL_CLAIMS.limitDollars}} {{cite:SMALL_CLAIMS.limitDollars}}, for {{name}}.\n",
      "test.yml",
    );
    expect(messages.get("limit.text")).toBe("Up to $8,000 (Fla. Sm. Cl. R. 7.010(b)), for {{name}}.");
  });

  it("refuses an unknown law key, a placeholder that is not a name, a list and an empty message", () => {
    expect(() => parseInstructions("a: See {{cite:SMALL_CLAIMS.nope}}.", "test.yml")).toThrow(/SMALL_CLAIMS\.nope/);
    expect(() => parseInstructions("a: See {{law:SMALL_CLAIMS.limitDollars}}.", "test.yml")).toThrow(/neither/);
    expect(() => parseInstructions("a:\n  - one\n  - two\n", "test.yml")).toThrow(/must be a message/);
    expect(() => parseInstructions('a: ""', "test.yml")).toThrow(/empty/);
    expect(() => parseInstructions("a-b: text", "test.yml")).toThrow(/not a message name/);
  });

  it("throws for a key the file lacks and for a value the message needs", () => {
    const text = instructionsText("shared/page");
    expect(text("goodToKnow.rules", { statutes: "Fla. Stat. § 1" })).toBe("The rules behind this document: Fla. Stat. § 1.");
    expect(() => text("goodToKnow.nope")).toThrow(/No message "goodToKnow.nope"/);
    expect(() => text("goodToKnow.rules")).toThrow(/needs a value for \{\{statutes\}\}/);
  });

  it("reads the sources' keys", () => {
    const scan = instructionsKeys(
      "x.ts",
      'const text = instructionsText("shared/page");\ntext("title");\nconst other = (k: string) => k;\nother("x");\ntext(key);\n',
    );
    expect(scan.uses).toEqual([{ file: "shared/page", key: "title", line: 2 }]);
    expect(scan.unreadable).toEqual(["x.ts:5"]);
  });
});
