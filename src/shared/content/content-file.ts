/**
 * A content file: Markdown with YAML front matter, the form in which legal text a lawyer reviews is kept
 * (module pages, instructions pages, the assistant's knowledge, the glossary) under content/<language>/.
 *
 * Inside the Markdown, the law module is referenced by key, never copied:
 *   {{cite:LANDLORD_TENANT.threeDayNoticeDays}}   → "(Fla. Stat. § 83.56(3))"
 *   {{value:LANDLORD_TENANT.threeDayNoticeDays}}  → "3"
 *   {{money:SMALL_CLAIMS.limitDollars}}           → "$8,000"
 *   {{summary:SECURITY_DEPOSIT.claimNoticeDays}}  → the law entry's plain-English sentence
 * Other content-specific placeholders ({{name}}) are left for the page that renders the file.
 */
import { parse as parseYaml } from "yaml";
import { findLaw } from "./law-refs";
import { lawReferences } from "./law-reference";

export interface ContentFile<Meta = Record<string, unknown>> {
  meta: Meta;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseContentFile<Meta = Record<string, unknown>>(raw: string): ContentFile<Meta> {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { meta: {} as Meta, body: raw };
  const meta = (parseYaml(match[1] ?? "") ?? {}) as Meta;
  return { meta, body: raw.slice(match[0].length) };
}

export { LAW_REFERENCE, lawReferences, type LawReference, type LawReferenceKind } from "./law-reference";

/** References that do not resolve to a usable law entry: an unknown key, or a value that is not a number. */
export function brokenLawReferences(text: string): string[] {
  return lawReferences(text)
    .filter(({ kind, key }) => {
      const cited = findLaw(key);
      if (!cited) return true;
      if (kind === "money") return typeof cited.value !== "number";
      if (kind === "summary") return !cited.summary;
      if (kind === "value") return typeof cited.value !== "number" && typeof cited.value !== "string";
      return false;
    })
    .map(({ kind, key }) => `{{${kind}:${key}}}`);
}
