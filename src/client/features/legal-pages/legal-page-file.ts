/**
 * The Terms of Service and the Privacy Policy are content files (content/<language>/legal/<page>.md): the front
 * matter holds the title, the effective date ("YYYY-MM-DD"), the introduction and "The short version"; the body's
 * "## " sections are the numbered sections. Text may use Markdown links, e-mail addresses and law references.
 */
export const LEGAL_PAGE_FILES = {
  terms: "legal/terms",
  privacy: "legal/privacy",
} as const;

export type LegalPage = keyof typeof LEGAL_PAGE_FILES;

export interface LegalPageMeta {
  title: string;
  effectiveDate: string;
  intro: string;
  summary: string[];
}

/** A section's address on the page (#who-we-are-and-what-these-terms-cover), from its heading as written in the file. */
export function sectionSlug(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
