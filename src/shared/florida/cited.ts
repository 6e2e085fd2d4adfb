/** A legal figure together with the rule or statute it comes from. */
export interface Cited<T> {
  value: T;
  /** The rule or statute a reader can check, e.g. "Fla. Sm. Cl. R. 7.010(b)". */
  citation: string;
  /** Plain-English sentence for the UI (about an 8th-grade reading level), from locales/en/law.json. */
  summary?: string;
}

/* @__NO_SIDE_EFFECTS__ */
export function cite<T>(value: T, citation: string): Cited<T> {
  return { value, citation };
}

/**
 * A law group with each entry's plain-English sentence attached: `summaries` is the group's part of the English law
 * catalog (locales/en/law.json, keyed like the group). Entries without a sentence stay as they are.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withSummaries<Group extends object>(
  group: Group,
  summaries: { readonly [Entry in keyof Group]?: string },
): Group {
  const entries = Object.entries(group).map(([entry, cited]) => {
    const summary = (summaries as Record<string, string | undefined>)[entry];
    return [entry, summary === undefined ? cited : { ...(cited as Cited<unknown>), summary }];
  });
  return Object.fromEntries(entries) as Group;
}
