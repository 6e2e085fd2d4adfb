import type { GlossaryTerm } from "@shared/glossary/glossary-term";

/** What the page posts to the glossary worker (glossary-worker.ts): the files' text by path. */
export interface GlossaryRequest {
  language: string;
  english: Record<string, string>;
  own: Record<string, string>;
  /** The language's locales/<language>/law.json, for its {{summary:KEY}} sentences (none in English). */
  lawSentences?: Record<string, Record<string, string>>;
}

export type GlossaryReply = { terms: GlossaryTerm[] } | { error: string };
