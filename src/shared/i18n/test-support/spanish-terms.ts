/**
 * The Spanish glossary of locales/STYLE-es.md as data: each row's allowed forms (backticked in "Use") and rejected
 * variants (backticked in "Do not use"), and a checker that finds the rejected variants in a text. Tests only.
 */

export interface TermRule {
  concept: string;
  allowed: string[];
  rejected: string[];
}

export interface TermHit {
  concept: string;
  variant: string;
  excerpt: string;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());

/** Every table row of the guide whose header has a "Do not use" column. */
export function parseTermTable(markdown: string): TermRule[] {
  const rules: TermRule[] = [];
  let columns: { concept: number; use: number; avoid: number } | undefined;
  for (const line of markdown.split("\n")) {
    if (!line.trim().startsWith("|")) {
      columns = undefined;
      continue;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
    const avoid = cells.findIndex((cell) => /^do not use$/i.test(cell));
    if (avoid >= 0) {
      columns = { concept: 0, use: cells.findIndex((cell) => /^use\b/i.test(cell)), avoid };
      continue;
    }
    if (!columns || cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const rejected = backticked(cells[columns.avoid] ?? "");
    if (rejected.length)
      rules.push({ concept: cells[columns.concept]!, allowed: backticked(cells[columns.use] ?? ""), rejected });
  }
  return rules;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase as a pattern: whole words, any run of white space (a YAML line may break inside it), any case. */
const phrasePattern = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.split(/\s+/).map(escape).join("\\s+")}(?![\\p{L}\\p{N}])`, "giu");

interface CompiledVariant {
  concept: string;
  variant: string;
  pattern: RegExp;
  /** The allowed forms (of any rule) that contain the variant: blanked out before looking for it. */
  allowed: RegExp[];
}

const compiled = new WeakMap<TermRule[], CompiledVariant[]>();
function compile(rules: TermRule[]): CompiledVariant[] {
  let variants = compiled.get(rules);
  if (!variants) {
    const allowedForms = rules.flatMap((rule) => rule.allowed);
    variants = rules.flatMap((rule) =>
      rule.rejected.map((variant) => ({
        concept: rule.concept,
        variant,
        pattern: phrasePattern(variant),
        allowed: allowedForms.filter((form) => phrasePattern(variant).test(form)).map(phrasePattern),
      })),
    );
    compiled.set(rules, variants);
  }
  return variants;
}

/** The rejected variants in `text`, after blanking every allowed form that contains them. */
export function findRejectedTerms(text: string, rules: TermRule[]): TermHit[] {
  const hits: TermHit[] = [];
  for (const { concept, variant, pattern, allowed } of compile(rules)) {
    const visible = allowed.reduce((current, form) => current.replace(form, (match) => " ".repeat(match.length)), text);
    for (const match of visible.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const excerpt = text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, " ");
      hits.push({ concept, variant, excerpt });
    }
  }
  return hits;
}

/** What a reader sees of a content file: without the glossary's search synonyms (`also:`) and ids (`slug:`, `see:`). */
export function readerText(file: string, text: string): string {
  // A passage's tag line carries the search phrases people type (`also: [...]`), which she never reads; so do a
  // frame's `cues` (content/es/assistant/frames.yml): "testamento en vida" is how some ask, not what she is told.
  if (!/\.ya?ml$/.test(file)) return text.replace(/(<!--.*?)\balso: \[[^\]]*\]/g, "$1");
  return text.replace(/^\s*(?:-\s*)?(?:slug|see|also|cues):.*$/gm, "");
}
