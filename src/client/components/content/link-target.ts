/**
 * Where a Markdown link may go: a page of this site ("/cases", "/terms#cookies"), another site in a new tab
 * (https:, http:) or the reader's mail app (mailto:), or nowhere (its words are shown without a link).
 *
 * "//evil.example" and "/\evil.example" start with a slash but are protocol-relative: a browser opens another
 * site with them (it reads a backslash as a slash, and drops tabs and line breaks from an address), so they are no
 * page of this site; nor are they an address this text may link to.
 */
export type LinkTarget = "app" | "external" | "none";

export function linkTarget(href: string): LinkTarget {
  // eslint-disable-next-line no-control-regex
  if (href === "/" || /^\/[^/\\\s\u0000-\u001f\u007f]/.test(href)) return "app";
  if (/^(https?:\/\/|mailto:)/.test(href)) return "external";
  return "none";
}
