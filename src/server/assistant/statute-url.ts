/**
 * Where a reader can check a citation: a Florida statute's page on the Legislature's site (Online Sunshine), a
 * session law, a federal statute or regulation, or the court rules. One rule a line, tried in order; the first
 * statute or section named is the one linked ("Fla. Stat. §§ 83.60(2), 51.011" → § 83.60).
 */
const SUNSHINE = "https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=";

const pad = (n: number) => String(n).padStart(4, "0");

/** Online Sunshine files chapters in folders of a hundred: chapter "83" → "0000-0099/0083/". */
function chapterFolder(chapter: string): string {
  const from = Math.floor(Number(chapter) / 100) * 100;
  return `${SUNSHINE}${pad(from)}-${pad(from + 99)}/${pad(Number(chapter))}/`;
}

interface UrlRule {
  pattern: RegExp;
  url: (match: RegExpExecArray) => string;
}

const URL_RULES: readonly UrlRule[] = [
  {
    pattern: /Fla\. Stat\. §§? (\d+)\.(\d+)/,
    url: ([, chapter = "", section]) => `${chapterFolder(chapter)}Sections/${pad(Number(chapter))}.${section}.html`,
  },
  {
    pattern: /Fla\. Stat\. ch\. (\d+)/,
    url: ([, chapter = ""]) => `${chapterFolder(chapter)}${pad(Number(chapter))}ContentsIndex.html`,
  },
  { pattern: /ch\. (\d{4})-(\d+), Laws of Fla\./, url: ([, year, law]) => `https://laws.flrules.org/${year}/${law}` },
  {
    pattern: /(\d+) U\.S\.C\. §§? (\d+[a-z]*)/,
    url: ([, title, section]) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}`,
  },
  {
    pattern: /(\d+) C\.F\.R\. § (\d+\.\d+)/,
    url: ([, title, section]) => `https://www.ecfr.gov/current/title-${title}/section-${section}`,
  },
  {
    pattern: /Fla\. (?:Sm\. Cl\. R\.|R\. Civ\. P\.|R\. App\. P\.|R\. Gen\. Prac\.)/,
    url: () => "https://www.floridabar.org/rules/ctproc/",
  },
  { pattern: /Fla\. Const\./, url: () => "https://www.flsenate.gov/Laws/Constitution" },
  { pattern: /U\.S\. Const\./, url: () => "https://constitution.congress.gov/constitution/" },
];

/** The page for a citation, or "" when there is no official page to link (a court decision, a best practice). */
export function citationUrl(citation: string): string {
  for (const rule of URL_RULES) {
    const match = rule.pattern.exec(citation);
    if (match) return rule.url(match);
  }
  return "";
}
