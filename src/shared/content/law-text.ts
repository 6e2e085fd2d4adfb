/**
 * Law references in a content text filled in as plain text, for the papers and pages that print words rather than
 * render Markdown: {{cite:KEY}} → "(Fla. Stat. § 83.56(3))", {{value:KEY}} → "3", {{money:KEY}} → "$8,000",
 * {{summary:KEY}} → the entry's plain sentence in the text's language. Other {{name}} placeholders are left in place.
 */
import { brokenLawReferences, LAW_REFERENCE, type LawReferenceKind } from "./content-file";
import { lawByKey } from "./law-refs";
import { lawSummary } from "./law-summaries";
import { formatMoney } from "../i18n/format";

function lawText(kind: LawReferenceKind, key: string, language: string): string {
  const law = lawByKey(key);
  if (kind === "cite") return `(${law.citation})`;
  if (kind === "money") return formatMoney(law.value as number, "whole", language);
  if (kind === "summary") return lawSummary(key, language) ?? "";
  return String(law.value);
}

/** Throws when a reference does not resolve (an unknown key, a summary the entry lacks...). */
export function fillLawReferences(text: string, language = "en"): string {
  const broken = brokenLawReferences(text);
  if (broken.length > 0) throw new Error(`Broken law references: ${broken.join(", ")}`);
  return text.replace(LAW_REFERENCE, (_whole, kind: LawReferenceKind, key: string) => lawText(kind, key, language));
}
