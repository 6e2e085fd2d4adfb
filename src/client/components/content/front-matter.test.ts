import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseContentFile } from "@shared/content/content-file";
import { readContentFile, readPlainFrontMatter } from "./front-matter";

const CONTENT = path.resolve("content");
const contentFiles = readdirSync(CONTENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".md"));
/** The content the signed-in pages read first (module pages, a case's how-to, the legal pages): never the YAML library. */
const FIRST_PAINT_CONTENT = /^[a-z]{2}\/(modules|instructions|legal)\//;

describe("a content file's front matter without the YAML library", () => {
  it.each(contentFiles)("%s reads as the YAML library reads it", async (file) => {
    const raw = readFileSync(path.join(CONTENT, file), "utf8");
    expect(await readContentFile(raw)).toEqual(parseContentFile(raw));
  });

  it("reads every module page's, case how-to's and legal page's file itself", () => {
    const read = contentFiles.filter((file) => FIRST_PAINT_CONTENT.test(file));
    expect(read.length).toBeGreaterThan(50);
    const declined = read.filter((file) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(CONTENT, file), "utf8"));
      return front && readPlainFrontMatter(front[1]!) === undefined;
    });
    expect(declined).toEqual([]);
  });

  it("reads the plain form", () => {
    const text = ['# a note', 'title: "Your rights: 3 days"', "count: 12", "words: [A.b, C_d]", "items:", "  - one", "  - 'it''s'", "empty:"];
    expect(readPlainFrontMatter(text.join("\n"))).toEqual({
      title: "Your rights: 3 days",
      count: 12,
      words: ["A.b", "C_d"],
      items: ["one", "it's"],
      empty: null,
    });
  });

  it.each([
    ["a folded string", "intro: >-\n  two\n  lines"],
    ["a mapping", "values: {a: 1}"],
    ["a word YAML reads as another type", "done: yes\nflag: true"],
    ["a plain string with a colon", "title: Step 1: file"],
    ["an escaped quote", 'title: "say \\"hi\\""'],
    ["a nested key", "outer:\n  inner: 1"],
  ])("leaves %s to the YAML library", (_, text) => {
    expect(readPlainFrontMatter(text)).toBeUndefined();
  });
});
