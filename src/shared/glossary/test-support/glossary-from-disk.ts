/** The glossary read from content/<language>/glossary/ on disk. Tests only. */
import { filesUnder, readText, relativeToRepo } from "../../i18n/test-support/source-files";
import { glossaryInLanguage } from "../merge-glossary";
import type { GlossaryParseResult } from "../parse-glossary";

/** The language's own glossary files, by path (for another language than English: its names and meanings). */
export function glossaryFiles(language = "en"): Record<string, string> {
  return Object.fromEntries(
    filesUnder(`content/${language}/glossary`, /\.ya?ml$/).map((file) => [relativeToRepo(file), readText(file)]),
  );
}

/** The glossary as a reader of `language` sees it: English, or the English terms merged with that language's files. */
export function glossaryFromDisk(language = "en"): GlossaryParseResult {
  return glossaryInLanguage(glossaryFiles("en"), language === "en" ? {} : glossaryFiles(language), language);
}
