/**
 * Every legal figure the product shows or uses, each with its source. This module is the only place such a
 * number may be written; it matches shared/florida-law.md. Statutes change: each citation names the section.
 */

export interface Cited<T> {
  value: T;
  /** The rule or statute a reader can check, e.g. "Fla. Sm. Cl. R. 7.010(b)". */
  citation: string;
}

const cite = <T>(value: T, citation: string): Cited<T> => ({ value, citation });

export const SMALL_CLAIMS = {
  /** Not counting costs, interest and attorney fees; since 1 January 2020. */
  limitDollars: cite(8000, "Fla. Sm. Cl. R. 7.010(b)"),
} as const;
