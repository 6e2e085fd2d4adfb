/**
 * A legal page as data. Text may contain [link text](/path) for a page of this site;
 * e-mail addresses become mailto links by themselves; `name` shows a name typed exactly, such as a cookie's.
 */
export type LegalBlock = string | { bullets: readonly string[] };

export interface LegalSection {
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** Shown as "Effective date: ..." under the title. */
  effectiveDate: string;
  /** One short paragraph under the title. */
  intro: string;
  /** "The short version": a few plain sentences before the full text. */
  summary: readonly string[];
  /** Numbered 1, 2, 3... in this order. */
  sections: readonly LegalSection[];
}

export const EFFECTIVE_DATE = "November 22, 2026";
export const LEGAL_EMAIL = "legal@floridalegalchampion.org";
export const PRIVACY_EMAIL = "privacy@floridalegalchampion.org";
