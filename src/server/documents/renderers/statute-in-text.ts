/** How court papers and letters cite a statute in a sentence: "section 83.64, Florida Statutes". */
export function statuteInText(citation: string): string {
  const sections = citation.replace(/^Fla\. Stat\. §§? /, "").split(", ");
  const last = sections.pop() ?? "";
  return sections.length === 0
    ? `section ${last}, Florida Statutes`
    : `sections ${sections.join(", ")} and ${last}, Florida Statutes`;
}
