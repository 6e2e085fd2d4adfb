/**
 * The law entries' sentences in languages other than English, as they are registered (the server at start, the
 * browser with the language). Kept apart from law-summaries.ts, which reads the law module: registering must not
 * bring the whole law module into the first script the browser loads.
 */
type SummaryCatalog = Readonly<Record<string, Readonly<Record<string, string>>>>;

const catalogs = new Map<string, SummaryCatalog>();

/** Registers a language's law.json (nested by group and entry, like the law module). */
export function addLawSummaries(language: string, catalog: SummaryCatalog): void {
  catalogs.set(language, catalog);
}

/** The registered sentence of "GROUP.entry" in `language`, if any. */
export function registeredSummary(key: string, language: string): string | undefined {
  const [group = "", entry = ""] = key.split(".");
  return catalogs.get(language)?.[group]?.[entry];
}

export function hasLawSummaries(language: string): boolean {
  return catalogs.has(language);
}
