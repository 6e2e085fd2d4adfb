/**
 * A content file's body cut at its "## " headings: one section per card or panel of a page. Text before the
 * first heading is a section with an empty title.
 */
export interface ContentSection {
  title: string;
  body: string;
}

export function splitSections(body: string): ContentSection[] {
  const sections: ContentSection[] = [];
  let current: ContentSection = { title: "", body: "" };
  for (const line of body.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line);
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
