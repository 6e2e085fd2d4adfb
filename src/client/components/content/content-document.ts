/**
 * A content file (content/<language>/<path>.md) as the build gives it (scripts/content-modules.mjs): its front matter
 * as data and its Markdown already lexed, cut at its "## " headings. Tokens keep only what markdown.tsx reads; law
 * references and page values ({{cite:KEY}}, {{name}}…) are still in them as written, filled when they are shown.
 */
import type { Token } from "marked";

/** Lexed Markdown: marked's tokens, without the copies of their text markdown.tsx does not read. */
export type MarkdownTokens = readonly Token[];

export interface ContentSection {
  /** The "## " heading as written ("" for the text before the first heading). */
  title: string;
  /** The heading as inline tokens. */
  heading: MarkdownTokens;
  /** The text under the heading, as block tokens. */
  body: MarkdownTokens;
}

export interface ContentDocument<Meta = Record<string, unknown>> {
  /** The front matter, as written. */
  meta: Meta;
  /** Each string of the front matter (a title, an introduction, a list's lines) as inline tokens, by its text. */
  inline: Readonly<Record<string, MarkdownTokens>>;
  /** The body's sections in order; text before the first heading is a section whose title is "". */
  sections: readonly ContentSection[];
}
