// Content files (content/<language>/**/*.md) read at build time: importing one gives its front matter as data and its
// Markdown already lexed by marked, cut at its "## " headings, so the browser renders tokens and never runs marked's
// lexer or a YAML reader for them (src/client/components/content/markdown.tsx renders the tokens). Law references
// ({{cite:KEY}}, {{value:KEY}}…) and page values ({{name}}) stay in the tokens as written: they are filled at render.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Lexer } from "marked";
import { parse as parseYaml } from "yaml";

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../content") + path.sep;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const SECTION_HEADING = /^##\s+(.*)$/;

/**
 * Tokens markdown.tsx renders from their children (`tokens`, or `items` for a list) or as nothing, never from their
 * `text` or `raw`: those two are left out of them. A "text" token is one of them only when it has children.
 */
const NO_TEXT_READ = new Set(["heading", "paragraph", "blockquote", "list", "list_item", "strong", "em", "link", "space", "hr"]);
/** The other fields markdown.tsx reads. */
const KEPT_FIELDS = ["depth", "ordered", "href"];

/** A token with only what markdown.tsx reads: a third of marked's output, which repeats each text two or three times. */
function slim(token) {
  const kept = { type: token.type };
  for (const field of KEPT_FIELDS) if (token[field] !== undefined) kept[field] = token[field];
  const children = token.tokens?.length > 0 ? token.tokens : undefined;
  if (children) kept.tokens = children.map(slim);
  if (token.items) kept.items = token.items.map(slim);
  if (!NO_TEXT_READ.has(token.type) && !(token.type === "text" && children)) {
    if (typeof token.text === "string") kept.text = token.text;
    else kept.raw = token.raw;
  }
  return kept;
}

/** Block tokens of Markdown text. */
export const lexBlocks = (text) => new Lexer().lex(text.trim()).map(slim);
/** Inline tokens of one line of Markdown (a title). */
export const lexLine = (text) => Lexer.lexInline(text.trim()).map(slim);

/** The body cut at its "## " lines: text before the first one is a section with an empty title. */
export function splitSections(body) {
  const sections = [];
  let current = { title: "", body: "" };
  for (const line of body.split(/\r?\n/)) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      if (current.title || current.body.trim()) sections.push(current);
      current = { title: heading[1]?.trim() ?? "", body: "" };
    } else {
      current.body += `${line}\n`;
    }
  }
  if (current.title || current.body.trim()) sections.push(current);
  return sections;
}

/** Every string of the front matter (in lists and maps too). */
function stringsOf(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A content file as src/client/components/content/content-document.ts describes it. */
export function readContentDocument(raw) {
  const match = FRONT_MATTER.exec(raw);
  const meta = (match ? parseYaml(match[1] ?? "") : undefined) ?? {};
  const body = match ? raw.slice(match[0].length) : raw;
  return {
    meta,
    inline: Object.fromEntries(stringsOf(meta).map((text) => [text, lexLine(text)])),
    sections: splitSections(body).map((section) => ({
      title: section.title,
      heading: lexLine(section.title),
      body: lexBlocks(section.body),
    })),
  };
}

/** Vite plugin: `import file from "…/content/en/modules/x.md"` gives readContentDocument's answer for that file. */
export function contentModules() {
  return {
    name: "flc-content-modules",
    transform(code, id) {
      // The dev server asks for "x.md?import"; any other query ("?raw") is someone else's.
      const [file = "", query] = id.split("?");
      if (!file.startsWith(CONTENT_DIR) || !file.endsWith(".md") || (query !== undefined && query !== "import")) return null;
      return { code: `export default ${JSON.stringify(readContentDocument(code))};\n`, map: null };
    },
  };
}
