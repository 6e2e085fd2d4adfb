/** A legal figure together with the rule or statute it comes from. */
export interface Cited<T> {
  value: T;
  /** The rule or statute a reader can check, e.g. "Fla. Sm. Cl. R. 7.010(b)". */
  citation: string;
  /** Plain-English sentence for the UI (about an 8th-grade reading level). */
  summary?: string;
}

export function cite<T>(value: T, citation: string, summary?: string): Cited<T> {
  return summary === undefined ? { value, citation } : { value, citation, summary };
}
