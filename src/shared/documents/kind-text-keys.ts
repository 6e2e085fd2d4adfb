/**
 * The message keys (namespace "kinds", locales/<language>/kinds.json) of a kind's title, description and tab: a
 * module of their own, so a page that names kinds does not load what field-text.ts needs for fields (the law's
 * sentences).
 */
export const KINDS_NAMESPACE = "kinds";

export const kindTextKeys = (kind: string) =>
  ({ title: `${kind}.title`, description: `${kind}.description`, tab: `${kind}.tab` }) as const;
