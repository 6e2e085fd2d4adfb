import type { TranslationJson } from "@shared/translations";

/** A translation as shown: stored (with its id and date), or the public reader's, stored nowhere (without them). */
export type ShownTranslation = Omit<TranslationJson, "id" | "createdAt"> & { createdAt?: string };

/** The tabs of a translation, in order: Simplified, Key Points, Legal Terms, Original. */
export const TRANSLATION_TABS = ["simplified", "keyPoints", "legalTerms", "original"] as const;
export type TranslationTab = (typeof TRANSLATION_TABS)[number];

const withCitation = (text: string, citation?: string) => (citation ? `${text} (${citation})` : text);

/** What Copy Text puts on the clipboard for each tab: the text the tab shows, as plain lines. */
export const TAB_TEXT: Record<TranslationTab, (translation: ShownTranslation) => string> = {
  simplified: (translation) => translation.simplifiedContent,
  keyPoints: (translation) =>
    translation.keyPointDetails
      .map((point) => `• ${withCitation(point.text, point.citation)}${point.quote ? `\n  “${point.quote}”` : ""}`)
      .join("\n"),
  legalTerms: (translation) =>
    translation.legalTermDetails.map((term) => `${term.term}: ${withCitation(term.meaning, term.citation)}`).join("\n"),
  original: (translation) => translation.originalContent,
};
