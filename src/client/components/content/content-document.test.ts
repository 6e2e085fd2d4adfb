import { readdirSync } from "node:fs";
import path from "node:path";
import { Lexer, lexer } from "marked";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseContentFile } from "@shared/content/content-file";
import { readText, REPO_ROOT } from "@shared/i18n/test-support/source-files";
import { contentModules, readContentDocument, splitSections } from "../../../../scripts/content-modules.mjs";
import type { MarkdownTokens } from "./content-document";
import { Markdown, MarkdownInline } from "./markdown";

const SAMPLE = [
  "---",
  'title: "Sue for up to {{money:SMALL_CLAIMS.limitDollars}}"',
  "# a comment",
  "citations:",
  "  - SMALL_CLAIMS.limitDollars",
  "---",
  "Before any heading: file in **{{county}}** County.",
  "",
  "## The limit {{cite:SMALL_CLAIMS.limitDollars}}",
  "",
  "Up to {{value:SMALL_CLAIMS.limitDollars}} dollars. {{summary:SMALL_CLAIMS.limitDollars}}",
  "",
  "| Fee | Amount |",
  "| --- | --- |",
  "| Filing | $55 |",
  "",
  "## Where to file",
  "",
  "- Online at [the portal]({{value:COURTS.eFilingPortal}})",
  "- At the [clerk's office](/deadlines)",
  "",
].join("\n");

const CONTENT = path.join(REPO_ROOT, "content");
/** The content files the browser shows (src/client/i18n/content.ts), in every language. */
const SHOWN = readdirSync(CONTENT, { recursive: true, encoding: "utf8" }).filter((file) =>
  /^[a-z]{2}\/(modules|filing|legal)\/.*\.md$/.test(file),
);

const blocks = (tokens: MarkdownTokens) => renderToStaticMarkup(createElement(Markdown, { tokens }));
const line = (tokens: MarkdownTokens | undefined) => renderToStaticMarkup(createElement(MarkdownInline, { tokens }));

describe("content files read at build time (scripts/content-modules.mjs)", () => {
  const file = readContentDocument(SAMPLE);

  it("gives the front matter as data and each of its strings as inline tokens, law references kept as written", () => {
    expect(file.meta).toEqual({
      title: "Sue for up to {{money:SMALL_CLAIMS.limitDollars}}",
      citations: ["SMALL_CLAIMS.limitDollars"],
    });
    expect(file.inline[file.meta.title as string]).toEqual([
      { type: "text", text: "Sue for up to {{money:SMALL_CLAIMS.limitDollars}}" },
    ]);
  });

  it("cuts the body at its ## headings, a heading's and a body's Markdown lexed, placeholders not filled", () => {
    expect(file.sections.map((section) => section.title)).toEqual([
      "",
      "The limit {{cite:SMALL_CLAIMS.limitDollars}}",
      "Where to file",
    ]);
    const [lead, limit, where] = file.sections;
    expect(lead!.body).toEqual([
      {
        type: "paragraph",
        tokens: [
          { type: "text", text: "Before any heading: file in " },
          { type: "strong", tokens: [{ type: "text", text: "{{county}}" }] },
          { type: "text", text: " County." },
        ],
      },
    ]);
    expect(limit!.heading).toEqual([{ type: "text", text: "The limit {{cite:SMALL_CLAIMS.limitDollars}}" }]);
    expect(limit!.body[0]).toEqual({
      type: "paragraph",
      tokens: [{ type: "text", text: "Up to {{value:SMALL_CLAIMS.limitDollars}} dollars. {{summary:SMALL_CLAIMS.limitDollars}}" }],
    });
    // A table is not drawn as one: its text is kept, shown as written.
    expect(limit!.body.find((token) => token.type === "table")).toEqual({
      type: "table",
      raw: "| Fee | Amount |\n| --- | --- |\n| Filing | $55 |",
    });
    const list = where!.body[0] as { type: string; ordered: boolean; items: { tokens: { tokens: unknown[] }[] }[] };
    expect(list).toMatchObject({ type: "list", ordered: false });
    expect(list.items[0]!.tokens[0]!.tokens).toEqual([
      { type: "text", text: "Online at " },
      { type: "link", href: "{{value:COURTS.eFilingPortal}}", tokens: [{ type: "text", text: "the portal" }] },
    ]);
  });

  it("is plain data: the module's default export is the file, as JSON", () => {
    const plugin = contentModules() as unknown as { transform: (code: string, id: string) => { code: string } | null };
    const result = plugin.transform(SAMPLE, path.join(CONTENT, "en/modules/sample.md"));
    expect(result?.code).toBe(`export default ${JSON.stringify(file)};\n`);
    expect(plugin.transform(SAMPLE, path.join(CONTENT, "en/modules/sample.md?import"))?.code).toBe(result?.code);
    expect(plugin.transform(SAMPLE, path.join(CONTENT, "en/modules/sample.md?raw"))).toBeNull();
    expect(plugin.transform(SAMPLE, path.join(REPO_ROOT, "README.md"))).toBeNull();
    expect(plugin.transform(SAMPLE, path.join(CONTENT, "en/glossary/a.yaml"))).toBeNull();
  });

  it("renders the sample as marked's own tokens render, law values filled at render", () => {
    const limit = file.sections[1]!;
    expect(blocks(limit.body)).toBe(blocks(lexer(splitSections(parseContentFile(SAMPLE).body)[1]!.body)));
    expect(blocks(limit.body)).toContain("8,000");
    expect(blocks(limit.body)).not.toContain("{{value:");
    expect(line(limit.heading)).toContain("(Fla. Sm. Cl. R. 7.010(b))");
    expect(blocks(file.sections[2]!.body)).toContain('href="/deadlines"');
  });

  it.each(SHOWN)("%s renders as it did when the browser lexed it", (name) => {
    const raw = readText(path.join(CONTENT, name));
    const { meta, body } = parseContentFile(raw);
    const built = readContentDocument(raw);
    expect(built.meta).toEqual(meta);
    const sections = splitSections(body);
    expect(built.sections.map((section) => section.title)).toEqual(sections.map((section) => section.title));
    built.sections.forEach((section, index) => {
      const text = sections[index]!;
      expect(blocks(section.body)).toBe(blocks(lexer(text.body)));
      expect(line(section.heading)).toBe(line(Lexer.lexInline(text.title.trim())));
    });
    for (const [text, tokens] of Object.entries(built.inline)) expect(line(tokens)).toBe(line(Lexer.lexInline(text.trim())));
  });
});
