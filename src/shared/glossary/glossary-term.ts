/**
 * One entry of the legal glossary (content/<language>/glossary/<letter>.yaml), as the glossary page, the
 * translator's Legal Terms tab and the assistant use it.
 */
export interface GlossaryTerm {
  /** Stable id and anchor: /glossary#<slug>. */
  slug: string;
  /** The word or phrase as a reader meets it, e.g. "Writ of possession". */
  term: string;
  /** Other ways to write the same thing (an abbreviation, a spelling with numbers); found in texts too. */
  also: readonly string[];
  /** The term is also an everyday word ("will", "stay"): in texts, only its `also` forms are looked for. */
  ambiguous: boolean;
  /** The plain meaning, with law references filled in. */
  meaning: string;
  /** One realistic sentence that uses the term. */
  example: string;
  /** Law module key of the statute or rule, e.g. "LANDLORD_TENANT.threeDayNoticeDays". */
  cite?: string;
  /** That entry's citation as shown to readers, e.g. "Fla. Stat. § 83.56(3)". */
  citation?: string;
  /** Slugs of related terms. */
  see: readonly string[];
  /** The A–Z index letter the term is listed under. */
  letter: string;
  /**
   * In the glossary of another language (merge-glossary.ts): the term's name in that language ("Propiedad
   * abandonada"), while `term` stays the English word the papers use; `meaning` and `example` are then in that
   * language. Absent in English, and for a term not translated yet (its meaning and example stay English).
   */
  localTerm?: string;
  /** Other names in that language; searched, never looked for in English texts. */
  localAlso?: readonly string[];
}

export const GLOSSARY_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The index letter of a term: its first letter A–Z ("Three-day notice" → "T"), accents ignored. */
export function indexLetter(term: string): string | undefined {
  const plain = term.normalize("NFD").toUpperCase();
  return GLOSSARY_LETTERS.find((letter) => letter === plain.match(/[A-Z]/)?.[0]);
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
